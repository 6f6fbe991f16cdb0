// Server tests run real databases (PostgreSQL in CI) on two shared cores: a test that
// seeds a small school can pass 5 s when the machine is busy, so allow 30 s.
// @fastify/cookie loads its parser with import() (for Node 20), which Jest's module
// sandbox refuses without --experimental-vm-modules: swc turns that one file's import()
// into require() (the `cookie` it loads is CommonJS, pinned by the root overrides).
module.exports = {
  ...require('../jest.base.cjs')({ dir: __dirname, environment: 'node' }),
  testTimeout: 30_000,
  transformIgnorePatterns: ['/node_modules/(?!@fastify/cookie/)'],
};
