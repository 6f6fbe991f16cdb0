/**
 * @jest-environment node
 */
// The repository's lint rules for the front ends' feature layout and React hooks, run
// on small files placed inside a real feature. ESLint runs in a child process: it loads
// eslint.config.mjs as an ES module, which Jest's module sandbox cannot.
import { spawnSync } from 'child_process';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');

interface LintCase {
  /** a path inside the repository; the file need not exist */
  file: string;
  code: string;
}

interface Problem {
  ruleId: string | null;
  message: string;
  /** 1 warning, 2 error */
  severity: number;
}

const RUNNER = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.map(({ ruleId, message, severity }) => ({ ruleId, message, severity })));
}
process.stdout.write(JSON.stringify(out));
`;

function lint(cases: LintCase[]): Problem[][] {
  const files = cases.map(({ file, code }) => ({ file: path.join(ROOT, file), code }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', RUNNER, JSON.stringify(files)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Problem[][];
}

const rules = (problems: Problem[]) => problems.map((problem) => problem.ruleId);

// A component of mf-admin's study-plans feature, and mf-admin's app file.
const IN_FEATURE = 'mf-admin/src/features/study-plans/components/lint-probe.tsx';
const IN_APP = 'mf-admin/src/lint-probe.tsx';

describe('lint: a feature is used only through its index.ts', () => {
  const [deep, deepFromApp, throughIndex, ownFiles, remoteComponents] = lint([
    { file: IN_FEATURE, code: "import { PeopleList } from '../../people/components/people-list';\nexport const probe = PeopleList;\n" },
    { file: IN_APP, code: "import { PlanFormDialog } from './features/study-plans/components/plan-form-dialog';\nexport const probe = PlanFormDialog;\n" },
    { file: IN_FEATURE, code: "import { PeopleList } from '../../people';\nexport const probe = PeopleList;\n" },
    { file: IN_FEATURE, code: "import { planFormFrom } from '../model/plan-form';\nimport { PlanTextFields } from './plan-fields';\nexport const probe = [planFormFrom, PlanTextFields];\n" },
    { file: IN_FEATURE, code: "import { RowActions } from '../../../components/row-actions';\nexport const probe = RowActions;\n" },
  ]);

  it('reports a deep import into another feature’s files', () => {
    expect(rules(deep)).toEqual(['boundaries/dependencies']);
    expect(deep[0].message).toMatch(/only through its index\.ts/);
  });

  it('reports a deep import from the remote’s app files too', () => {
    expect(rules(deepFromApp)).toEqual(['boundaries/dependencies']);
  });

  it('accepts an import through the other feature’s index.ts, the feature’s own files and the remote’s components', () => {
    expect(throughIndex).toEqual([]);
    expect(ownFiles).toEqual([]);
    expect(remoteComponents).toEqual([]);
  });
});

describe('lint: React hooks', () => {
  const [conditional, missingDependency, correct] = lint([
    {
      file: IN_FEATURE,
      code: "import { useState } from 'react';\nexport function useProbe(on: boolean) {\n  if (on) {\n    useState(0);\n  }\n}\n",
    },
    {
      file: IN_FEATURE,
      code: "import { useEffect } from 'react';\nexport function useProbe(id: number) {\n  useEffect(() => {\n    console.log(id);\n  }, []);\n}\n",
    },
    {
      file: IN_FEATURE,
      code: "import { useEffect } from 'react';\nexport function useProbe(id: number) {\n  useEffect(() => {\n    console.log(id);\n  }, [id]);\n}\n",
    },
  ]);

  it('reports a hook called conditionally', () => {
    expect(rules(conditional)).toEqual(['react-hooks/rules-of-hooks']);
  });

  it('reports an effect that leaves out a dependency', () => {
    expect(rules(missingDependency)).toEqual(['react-hooks/exhaustive-deps']);
  });

  it('accepts hooks used by the rules', () => {
    expect(correct).toEqual([]);
  });
});

describe('lint: every user-visible string through t()', () => {
  const component = (body: string) =>
    `import { useT } from '@studydesk/shared/i18n';\nexport function Probe({ count }: { count: number }) {\n  const t = useT();\n  return (\n    <div aria-label={t('Probe')}>${body}</div>\n  );\n}\n`;
  const [bareText, bareLabel, bareTitle, translated, symbols, plainAttributes] = lint([
    { file: IN_FEATURE, code: component('<p>{count} lessons planned</p>') },
    { file: IN_FEATURE, code: component('<button type="button" aria-label="Close">{t(\'Save\')} {count}</button>') },
    { file: 'shell/src/frame/lint-probe.tsx', code: component('<span title="Study plans">{count}</span>') },
    { file: IN_FEATURE, code: component('<p aria-label={t(\'Lessons\')}>{t(\'{count} lessons planned\', { count })}</p>') },
    { file: IN_FEATURE, code: component('<p>({count})/{count}%</p>') },
    { file: IN_FEATURE, code: component('<input type="text" name="email" autoComplete="email" className="wide" data-testid="probe" maxLength={count} />') },
  ]);

  it('fails (an error, not a warning) on bare text in JSX', () => {
    expect(rules(bareText)).toEqual(['i18next/no-literal-string']);
    expect(bareText[0].severity).toBe(2);
  });

  it('fails on a bare string in an attribute a person reads or hears, in a remote or the shell', () => {
    expect(rules(bareLabel)).toEqual(['i18next/no-literal-string']);
    expect(bareLabel[0].severity).toBe(2);
    expect(rules(bareTitle)).toEqual(['i18next/no-literal-string']);
  });

  it('accepts translated text, ASCII symbols and numbers, and attributes nobody reads', () => {
    expect(translated).toEqual([]);
    expect(symbols).toEqual([]);
    expect(plainAttributes).toEqual([]);
  });
});
