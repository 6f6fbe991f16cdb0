// Every app passes the same `shared` option to module federation (shared-modules.cjs); a
// version read from the wrong copy of a package would register a second copy at run time.
const path = require('path');
const { sharedModules } = require('./shared-modules.cjs');
const registry = require('../src/remotes/registry.json');

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = ['shell', ...Object.values(registry).map((remote) => remote.dir)].map((dir) => path.join(ROOT, dir));
/** the version of `pkg` that code under `dir` imports, as Node resolves it from there */
const importedFrom = (pkg, dir) => require(require.resolve(`${pkg}/package.json`, { paths: [dir] })).version;

describe('the shared modules', () => {
  it('axios, the API client transport, is one singleton: the version @studydesk/shared imports, in every app', () => {
    const expected = importedFrom('axios', path.join(ROOT, 'shared', 'src'));
    for (const app of APPS) {
      expect({ app: path.basename(app), axios: sharedModules(app).axios }).toEqual({
        app: path.basename(app),
        axios: { singleton: true, requiredVersion: `^${expected}`, version: expected },
      });
    }
  });

  it('every app shares the same modules at the same versions', () => {
    const [first, ...others] = APPS.map((app) => sharedModules(app));
    for (const other of others) expect(other).toEqual(first);
  });
});
