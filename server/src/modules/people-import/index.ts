import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { peopleImportRoutes } from './routes';

/**
 * Importing a school's students, teachers, guardians and groups from a spreadsheet
 * (docs/product-rules.md#r-import-1): admins download a template, preview a file's problems
 * with nothing written, then import it in one transaction.
 */
export const peopleImportModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(peopleImportRoutes);
};
