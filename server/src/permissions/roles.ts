import type { FastifyRequest } from 'fastify';
import type { ProfileType } from '../db/schema';
import type { AuthUser } from '../sessions';
import '../plugins/fastify-augment';
import { forbidden, unauthorized } from './http-error';

/** the refusal when a call is for one profile only */
const ONLY: Record<ProfileType, string> = {
  admin: 'Only admins may do this',
  teacher: 'Only teachers may do this',
  student: 'Only students may do this',
  guardian: 'Only guardians may do this',
};

/**
 * The signed-in user, or a 401 `Unauthorized`. The session plugin already answers 401
 * before any non-public /v1 route runs, so in a handler this mainly narrows the type.
 */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

function hasRole(user: AuthUser, ...roles: ProfileType[]): boolean {
  return roles.includes(user.profile);
}

export function isAdmin(user: AuthUser): boolean {
  return user.profile === 'admin';
}

/** The signed-in user if their profile is one of `roles`; 401 without a session, 403 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: [ProfileType, ...ProfileType[]]): AuthUser {
  const user = requireUser(request);
  if (!hasRole(user, ...roles)) {
    throw roles.length === 1 ? forbidden(ONLY[roles[0]]) : forbidden();
  }
  return user;
}
