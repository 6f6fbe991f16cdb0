// Helpers of the code generators (npm run new:module, npm run new:feature): names in
// every case a template needs, files written once, and edits that insert a line at a
// marked place and fail loudly when the place is gone.
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Options after the positional arguments: `--root <dir>` (another checkout, for tests), flags. */
export function parseArgs(argv) {
  const positional = [];
  const options = { root: REPO_ROOT, keys: true };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root') options.root = path.resolve(argv[(i += 1)]);
    else if (argv[i] === '--no-keys') options.keys = false;
    else positional.push(argv[i]);
  }
  return { positional, options };
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** kebab-case name → { kebab, camel, pascal, words } */
export function namesOf(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name ?? '')) fail(`"${name ?? ''}" is not a kebab-case name (e.g. invoices, lesson-notes)`);
  const parts = name.split('-');
  const pascal = parts.map((part) => part[0].toUpperCase() + part.slice(1)).join('');
  return { kebab: name, camel: pascal[0].toLowerCase() + pascal.slice(1), pascal, words: parts.join(' '), title: parts.join(' ').replace(/^./, (c) => c.toUpperCase()) };
}

/** Writes each file (relative to root); refuses to overwrite anything. */
export function writeFiles(root, files) {
  for (const file of Object.keys(files)) {
    if (fs.existsSync(path.join(root, file))) fail(`${file} exists already: nothing written`);
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    console.log(`  wrote   ${file}`);
  }
}

/** Inserts `text` just before the first `marker` found after `after` (if given) in a file. */
export function insertBefore(root, file, marker, text, after = '') {
  const full = path.join(root, file);
  const source = fs.readFileSync(full, 'utf8');
  const start = after ? source.indexOf(after) : 0;
  if (start < 0) fail(`${file}: cannot find "${after.trim()}" to register the new code`);
  const at = source.indexOf(marker, start);
  if (at < 0) fail(`${file}: cannot find "${marker.trim()}" to register the new code`);
  fs.writeFileSync(full, source.slice(0, at) + text + source.slice(at));
  console.log(`  edited  ${file}`);
}

/** Inserts `line` after the last line of a file that matches `pattern`. */
export function insertAfterLast(root, file, pattern, line) {
  const full = path.join(root, file);
  const lines = fs.readFileSync(full, 'utf8').split('\n');
  const index = lines.findLastIndex((candidate) => pattern.test(candidate));
  if (index < 0) fail(`${file}: no line matches ${pattern} to register the new code`);
  lines.splice(index + 1, 0, line);
  fs.writeFileSync(full, lines.join('\n'));
  console.log(`  edited  ${file}`);
}

/**
 * Declares `GET /v1/<name>` once in @studydesk/shared/contracts (docs/conventions.md#endpoints):
 * its answer's schema in `contracts/<name>.ts`, the endpoint in `contracts/endpoints/<name>.ts`,
 * listed in `endpoints`, and its address in `endpoints` of `contracts/plain.ts`. The server
 * module and the page both use it, so whichever generator runs first writes it and the
 * other finds it there.
 */
export function declareEndpoint(root, { kebab, camel, pascal }) {
  const contract = `shared/src/contracts/${kebab}.ts`;
  if (fs.existsSync(path.join(root, contract))) {
    console.log(`  found   ${contract} (endpoints.${camel}.list)`);
    return;
  }
  writeFiles(root, {
    [contract]: `import { Type, type Static } from '@sinclair/typebox';

/** GET /v1/${kebab}'s answer. TODO: the fields the page shows. */
export const ${pascal}Response = Type.Object({ results: Type.Array(Type.Object({ id: Type.Number() })) }, { title: '${pascal}' });
export type ${pascal}Response = Static<typeof ${pascal}Response>;
`,
    [`shared/src/contracts/endpoints/${kebab}.ts`]: `import { endpoint } from './endpoint';
import { ${pascal}Response } from '../${kebab}';

/** The ${kebab} endpoints (docs/conventions.md#endpoints). */
export const ${camel}Endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/${kebab}', response: ${pascal}Response }),
};
`,
  });
  insertAfterLast(root, 'shared/src/contracts/index.ts', /^export \* from '\.\/[\w-]+';$/, `export * from './${kebab}';`);
  insertAfterLast(root, 'shared/src/contracts/endpoints/index.ts', /^import \{ \w+Endpoints \} from '\.\/[\w-]+';$/, `import { ${camel}Endpoints } from './${kebab}';`);
  insertBefore(root, 'shared/src/contracts/endpoints/index.ts', '\n} as const;', `\n  ${camel}: ${camel}Endpoints,`, 'export const endpoints');
  // the browser's copy without the schemas (docs/conventions.md#endpoints)
  insertBefore(root, 'shared/src/contracts/plain.ts', '\n} satisfies', `\n  ${camel}: domain<'${camel}'>({\n    list: ['GET', '/v1/${kebab}'],\n  }),`, 'export const endpoints');
}
