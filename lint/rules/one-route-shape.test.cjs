const { RuleTester } = require('eslint');
const rule = require('./one-route-shape.cjs');

const tester = new RuleTester({ languageOptions: { parser: require('typescript-eslint').parser } });

const ONE_WAY = `
import { endpoints } from '@studydesk/shared/contracts';
import type { Routes } from '../route';
import { routesPlugin } from '../route';
export const payRoutes = routesPlugin<{ config: ServerConfig }>('pay', (route, app, { config }) => {
  const cache = new Map<number, string>();
  route.on(endpoints.pay.rates, { roles: ['admin'] }, async ({ params }) => cache.get(params.id) ?? app.db);
});
`;

tester.run('one-route-shape', rule, {
  valid: [
    { name: 'routesPlugin and route.on', code: ONE_WAY },
    { name: 'a map read is not a route', code: "const rows = new Map(); export const x = rows.get('a');" },
  ],
  invalid: [
    {
      name: 'a hand-typed Fastify plugin',
      code: `import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
export const guardiansRoutes: FastifyPluginAsyncTypebox = async (app) => {};`,
      errors: [{ messageId: 'plugin', data: { name: 'FastifyPluginAsyncTypebox' } }],
    },
    {
      name: "fastify's own plugin type, with options",
      code: "import type { FastifyPluginAsync } from 'fastify';\nexport const r: FastifyPluginAsync<{ config: C }> = async () => {};",
      errors: [{ messageId: 'plugin' }],
    },
    {
      name: 'a second helper from modules/route.ts, and its call',
      code: "import { routesOf } from '../route';\nexport const r = (app) => { const route = routesOf(app, 'pay'); };",
      errors: [{ messageId: 'helper', data: { name: 'routesOf' } }, { messageId: 'helper', data: { name: 'routesOf' } }],
    },
    {
      name: 'a routes helper of its own',
      code: "const routesFor = (app) => ({ on() {} });\nexport const r = (app) => routesFor(app);",
      errors: [{ messageId: 'helper', data: { name: 'routesFor' } }],
    },
    {
      name: 'routes registered on the app directly',
      code: `export const r = async (app) => {
  app.get('/v1/a', async () => ({}));
  app.route({ method: 'POST', url: '/v1/b', handler: async () => ({}) });
};`,
      errors: [{ messageId: 'direct', data: { name: 'app.get' } }, { messageId: 'direct', data: { name: 'app.route' } }],
    },
    {
      name: "inside routesPlugin, on the register function's app, whatever its name",
      code: "import { routesPlugin } from '../route';\nexport const r = routesPlugin('x', (route, site) => { site.delete('/v1/x', async () => ({})); });",
      errors: [{ messageId: 'direct', data: { name: 'site.delete' } }],
    },
  ],
});
