import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { dictionaryRoutes } from './routes';
import { translationsRoutes } from './translations-routes';

/** The public translation tables (/v1/dictionary/*) and their management by admins. */
export const dictionaryModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(dictionaryRoutes);
  await app.register(translationsRoutes);
};

export { languageCodes, languageList } from './queries/dictionary-data';
export { assertKnownLanguage } from './rules';
export { ensureDictionarySeed } from './seed';
