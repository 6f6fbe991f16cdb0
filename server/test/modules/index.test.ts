/**
 * The layout rules of src/modules/ (docs/conventions.md#add-a-server-module), checked on the files:
 * every module folder is registered and has the one module shape, route files hold
 * handlers only (no SQL), and a module reaches another only through that module's index.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { modules } from '../../src/modules';

const MODULES_DIR = path.resolve(__dirname, '../../src/modules');

/** What every module folder holds (a trailing slash: a folder). */
const MODULE_SHAPE = ['index.ts', 'routes.ts', 'queries/', 'rules.ts', 'dto.ts'] as const;

/**
 * Parts a module may lack, each with its reason. auth: it answers with the people
 * module's user DTO and has no shape of its own to map.
 */
const PENDING_SHAPE: Readonly<Record<string, readonly string[]>> = { auth: ['dto.ts'] };

const moduleFolders = () =>
  fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const isRouteFile = (file: string) => /(^|-)routes\.ts$/.test(path.basename(file));

// Kysely builders and raw SQL: what belongs in a module's queries, never in a handler.
const SQL_PATTERNS: readonly RegExp[] = [
  /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\s*\(/,
  /\bsql\s*(`|\.|<)/,
  /\.execute(TakeFirst|TakeFirstOrThrow)?\s*\(/,
  /\.transaction\s*\(/,
];

/** The SQL-looking lines of a source text, comments left out. */
export function sqlLines(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter((line) => SQL_PATTERNS.some((pattern) => pattern.test(line)));
}

describe('src/modules', () => {
  it('registers every module folder, each once, and nothing else', () => {
    const listed = modules.map((module) => module.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(moduleFolders());
  });

  it('gives every module the one shape: index.ts, routes.ts, queries/, rules.ts, dto.ts', () => {
    const missing = moduleFolders().flatMap((name) =>
      MODULE_SHAPE.filter((entry) => !(PENDING_SHAPE[name] ?? []).includes(entry))
        .filter((entry) => {
          const full = path.join(MODULES_DIR, name, entry);
          return entry.endsWith('/') ? !fs.existsSync(full) || !fs.statSync(full).isDirectory() : !fs.existsSync(full);
        })
        .map((entry) => `${name}/${entry}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps every query in a queries/ folder, not in loose <x>-queries.ts files', () => {
    const loose = moduleFolders().flatMap((name) =>
      fs.readdirSync(path.join(MODULES_DIR, name)).filter((file) => /queries\.ts$/.test(file)).map((file) => `${name}/${file}`),
    );
    expect(loose).toEqual([]);
  });

  it('leaves role checks to src/permissions/: no module compares the caller\'s profile itself', () => {
    const offenders = moduleFolders()
      .flatMap((name) => filesUnder(path.join(MODULES_DIR, name)))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /\b(me|user|caller)\.profile\s*[!=]==/.test(line))
          .map((line) => `${path.relative(MODULES_DIR, file)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('spots SQL in a source text (so the next test can be trusted)', () => {
    expect(sqlLines("const rows = await app.db.selectFrom('users').selectAll().execute();")).toHaveLength(1);
    expect(sqlLines('await db.transaction().execute(async (trx) => trx);')).toHaveLength(1);
    expect(sqlLines('const key = sql`lower(name)`;')).toHaveLength(1);
    expect(sqlLines("const user = await findUser(app.db, id);\n// selectFrom('users') in a comment")).toEqual([]);
  });

  it('keeps SQL out of route files: handlers call their module queries', () => {
    const offenders = moduleFolders()
      .flatMap((name) => filesUnder(path.join(MODULES_DIR, name)).filter(isRouteFile))
      .flatMap((file) => sqlLines(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(MODULES_DIR, file)}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });

  it('lets a module import another module only through its index.ts', () => {
    const offenders: string[] = [];
    for (const name of moduleFolders()) {
      for (const file of filesUnder(path.join(MODULES_DIR, name))) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, specifier] of source.matchAll(/from\s+'(\.[^']*)'/g)) {
          const target = path.relative(MODULES_DIR, path.resolve(path.dirname(file), specifier));
          const [owner, ...rest] = target.split(path.sep);
          if (target.startsWith('..') || owner === name || !moduleFolders().includes(owner)) continue;
          if (rest.length > 0 && !(rest.length === 1 && rest[0] === 'index')) offenders.push(`${path.relative(MODULES_DIR, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
