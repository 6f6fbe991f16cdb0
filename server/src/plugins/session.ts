import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { findSession, sweepRates, sweepSessions } from '../sessions';
import { routePath } from './route-path';
import { unauthorized } from '../permissions/http-error';
import './fastify-augment';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

/** `__Host-` (Secure, Path=/, no Domain: the browser pins it to this host) on HTTPS. */
function sessionCookieFor(publicUrl: string): SessionCookie {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? '__Host-studydesk_session' : 'studydesk_session', secure };
}

/** Paths a session guards; everything else (the shell's files) is public. */
function isGuarded(path: string): boolean {
  return path.startsWith('/v1/') || path.startsWith('/uploads/');
}

function isPublic(request: FastifyRequest): boolean {
  return request.routeOptions.config?.public === true;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Reads the session cookie into `request.user` on every request and answers 401
 * `Unauthorized` for any /v1 or /uploads call without a valid session, unless the route
 * says `config: { public: true }`. Routes therefore get a user by default; opting out is
 * explicit.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { config: ServerConfig }) => {
    const cookie = sessionCookieFor(options.config.publicUrl);
    app.decorate('sessionCookie', cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      // the shell's static files need no session: spare them the lookup
      if (!isGuarded(routePath(request))) return;
      const found = await findSession(app.db, request.cookies[cookie.name]);
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      } else if (!isPublic(request)) {
        throw unauthorized();
      }
    });

    // Expired rows carry nothing; sweeping them keeps the tables small. Every instance
    // may sweep: the deletes are idempotent.
    const timer = setInterval(() => {
      const now = Date.now();
      Promise.all([sweepSessions(app.db, now), sweepRates(app.db, now)]).catch((err: unknown) =>
        app.log.warn({ err }, 'session sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'studydesk-session' },
);
