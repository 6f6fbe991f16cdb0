// Server tests run real databases (PostgreSQL in CI) on two shared cores: a test that
// seeds a small school can pass 5 s when the machine is busy, so allow 30 s. The global
// set-up names the run, whose test apps start from copies of one migrated database
// (test/helpers/seeded-database.ts); the teardown removes them.
// @fastify/cookie loads its parser with import() (for Node 20), which Jest's module
// sandbox refuses without --experimental-vm-modules: swc turns that one file's import()
// into require() (the `cookie` it loads is CommonJS, pinned by the root overrides).
module.exports = {
  ...require('../jest.base.cjs')({ dir: __dirname, environment: 'node' }),
  testTimeout: 30_000,
  transformIgnorePatterns: ['/node_modules/(?!@fastify/cookie/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
