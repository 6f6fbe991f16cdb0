import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { reviewRoutes } from './routes';
import { reviewSyncRoutes } from './sync-routes';

/**
 * Student review of approved flashcards with FSRS (ts-fsrs), paced by the lessons they
 * came from, and the teacher's forgetting forecast for the next lesson.
 */
export const reviewModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(reviewRoutes);
  await app.register(reviewSyncRoutes);
};
