import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { requireRole } from '../permissions';
import './fastify-augment';

/**
 * The OpenAPI document, generated from the same TypeBox contracts Fastify validates
 * with, at GET /v1/docs/json. Registered before the routes so it sees them all. The API
 * is the product's own, not a public one: its description is for admins only (401
 * signed out, 403 for anyone else; docs/architecture.md).
 */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, options: { config: ServerConfig }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'StudyDesk API',
          version: '1',
          description:
            'Errors are `{ "message": "…" }`. Every call except sign-in, forgotten password and set password ' +
            'needs the session cookie; without it the answer is 401 `{ "message": "Unauthorized" }`.',
        },
        servers: [{ url: options.config.publicUrl }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: app.sessionCookie?.name ?? 'studydesk_session' },
          },
        },
        security: [{ session: [] }],
      },
      // pictures and the shell are not part of the API
      hideUntagged: false,
    });

    app.get('/v1/docs/json', { schema: { hide: true } }, async (request) => {
      requireRole(request, 'admin');
      return app.swagger();
    });
  },
  { name: 'studydesk-swagger' },
);
