import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { dictionaryRoutes } from './routes';

/** The public translation tables (/v1/dictionary/*). */
export const dictionaryModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(dictionaryRoutes);
};

export { languageCodes } from './dictionary-queries';
export { assertKnownLanguage } from './rules';
