// knip, as `npm run lint` runs it, on a planted project (fixtures/unused): an export
// nobody imports, a file nobody imports and a dependency nobody imports are each
// reported, and the run fails. It runs in its own process: the tool is an ES module,
// which Jest's CommonJS runtime cannot load.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const KNIP = path.join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js');

function knip(directory) {
  const run = spawnSync(process.execPath, [KNIP, '--directory', directory, '--reporter', 'json', '--no-progress'], { cwd: ROOT, encoding: 'utf8' });
  const issues = JSON.parse(run.stdout).issues;
  const names = (kind) => issues.flatMap((issue) => issue[kind].map((item) => `${issue.file}: ${item.name}`));
  return { status: run.status, files: names('files'), exports: names('exports'), dependencies: names('dependencies') };
}

describe('nothing unused (knip)', () => {
  it('reports an unused export, an unused file and an unused dependency, and fails', () => {
    expect(knip(path.join(__dirname, 'fixtures', 'unused'))).toEqual({
      status: 1,
      files: ['src/farewell.ts: src/farewell.ts'],
      exports: ['src/greeting.ts: shout'],
      dependencies: ['package.json: left-pad'],
    });
  });
});
