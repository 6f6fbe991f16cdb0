import type { FastifyRequest } from 'fastify';
import type { ProfileType } from '../db/schema';
import type { AuthUser } from '../sessions';
import '../plugins/fastify-augment';
import { forbidden, unauthorized } from './http-error';

/**
 * The signed-in user, or a 401 `Unauthorized`. The session plugin already answers 401
 * before any non-public /v1 route runs, so in a handler this mainly narrows the type.
 */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function hasRole(user: AuthUser, ...roles: ProfileType[]): boolean {
  return roles.includes(user.profile);
}

export function isAdmin(user: AuthUser): boolean {
  return user.profile === 'admin';
}

/** The signed-in user if their profile is one of `roles`; 401 without a session, 403 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: [ProfileType, ...ProfileType[]]): AuthUser {
  const user = requireUser(request);
  if (!hasRole(user, ...roles)) {
    throw forbidden(roles.length === 1 ? `Only ${roles[0]}s may do this` : `Only ${roles.join(' or ')} users may do this`);
  }
  return user;
}
