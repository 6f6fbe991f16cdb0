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
];

function versionOf(pkgName, fromDir) {
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
  const sharedPkg = require(path.join(__dirname, '..', 'package.json'));
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
