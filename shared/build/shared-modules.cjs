const path = require('path');

// Everything listed here is one instance at run time, whichever remote loads first.
// Sub-paths are listed one by one: sharing `react-dom` does not share `react-dom/client`.
const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'rxjs',
  'single-spa',
  // the API client's transport, fetched when the first call is made (api-client/transport.ts)
  'axios',
];

const SHARED_DIR = path.join(__dirname, '..');
const sharedPkg = require(path.join(SHARED_DIR, 'package.json'));

/**
 * The version of the copy the code imports: a dependency of @studydesk/shared resolves from
 * the library (another copy may sit at the root for a tool: nx brings an older axios), the
 * others (React, the router, single-spa: its peers) from the app.
 */
function versionOf(pkgName, appDir) {
  const fromDir = sharedPkg.dependencies[pkgName] ? SHARED_DIR : appDir;
  const pkgJson = require(require.resolve(`${pkgName}/package.json`, { paths: [fromDir] }));
  return pkgJson.version;
}

function rootPackageName(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/** The `shared` option of ModuleFederationPlugin, identical for the shell and every remote. */
function sharedModules(appDir) {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = versionOf(rootPackageName(request), appDir);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // @studydesk/shared is shared per entry point, so the session bus, dictionary and
  // toast stream exist once across the shell and all remotes.
  for (const subpath of Object.keys(sharedPkg.exports)) {
    // Only code entry points: style sheets and build files are not run-time modules.
    if (subpath.startsWith('./build') || /\.[a-z]+$/.test(subpath)) continue;
    const request = subpath === '.' ? sharedPkg.name : `${sharedPkg.name}/${subpath.slice(2)}`;
    shared[request] = {
      singleton: true,
      // No version to compare: the library is part of this repository, released with it,
      // and its version never changes. The check still cost the federation runtime a semver
      // parse for every consumer of every sub-path at start (about 35 ms of a sign-in at 4×
      // CPU); the packages above keep theirs.
      requiredVersion: false,
      version: sharedPkg.version,
    };
  }
  return shared;
}

module.exports = { sharedModules };
