import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from '../permissions/http-error';
import { routePath } from './route-path';
import './fastify-augment';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function mediaType(request: FastifyRequest): string | null {
  const header = request.headers['content-type'];
  return header ? header.split(';')[0].trim().toLowerCase() : null;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Cross-site request forgery defence, in depth with the SameSite=Lax cookie:
 * - a state-changing call carrying a foreign `Origin` (or, from browsers that send no
 *   Origin, `Sec-Fetch-Site: cross-site`) is refused with 403;
 * - state-changing calls accept only application/json (multipart/form-data only on
 *   upload routes), which an HTML form on another site cannot send → 415; the one route
 *   taking a plain form (sign-in without script) relies on the Origin check above.
 * Trusted origins: PUBLIC_URL's, the origin the request itself was addressed to
 * (same-origin calls through a proxy, e.g. a remote's dev server), and any listed in
 * TRUSTED_ORIGINS (comma-separated) for a shell served from another origin (docs/architecture.md#the-remotes-registry-and-the-manifest).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { config: ServerConfig; trustedOrigins?: string[] }) => {
    const listed = options.trustedOrigins ?? (process.env.TRUSTED_ORIGINS ?? '').split(',');
    const trusted = new Set(
      [options.config.publicUrl, ...listed].map((url) => (url.trim() ? originOf(url.trim()) : null)).filter((o): o is string => o !== null),
    );

    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (routePath(request).startsWith('/v1/')) {
        // API answers are per user and may hold personal data: never cache them
        reply.header('Cache-Control', 'no-store');
      }
      const config = request.routeOptions.config ?? {};
      const writes = BODY_METHODS.has(request.method);
      if (writes || config.stateChanging) {
        const origin = request.headers.origin;
        if (origin !== undefined) {
          const own = originOf(`${request.protocol}://${request.host}`);
          if (!trusted.has(origin) && origin !== own) throw new HttpError(403, 'Cross-origin request refused');
        } else if (request.headers['sec-fetch-site'] === 'cross-site') {
          throw new HttpError(403, 'Cross-origin request refused');
        }
      }
      if (writes) {
        const type = mediaType(request);
        if (type === null && !hasBody(request)) return;
        const allowed =
          type === 'application/json' ||
          (config.multipart === true && type === 'multipart/form-data') ||
          (config.form === true && type === 'application/x-www-form-urlencoded');
        if (!allowed) {
          throw new HttpError(415, config.multipart ? 'Send application/json or multipart/form-data' : 'Send application/json');
        }
      }
    });
  },
  { name: 'studydesk-security' },
);
