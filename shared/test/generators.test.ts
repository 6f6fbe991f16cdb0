/**
 * @jest-environment node
 */
// The code generators (npm run new:module, npm run new:feature) run on a copy of the
// repository's sources in a temporary folder: what they write and register must type-check
// and lint, and the placeholder test they leave must fail until someone writes it. The
// copy keeps the real checkout untouched while other packages' tests run beside this one.
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '../..');
const NAME = 'zz-probe';
/** the packages the generators write into or read from */
const PACKAGES = ['shared', 'server', 'shell', 'mf-admin'];
/** lint/: the house's rules eslint.config.mjs loads (one-route-shape checks the generated routes.ts) */
const ROOT_FILES = ['package.json', 'tsconfig.base.json', 'eslint.config.mjs', 'jest.base.cjs', 'jest.css-stub.cjs', 'jest.setup-jsdom.cjs', 'types', 'scripts', 'lint'];

let copy: string;

/** The sources of the repository under a temporary folder, sharing its installed packages. */
function copyRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-generators-'));
  const skip = (source: string) => !/[\\/](node_modules|dist|coverage)([\\/]|$)/.test(path.relative(ROOT, source));
  for (const entry of [...ROOT_FILES, ...PACKAGES]) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: skip });
  fs.mkdirSync(path.join(dir, 'node_modules/@studydesk'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@studydesk') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  // the workspace links point into the copy, so the copy's own sources are what resolves
  for (const name of PACKAGES) fs.symlinkSync(path.join(dir, name), path.join(dir, 'node_modules/@studydesk', name));
  for (const name of PACKAGES) {
    const own = path.join(ROOT, name, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, name, 'node_modules'));
  }
  return dir;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', TEST_DATABASE_URL: '', JEST_DURATIONS_FILE: '' } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);

/** tsc on `files` of one package of the copy, with that package's compiler options. */
function typecheck(pkg: string, files: string[]) {
  const config = path.join(copy, pkg, 'tsconfig.generated.json');
  fs.writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', include: ['../types'], files }));
  return run(process.execPath, [bin('typescript', 'bin/tsc'), '--noEmit', '-p', config], copy);
}

function lint(files: string[]) {
  return run(process.execPath, [bin('eslint', 'bin/eslint.js'), '--max-warnings=0', ...files], copy);
}

function runJest(pkg: string, testPath: string) {
  return run(process.execPath, [bin('jest', 'bin/jest.js'), '--ci', testPath], path.join(copy, pkg));
}

function generate(script: string, args: string[]) {
  return run(process.execPath, [path.join(ROOT, 'scripts', script), ...args, '--root', copy, '--no-keys'], ROOT);
}

beforeAll(() => {
  copy = copyRepository();
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:module', () => {
  it('writes a module in the one shape and registers it in the module list and the authorization matrix', () => {
    const result = generate('new-module.mjs', [NAME]);
    expect(result.output).toContain(`server/src/modules/${NAME}/routes.ts`);
    expect(result.status).toBe(0);
    for (const file of ['index.ts', 'routes.ts', `queries/${NAME}.ts`, 'rules.ts', 'dto.ts']) {
      expect(fs.existsSync(path.join(copy, 'server/src/modules', NAME, file))).toBe(true);
    }
    expect(fs.readFileSync(path.join(copy, 'server/src/modules/index.ts'), 'utf8')).toContain(`{ name: '${NAME}', plugin: zzProbeModule }`);
    expect(fs.readFileSync(path.join(copy, 'server/test/permissions/authorization-matrix.test.ts'), 'utf8')).toContain(`'GET /v1/${NAME}'`);
    // its endpoint, declared once for the server and the browser
    expect(fs.readFileSync(path.join(copy, 'shared/src/contracts/endpoints/index.ts'), 'utf8')).toContain('zzProbe: zzProbeEndpoints,');
    expect(fs.readFileSync(path.join(copy, `shared/src/contracts/endpoints/${NAME}.ts`), 'utf8')).toContain(`path: '/v1/${NAME}'`);
    const routes = fs.readFileSync(path.join(copy, 'server/src/modules', NAME, 'routes.ts'), 'utf8');
    // the one route-file shape (docs/conventions.md#endpoints, the lint rule one-route-shape)
    expect(routes).toContain("export const zzProbeRoutes = routesPlugin('");
    expect(routes).toContain('route.on(endpoints.zzProbe.list');
  });

  it('refuses to write over a module that exists', () => {
    expect(generate('new-module.mjs', [NAME]).status).not.toBe(0);
    expect(generate('new-module.mjs', ['Not-Kebab']).status).not.toBe(0);
  });

  it('type-checks and lints what it wrote', () => {
    const checked = typecheck('server', ['src/modules/index.ts', `test/modules/${NAME}/${NAME}.test.ts`]);
    expect(checked.output.trim()).toBe('');
    expect(checked.status).toBe(0);
    const linted = lint([`server/src/modules/${NAME}`, `server/test/modules/${NAME}`, 'server/src/modules/index.ts', 'shared/src/contracts']);
    expect(linted.output.trim()).toBe('');
    expect(linted.status).toBe(0);
  });

  it('leaves a placeholder test that fails until it is written, and the module test accepts the new module', () => {
    const placeholder = runJest('server', `test/modules/${NAME}/`);
    expect(placeholder.status).not.toBe(0);
    expect(placeholder.output).toContain('placeholder: write the test of /v1/zz-probe');
    expect(runJest('server', 'test/modules/index.test.ts').status).toBe(0);
  });
});

describe('npm run new:feature', () => {
  it('writes a feature and registers its path, route and sidebar item', () => {
    const result = generate('new-feature.mjs', ['mf-admin', NAME]);
    expect(result.status).toBe(0);
    expect(fs.existsSync(path.join(copy, 'mf-admin/src/features', NAME, 'index.ts'))).toBe(true);
    expect(fs.readFileSync(path.join(copy, 'shared/src/routes/paths.ts'), 'utf8')).toContain(`zzProbe: '/admin/${NAME}'`);
    expect(fs.readFileSync(path.join(copy, 'mf-admin/src/app.tsx'), 'utf8')).toContain('[PATHS.admin.zzProbe, <ZzProbePage />]');
    expect(fs.readFileSync(path.join(copy, 'shell/src/frame/nav-items.ts'), 'utf8')).toContain("{ label: msg('Zz probe'), href: PATHS.admin.zzProbe }");
    // it calls the endpoint the module declared (one declaration, found rather than written twice)
    expect(result.output).toContain(`found   shared/src/contracts/${NAME}.ts`);
    expect(fs.readFileSync(path.join(copy, 'mf-admin/src/features', NAME, 'components', `${NAME}-view.tsx`), 'utf8')).toContain('call(endpoints.zzProbe.list');
  });

  it('shows its data the one way, through ResourceContent (the lint below fails on a switch written by hand)', () => {
    const view = fs.readFileSync(path.join(copy, 'mf-admin/src/features', NAME, 'components', `${NAME}-view.tsx`), 'utf8');
    expect(view).toContain('<ResourceContent resource={answer}');
    const linted = lint([`mf-admin/src/features/${NAME}`]);
    expect(linted.output).not.toContain('no-hand-loading-switch');
  });

  it('refuses a remote that owns no role area', () => {
    expect(generate('new-feature.mjs', ['mf-calendar', 'other']).status).not.toBe(0);
  });

  it('type-checks and lints what it wrote', () => {
    const admin = typecheck('mf-admin', ['src/app.tsx', `src/features/${NAME}/model/${NAME}.test.ts`]);
    expect(admin.output.trim()).toBe('');
    const shell = typecheck('shell', ['src/frame/nav-items.ts']);
    expect(shell.output.trim()).toBe('');
    const linted = lint([`mf-admin/src/features/${NAME}`, 'mf-admin/src/app.tsx', 'shell/src/frame/nav-items.ts', 'shared/src/routes/paths.ts']);
    expect(linted.output.trim()).toBe('');
    expect([admin.status, shell.status, linted.status]).toEqual([0, 0, 0]);
  });

  it('leaves a placeholder test that fails until it is written', () => {
    const placeholder = runJest('mf-admin', `src/features/${NAME}/`);
    expect(placeholder.status).not.toBe(0);
    expect(placeholder.output).toContain('placeholder: write the tests of Zz probe');
  });
});
