// A module's route file declares its routes one way: `routesPlugin(tag, register)` of
// server/src/modules/route.ts, each route `route.on(endpoint, spec, handler)`
// (docs/conventions.md#endpoints). A hand-typed Fastify plugin, a second helper beside
// routesPlugin or a route registered on the app directly would skip what routesPlugin
// decides for every route: the endpoint's schemas, the OpenAPI tag, the caller's access.

const { houseRule } = require('../rule-kit.cjs');

/** The Fastify instance methods that register a route. */
const REGISTERING = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all', 'route']);

/** Names a route file gives the Fastify instance; routesPlugin's `app` parameter is added per file. */
const APP_NAMES = ['app', 'fastify', 'instance', 'server'];

const isRouteModule = (source) => /(^|\/)route$/.test(source);

module.exports = houseRule({
  type: 'problem',
  description: "A module's route file declares its routes only through routesPlugin(...)",
  messages: {
    plugin:
      '{{name}}: a route file does not type its own Fastify plugin; start it with routesPlugin(tag, (route, app) => …) (docs/conventions.md#endpoints).',
    helper:
      '{{name}}: routes are declared only through routesPlugin(tag, register) of modules/route.ts, not a second helper (docs/conventions.md#endpoints).',
    direct:
      '{{name}}(…) registers a route by hand; declare it with route.on(endpoints.<domain>.<name>, …) inside routesPlugin (docs/conventions.md#endpoints).',
  },
  files: ['server/src/modules/**/*routes.ts'],
  create(context) {
    const appNames = new Set(APP_NAMES);
    return {
      TSTypeReference(node) {
        const name = node.typeName.type === 'Identifier' ? node.typeName.name : node.typeName.right?.name;
        if (name && /^FastifyPlugin(Async|Callback)/.test(name)) context.report({ node, messageId: 'plugin', data: { name } });
      },
      ImportDeclaration(node) {
        if (!isRouteModule(node.source.value) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : specifier.local.name;
          if (name !== 'routesPlugin') context.report({ node: specifier, messageId: 'helper', data: { name } });
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && callee.name === 'routesPlugin') {
          // the register function's second parameter is the app, whatever it is called
          const register = node.arguments[1];
          const app = register && /Function/.test(register.type) ? register.params[1] : undefined;
          if (app && app.type === 'Identifier') appNames.add(app.name);
          return;
        }
        if (callee.type === 'Identifier' && /^routes[A-Z_]/.test(callee.name)) {
          context.report({ node, messageId: 'helper', data: { name: callee.name } });
          return;
        }
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.object.type === 'Identifier' &&
          appNames.has(callee.object.name) &&
          REGISTERING.has(callee.property.name)
        ) {
          context.report({ node, messageId: 'direct', data: { name: `${callee.object.name}.${callee.property.name}` } });
        }
      },
    };
  },
});
