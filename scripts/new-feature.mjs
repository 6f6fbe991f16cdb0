// npm run new:feature <remote> <name> — a page of a routed remote, wired in:
//   <remote>/src/features/<name>/{components/, model/, <name>-page.tsx, index.ts},
//   the endpoint it calls declared once in @studydesk/shared/contracts (endpoints.<name>.list),
//   its path in @studydesk/shared/routes (PATHS.<role>.<name>, under the remote's role),
//   its route in the remote's app.tsx, its item in the role's sidebar (shell nav-items),
//   its texts in the dictionary (npm run i18n:keys), and a failing placeholder test.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { declareEndpoint, fail, insertAfterLast, insertBefore, namesOf, parseArgs, writeFiles } from './lib/generate.mjs';

const { positional, options } = parseArgs(process.argv.slice(2));
if (positional.length !== 2) fail('usage: npm run new:feature <remote> <name>   (<remote>: the folder of a routed remote, as in shared/src/remotes/registry.json)');
const [remoteDir, name] = positional;
const { kebab, camel, pascal, title } = namesOf(name);
const root = options.root;

const registry = JSON.parse(fs.readFileSync(path.join(root, 'shared/src/remotes/registry.json'), 'utf8'));
const remote = Object.values(registry).find((entry) => entry.dir === remoteDir);
if (!remote) fail(`${remoteDir} is not in shared/src/remotes/registry.json (one of: ${Object.values(registry).map((entry) => entry.dir).join(', ')})`);
const role = ['admin', 'teacher', 'student'].find((candidate) => remote.routePrefixes?.includes(`/${candidate}`));
if (remote.kind !== 'routed' || !role) fail(`${remoteDir} does not own a role's area (/admin, /teacher or /student): add its page by hand`);

const feature = `${remoteDir}/src/features/${kebab}`;
const url = `/v1/${kebab}`;

console.log(`new:feature ${remoteDir} ${kebab} → /${role}/${kebab}`);
if (fs.existsSync(path.join(root, feature))) fail(`${feature} exists already: nothing written`);
declareEndpoint(root, { kebab, camel, pascal });
writeFiles(root, {
  [`${feature}/model/${kebab}.ts`]: `import type { ${pascal}Response } from '@studydesk/shared/contracts';

/** TODO: the page's rules as pure functions, each with its test. */
export function ${camel}Count(answer: ${pascal}Response): number {
  return answer.results.length;
}
`,
  [`${feature}/model/${kebab}.test.ts`]: `import { ${camel}Count } from './${kebab}';

describe('${title}', () => {
  it('TODO: name the rule this page follows, then test it', () => {
    expect(${camel}Count({ results: [] })).toBe(0);
    throw new Error('placeholder: write the tests of ${title} before building it');
  });
});
`,
  // the one way an area loads (docs/conventions.md#data-loading): useResource, shown by ResourceContent
  [`${feature}/components/${kebab}-view.tsx`]: `import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { EmptyState, ResourceContent } from '@studydesk/shared/ui';
import { ${camel}Count } from '../model/${kebab}';

export function ${pascal}View() {
  const t = useT();
  const answer = useResource('${kebab}', async (signal) => (await call(endpoints.${camel}.list, { signal })).data);
  return (
    <ResourceContent resource={answer} compact={false} isEmpty={(data) => ${camel}Count(data) === 0} empty={<EmptyState title={t('Nothing here yet')} />}>
      {(data) => <p>{t('{count, plural, one {# item} other {# items}}', { count: ${camel}Count(data) })}</p>}
    </ResourceContent>
  );
}
`,
  [`${feature}/${kebab}-page.tsx`]: `import { useT } from '@studydesk/shared/i18n';
import { Page, PageHeader } from '@studydesk/shared/ui';
import { ${pascal}View } from './components/${kebab}-view';

/** /${role}/${kebab}: TODO say what the page is for. */
export function ${pascal}Page() {
  const t = useT();
  return (
    <Page>
      <PageHeader title={t('${title}')} />
      <${pascal}View />
    </Page>
  );
}
`,
  [`${feature}/index.ts`]: `export { ${pascal}Page } from './${kebab}-page';
`,
});

insertBefore(root, 'shared/src/routes/paths.ts', '\n  },', `\n    ${camel}: '/${role}/${kebab}',`, `  ${role}: {`);
insertAfterLast(root, `${remoteDir}/src/app.tsx`, /^import .* from '\.\/features\/[\w-]+';$/, `import { ${pascal}Page } from './features/${kebab}';`);
insertBefore(root, `${remoteDir}/src/app.tsx`, '\n      ]}', `\n        [PATHS.${role}.${camel}, <${pascal}Page />],`);
insertBefore(root, 'shell/src/frame/nav-items.ts', `        { label: msg('Profile'), href: profilePath('${role}') },`, `        { label: msg('${title}'), href: PATHS.${role}.${camel} },\n`, `case '${role}':`);

if (options.keys) {
  execFileSync(process.execPath, [path.join(root, 'scripts/i18n-keys.mjs')], { cwd: root, stdio: 'inherit' });
}

console.log(`
Next: translate the new keys in server/src/seed/dictionary/{es,fr,de}.json; write the
failing test in ${feature}/model/; add the item to shell/src/frame/nav-items.test.ts; then
the server side of ${url} (npm run new:module ${kebab}).`);
