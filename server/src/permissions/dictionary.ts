import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../sessions';
import { requireRole } from './roles';

/**
 * Reading the dictionary is public (the sign-in page is translated too); managing it —
 * the translations table, editing a text, adding a language — is for admins only.
 */
export function requireDictionaryAdmin(request: FastifyRequest): AuthUser {
  return requireRole(request, 'admin');
}
