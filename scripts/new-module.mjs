// npm run new:module <name> — a server module in the one module shape, wired in:
//   server/src/modules/<name>/{index.ts, routes.ts, queries/<name>.ts, rules.ts, dto.ts}
//   its endpoint declared once in @studydesk/shared/contracts (endpoints.<name>.list),
//   registered in server/src/modules/index.ts (the module list app.ts registers),
//   its route's row in the authorization matrix (admins only, to start with),
//   and a failing placeholder test in server/test/modules/<name>/ to fill in.
import fs from 'node:fs';
import path from 'node:path';
import { declareEndpoint, fail, insertAfterLast, insertBefore, namesOf, parseArgs, writeFiles } from './lib/generate.mjs';

const { positional, options } = parseArgs(process.argv.slice(2));
if (positional.length !== 1) fail('usage: npm run new:module <name>   (kebab-case, e.g. invoices)');
const { kebab, camel, pascal, words } = namesOf(positional[0]);
const root = options.root;
const dir = `server/src/modules/${kebab}`;
const url = `/v1/${kebab}`;

console.log(`new:module ${kebab}`);
if (fs.existsSync(path.join(root, dir))) fail(`${dir} exists already: nothing written`);
declareEndpoint(root, { kebab, camel, pascal });
writeFiles(root, {
  [`${dir}/index.ts`]: `import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { ${camel}Routes } from './routes';

/** TODO: say what this module does for whom. */
export const ${camel}Module: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(${camel}Routes);
};
`,
  [`${dir}/routes.ts`]: `import { endpoints } from '@studydesk/shared/contracts';
import { routesPlugin } from '../route';
import { to${pascal}Response } from './dto';
import { list${pascal} } from './queries/${kebab}';

/** The module's routes: handlers only; SQL is in queries/, decisions in rules.ts. */
export const ${camel}Routes = routesPlugin('${words}', (route, { db }) => {
  route.on(endpoints.${camel}.list, {
    roles: ['admin'],
    description: 'Admins only: TODO.',
    errors: [401, 403],
  }, async () => to${pascal}Response(await list${pascal}(db)));
});
`,
  [`${dir}/queries/${kebab}.ts`]: `import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { MAX_${camel.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_ROWS } from '../rules';

type Db = Kysely<Database>;

/** One row as the query selects it; dto.ts turns it into the answer's shape. */
export interface ${pascal}Row {
  id: number;
}

/** TODO: select from the module's table (add its migration in src/db/migrations/). */
export async function list${pascal}(db: Db): Promise<${pascal}Row[]> {
  return db.selectNoFrom(sql<number>\`1\`.as('id')).limit(MAX_${camel.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_ROWS).execute();
}
`,
  [`${dir}/rules.ts`]: `/** TODO: the module's pure decisions and limits (no database, no request). */
export const MAX_${camel.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_ROWS = 100;
`,
  [`${dir}/dto.ts`]: `import type { ${pascal}Response } from '@studydesk/shared/contracts';
import type { ${pascal}Row } from './queries/${kebab}';

/** GET ${url}'s answer (its schema: shared/src/contracts/${kebab}.ts). */
export function to${pascal}Response(rows: readonly ${pascal}Row[]): ${pascal}Response {
  return { results: rows.map((row) => ({ id: Number(row.id) })) };
}
`,
  [`server/test/modules/${kebab}/${kebab}.test.ts`]: `import type { FastifyInstance } from 'fastify';
import { appForAllTests } from '../../helpers/app';

describe('${url}', () => {
  let app: FastifyInstance;
  appForAllTests((built) => (app = built));

  it('TODO: describe what users see, then test it', async () => {
    expect(app.hasRoute({ method: 'GET', url: '${url}' })).toBe(true);
    throw new Error('placeholder: write the test of ${url} before building it');
  });
});
`,
});

insertAfterLast(root, 'server/src/modules/index.ts', /^import \{ \w+Module \} from '\.\/[\w-]+';$/, `import { ${camel}Module } from './${kebab}';`);
insertBefore(root, 'server/src/modules/index.ts', '\n];', `\n  { name: '${kebab}', plugin: ${camel}Module },`, 'export const modules');
insertBefore(
  root,
  'server/test/permissions/authorization-matrix.test.ts',
  '\n};\n',
  `\n  'GET ${url}': { request: () => ({ method: 'GET', url: '${url}' }), ...access.adminOnly() },`,
  'const MATRIX',
);

console.log(`
Next: write the failing test in server/test/modules/${kebab}/, the migration of the module's
table, then the query, rules and dto; change the matrix row if not admins only.`);
