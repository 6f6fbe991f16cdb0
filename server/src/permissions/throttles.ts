import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../sessions';
import { requireRole } from './roles';

/**
 * Sign-in throttles (who is being guessed at, from where) are seen and cleared by admins
 * only: the list names accounts and addresses.
 */
export function requireThrottleAdmin(request: FastifyRequest): AuthUser {
  return requireRole(request, 'admin');
}
