/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ports from '@studydesk/shared/build/ports';
import { REMOTES, ROUTED_REMOTES, remoteForPath } from './index';

// Adding a remote is one registry entry plus its folder: these tests hold that true.
const ROOT = path.resolve(__dirname, '..', '..', '..');

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

describe('the remote registry', () => {
  it('lists every mf-* folder, and every entry has its folder and package', () => {
    const folders = fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .map((entry) => entry.name);
    expect(REMOTES.map((remote) => remote.dir).sort()).toEqual(folders.sort());
    for (const remote of REMOTES) {
      expect(readJson(`${remote.dir}/package.json`).name).toBe(`@studydesk/${remote.dir}`);
    }
  });

  it('needs no edit of the root workspaces', () => {
    const workspaces: string[] = readJson('package.json').workspaces;
    const covered = (dir: string) =>
      workspaces.some((pattern) => pattern === dir || (pattern.endsWith('*') && dir.startsWith(pattern.slice(0, -1))));
    for (const remote of REMOTES) expect([remote.dir, covered(remote.dir)]).toEqual([remote.dir, true]);
  });

  it('gives each remote its own port, path and a known kind', () => {
    expect(new Set(Object.values(ports)).size).toBe(Object.keys(ports).length);
    expect(new Set(REMOTES.map((remote) => remote.path)).size).toBe(REMOTES.length);
    for (const remote of REMOTES) {
      expect(ports[remote.name]).toBe(remote.port);
      expect(remote.path).toMatch(/^\/mf\/[a-z-]+\/$/);
      expect(['routed', 'parcels']).toContain(remote.kind);
      // Only routed remotes have areas and routes.
      expect(remote.routePrefixes.length > 0).toBe(remote.kind === 'routed');
    }
  });

  it('resolves a path to the remote with the most specific prefix', () => {
    for (const remote of ROUTED_REMOTES) {
      for (const prefix of remote.routePrefixes) expect(remoteForPath(prefix.replace(/:[A-Za-z]+/g, '12'))).toBe(remote.name);
    }
    expect(remoteForPath('/nowhere')).toBeNull();
  });
});

// Files that may name a remote, and why. Everything else asks the registry.
const ALLOWED: Record<string, string> = {
  'shared/src/remotes/registry.json': 'the registry itself',
  'shared/src/federation/parcels.ts':
    "parcel ids ('<remote>/<module>') are the contract between a parcel and the remotes mounting it; the compiler checks that each starts with a registered remote",
  'shared/src/federation/parcels.test.tsx': 'type checks of those parcel ids',
  'shell/src/routing/route-table.test.ts': 'pins which remote the registry gives each docs/product-rules.md#r-route-3 route',
};

const SCANNED = ['shell/src', 'shared/src', 'shared/build', 'scripts', 'e2e/fixtures', 'e2e/support', 'eslint.config.mjs'];

function filesUnder(target: string): string[] {
  const full = path.join(ROOT, target);
  if (fs.statSync(full).isFile()) return [target];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'dist'].includes(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(`${target}/${entry.name}`) : [`${target}/${entry.name}`]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('no remote is named outside the registry and its own folder', () => {
  // Its federation name (mf_x), its folder (mf-x) and its path on the one-port server.
  const names = new RegExp(
    REMOTES.flatMap((remote) => [remote.name, remote.dir].map((name) => `(?<![\\w-])${escape(name)}(?![\\w])`).concat(escape(remote.path))).join('|'),
    'g',
  );

  it.each(SCANNED)('%s', (target) => {
    const found = filesUnder(target)
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => (fs.readFileSync(path.join(ROOT, file), 'utf8').match(names) ?? []).map((name) => `${file}: ${name}`));
    expect(found).toEqual([]);
  });

  it('allows only files that exist', () => {
    for (const file of Object.keys(ALLOWED)) expect([file, fs.existsSync(path.join(ROOT, file))]).toEqual([file, true]);
  });
});
