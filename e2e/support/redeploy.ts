import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './run-env';

const run = promisify(execFile);

/** One release of a build folder, as `shared/build/keep-releases.cjs` lists it in `releases.json`. */
export interface Release {
  builtAt: string;
  files: string[];
}

/** The releases a build folder keeps, oldest first. */
export function releasesOf(dist: string): Release[] {
  return JSON.parse(fs.readFileSync(path.join(dist, 'releases.json'), 'utf8')) as Release[];
}

/**
 * Deploys a new release of a remote into the folder it is served from, as a deploy does
 * (docs/architecture.md#version-skew): the remote's own `npm run build` (production, its own
 * webpack config) with its output in `dist`, so the build's `output.clean` and
 * keep-releases plugin do there what they do in a real deploy. `release` is the build's
 * release label (`STUDYDESK_RELEASE`), a change in every JavaScript and CSS file, so each
 * hashed file gets a new name; `keep` is `STUDYDESK_KEEP_RELEASES`.
 * Answers the releases the folder keeps after the build.
 */
export async function buildRelease(remoteDir: string, dist: string, { release, keep }: { release: string; keep: number }): Promise<Release[]> {
  await run('npm', ['run', 'build', '--', '--output-path', dist], {
    cwd: path.join(REPO_ROOT, remoteDir),
    env: { ...process.env, NODE_ENV: 'production', STUDYDESK_RELEASE: release, STUDYDESK_KEEP_RELEASES: String(keep) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return releasesOf(dist);
}
