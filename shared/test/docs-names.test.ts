/**
 * @jest-environment node
 */
// Every name docs/*.md write in backticks exists in the repository (see docs-names.ts for
// what counts as a name and how each kind is checked).
import path from 'path';
import { ROUTE_PATTERNS } from '../src/routes/paths';
import { docNameProblems, expandAlternatives, unlistedRoutes, type Repository } from './docs-names';
import { ROOT, readDocs, readRepositoryFile, trackedFiles } from './repository-files';
import { codeText } from './source-text';

/** The source files the names are looked for in (their code, not their comments): code, styles, configuration; not prose. */
function sourceFiles(files: readonly string[]): string[] {
  // this test plants names that exist nowhere: its own text is not source they may be found in
  const own = new Set([path.relative(ROOT, __filename)]);
  return files.filter(
    (file) => !file.startsWith('docs/') && !file.endsWith('.md') && !file.endsWith('package-lock.json') && !own.has(file),
  );
}

function readRepository(): Repository {
  const files = trackedFiles();
  const code = sourceFiles(files)
    .map((file) => [file, readRepositoryFile(file)] as const)
    .filter(([, text]) => !text.includes('\0'))
    .map(([file, text]) => codeText(file, text));
  const strings = code.flatMap((text) => text.strings);
  const manifests = files.filter((file) => path.basename(file) === 'package.json').map((file) => JSON.parse(readRepositoryFile(file)));
  return {
    files,
    source: strings.join('\n'),
    words: new Set(code.flatMap((text) => text.names)),
    urls: strings.filter((text) => text.startsWith('/')),
    scripts: new Set(manifests.flatMap((manifest) => Object.keys(manifest.scripts ?? {}))),
    packages: new Map(manifests.map((manifest) => [manifest.name, ['.', ...Object.keys(manifest.exports ?? {})]])),
  };
}

const planted: Repository = {
  files: ['server/src/modules/route.ts', 'server/src/cluster/relay.ts', 'server/src/db/migrations/018-rates.ts', 'lint/rules/one-route-shape.cjs'],
  words: new Set(['routesPlugin', 'useResource', 'app', 'jobs', 'describe', 'DATABASE_URL', 'PUBLIC_URL', 'FormSubmit', 'saving', 'assertCanEdit', 'rows', 'total', 'auth']),
  source: "bus.publish('signIn/started'); enqueue('send-mail', { key: `payslip:${id}` })",
  urls: ['/admin/home', '/admin/study-plans/:planId', '/v1/setup', '/mf/auth/', '/setup/:token'],
  scripts: new Set(['i18n:keys', 'bench:load', 'start']),
  packages: new Map([['@studydesk/shared', ['.', './data']]]),
};

describe('names in the docs', () => {
  it('passes names that exist, written the ways the docs write them', () => {
    const markdown = [
      '`routesPlugin` in `server/src/modules/route.ts` (`cluster/relay.ts`, `modules/route`), `useResource(key, load)`,',
      '`app.jobs.describe`, `assertCan…`, `<FormSubmit saving={…}>`, `DATABASE_URL=postgres://x`, `signIn/started`,',
      '`npm run i18n:keys`, `npm run bench…`, `npm start`, `bench:load`, `@studydesk/shared/data`, `GET /admin/home`,',
      '`/admin/study-plans/{planId}`, `/{admin}/home`, `/mf/<name>/`, `018-<what>.ts`, `POST /v1/setup`, `x.ts`,',
      '`{ rows, total }`, `auth: \'public\'`, `studydesk/one-route-shape`, `send-mail`, `payslip:<periodId>`, `PUBLIC_URL/setup/<token>`,',
      'and no names at all: `first name`, `for update skip locked`, `n === 1 ? "" : "s"`.',
      '```ts',
      'const notChecked = useList();',
      '```',
    ].join('\n');
    expect(docNameProblems(markdown, planted)).toEqual([]);
  });

  it('fails on a stale name of each kind', () => {
    const stale = [
      '`useList`',
      '`server/src/modules/rout.ts`',
      '`cluster/relays.ts`',
      '`app.jobs.enqueue`',
      '`npm run i18n:key`',
      '`new:modules`',
      '`/admin/reports`',
      '`/admin/{home,reports}`',
      '`@studydesk/shared/lists`',
      '`WORKERS_COUNT=2`',
      '`<FormSubmit busy={…}>`',
      '`019-<what>.ts`',
      '`signIn/finished`',
      '`{ rows, count }`',
      '`roles: [\'admin\']`',
      '`sent-mail`',
      '`payslips:<periodId>`',
      '`PUBLIC_URL/set-up/<token>`',
      '`studydesk/one-route-shapes`',
    ];
    const problems = docNameProblems(stale.join('\n'), planted);
    expect(problems.map((problem) => problem.replace(/`: .*$/, '`'))).toEqual(stale.map((span, index) => `line ${index + 1}: ${span}`));
  });

  it('spells out alternatives', () => {
    expect(expandAlternatives('/{admin|teacher}/x/{id}/{a,b}')).toEqual(['/admin/x/{id}/a', '/admin/x/{id}/b', '/teacher/x/{id}/a', '/teacher/x/{id}/b']);
  });

  const repository = readRepository();

  it.each([...readDocs().keys()])('docs/%s names only what exists', (file) => {
    expect(repository.words.size).toBeGreaterThan(1000);
    expect(docNameProblems(readDocs().get(file) ?? '', repository)).toEqual([]);
  });
});

describe('the routes rule', () => {
  it('spots a route the rule does not list, whatever its parameters are called', () => {
    const section = '`/login`, `/admin/{home,groups}` and `/{admin|teacher}/study-plans/{id}`';
    const patterns = ['/login', '/admin/home', '/admin/groups', '/admin/study-plans/:planId', '/teacher/study-plans/:planId', '/admin/import'];
    expect(unlistedRoutes(section, patterns)).toEqual(['/admin/import']);
  });

  it('docs/product-rules.md#r-route-3 lists every route of the app', () => {
    const rules = readDocs().get('product-rules.md') ?? '';
    const section = /### R-ROUTE-3\n([\s\S]*?)\n###/.exec(rules)?.[1] ?? '';
    expect(section).toContain('/login');
    expect(unlistedRoutes(section, ROUTE_PATTERNS)).toEqual([]);
  });
});
