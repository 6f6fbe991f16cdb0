/**
 * The endpoint layer (docs/conventions.md#endpoints): every endpoint declared in
 * @studydesk/shared/contracts is served by exactly one route, and every API route serves
 * one of them, so the browser's calls and the server's handlers cannot drift apart.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { allEndpoints, type Endpoint } from '@studydesk/shared/contracts';
import { buildTestApp } from '../helpers/app';

/** Routes the framework and plugins add, not API endpoints: HEAD twins of GETs, the OpenAPI pages, the built front end. */
const isApiRoute = (route: RouteOptions) =>
  route.method !== 'HEAD' && /^\/(v1|uploads)\//.test(route.url) && !route.url.startsWith('/v1/docs');

describe('endpoints', () => {
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    app = await buildTestApp({}, { onRoute: (route) => routes.push(route) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('every API route is registered from an endpoint, with its method and path', () => {
    const api = routes.filter(isApiRoute);
    expect(api.length).toBeGreaterThan(70);
    for (const route of api) {
      const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
      expect({ route: `${String(route.method)} ${route.url}`, endpoint: endpoint && `${endpoint.method} ${endpoint.path}` }).toEqual({
        route: `${String(route.method)} ${route.url}`,
        endpoint: `${String(route.method)} ${route.url}`,
      });
    }
  });

  it('every endpoint is registered exactly once', () => {
    const served = routes.filter(isApiRoute).map((route) => (route.config as { endpoint?: Endpoint }).endpoint);
    const counts = allEndpoints().map(({ name, endpoint }) => [name, served.filter((one) => one === endpoint).length]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
    expect(served).toHaveLength(allEndpoints().length);
  });
});
