// dependency-cruiser's no-circular, as `npm run lint` runs it (the repository's
// .dependency-cruiser.cjs), on planted files: a cycle of type-only imports is reported.
// It runs in its own process: the tool is an ES module, which Jest's CommonJS runtime
// cannot load. (The lint's `--output-type err` fails the run on any violation of severity
// error; the JSON report read here holds the same violations.)
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const DEPCRUISE = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const FIXTURES = 'lint/test/fixtures';

function cruise(...folders) {
  const run = spawnSync(process.execPath, [DEPCRUISE, '-c', '.dependency-cruiser.cjs', '--output-type', 'json', ...folders.map((folder) => `${FIXTURES}/${folder}`)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout).summary.violations;
}

describe('no import cycles (.dependency-cruiser.cjs)', () => {
  it('fails on two files that import only types from each other', () => {
    const violations = cruise('type-cycle');
    expect(violations.map((violation) => ({ rule: violation.rule, cycle: violation.cycle.map((step) => path.basename(step.name)).sort() }))).toEqual([
      { rule: { name: 'no-circular', severity: 'error' }, cycle: ['comment.ts', 'lesson.ts'] },
    ]);
    expect(violations[0].cycle.every((step) => step.dependencyTypes.includes('type-only'))).toBe(true);
  });

  it('passes when the imports point one way', () => {
    expect(cruise('one-way')).toEqual([]);
  });
});
