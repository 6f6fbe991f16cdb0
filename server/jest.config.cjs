// Server tests run real databases (PostgreSQL in CI) on two shared cores: a test that
// seeds a small school can pass 5 s when the machine is busy, so allow 30 s.
module.exports = { ...require('../jest.base.cjs')({ dir: __dirname, environment: 'node' }), testTimeout: 30_000 };
