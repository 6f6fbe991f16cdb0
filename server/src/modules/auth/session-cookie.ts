import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownCookie } from '../../plugins/cookies';
import type {} from '../../plugins/session';
import { createSession, deleteSession } from '../../sessions';

/**
 * Signs a user in: any session the request already had is ended and a new one (new id)
 * is started, so a session id planted before sign-in is worthless (session fixation).
 */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  if (request.sessionId) await deleteSession(app.db, request.sessionId);
  const { token, expiresAt } = await createSession(app.db, userId);
  request.sessionId = null;
  reply.setCookie(app.sessionCookie.name, token, ownCookie(app.sessionCookie.secure, new Date(expiresAt)));
}

/** Signs out: the session row is deleted (the cookie alone would not end it) and the cookie cleared. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionId) await deleteSession(app.db, request.sessionId);
  request.user = null;
  request.sessionId = null;
  reply.clearCookie(app.sessionCookie.name, ownCookie(app.sessionCookie.secure, new Date(0)));
}
