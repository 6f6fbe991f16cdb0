import { spawnSync } from 'node:child_process';
import { ROOT, staleBuilds } from './packages.mjs';

/** Builds whatever is missing or out of date; lerna keeps the dependency order. */
export function buildWhatIsStale({ log = console.log } = {}) {
  const stale = staleBuilds();
  if (stale.length === 0) {
    log('StudyDesk is built and up to date.');
    return;
  }
  log(`Building ${stale.map((pkg) => pkg.dir).join(', ')} …`);
  const scopes = stale.flatMap((pkg) => ['--scope', pkg.workspace]);
  const started = Date.now();
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--include-dependencies', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error('The build failed; see the output above.');
  }
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
