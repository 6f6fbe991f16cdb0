import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { documentRoutes } from './document-routes';
import { flashcardRoutes } from './flashcard-routes';
import { glossaryRoutes } from './glossary-routes';
import { cardProviderFromEnv } from './provider';
import { retentionRoutes } from './routes';

/**
 * The retention calls and PATCH /v1/studyplan/retention-text: settings, flashcards made
 * from teaching material with no outside service (an optional language model by
 * environment, see provider.ts), and quiz, reading practice and lesson summary documents.
 */
export const retentionModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const provider = cardProviderFromEnv(process.env, app.log);
  await app.register(retentionRoutes, { config, provider });
  await app.register(flashcardRoutes);
  await app.register(documentRoutes);
  await app.register(glossaryRoutes);
};

export { attachmentHeader, newCardsPerDayOf } from './rules';
