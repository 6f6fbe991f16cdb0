import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The remote registry (shared/src/remotes/registry.json) as a list:
 * `{ name, dir, port, kind, path, routePrefixes }` per remote.
 */
export const REMOTES = Object.entries(createRequire(import.meta.url)('../../shared/src/remotes/registry.json')).map(
  ([name, remote]) => ({ name, ...remote }),
);

/**
 * What `npm start` needs built, with the file that proves a build and the sources it
 * comes from. Front ends also depend on the shared library's sources.
 */
const BUILDABLE = [
  { workspace: '@studydesk/shared', dir: 'shared', output: 'dist/remotes/index.js', sources: ['shared/src'] },
  { workspace: '@studydesk/server', dir: 'server', output: 'dist/index.js', sources: ['server/src', 'shared/src'] },
  { workspace: '@studydesk/shell', dir: 'shell', output: 'dist/index.html', sources: ['shell/src', 'shared/src', 'shared/build'] },
  ...REMOTES.map((remote) => ({
    workspace: `@studydesk/${remote.dir}`,
    dir: remote.dir,
    output: 'dist/mf-manifest.json',
    sources: [`${remote.dir}/src`, 'shared/src', 'shared/build'],
  })),
];

function newestMtime(target) {
  let newest = 0;
  const stack = [path.join(ROOT, target)];
  while (stack.length) {
    const current = stack.pop();
    let stat;
    try {
      stat = fs.statSync(current);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(current)) stack.push(path.join(current, entry));
    } else if (!/\.test\.tsx?$/.test(current)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

/** Packages with no build, or whose sources changed after their build. */
export function staleBuilds() {
  return BUILDABLE.filter((pkg) => {
    const output = path.join(ROOT, pkg.dir, pkg.output);
    if (!fs.existsSync(output)) return true;
    const built = fs.statSync(output).mtimeMs;
    return pkg.sources.some((source) => newestMtime(source) > built);
  });
}
