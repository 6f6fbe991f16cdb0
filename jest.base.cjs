// One Jest set-up for every package: TypeScript through swc, the shared library from
// source (the "source" export condition), CSS modules as plain class-name maps.
const path = require('path');

module.exports = function jestConfig({ dir, environment = 'node', setupFiles = [] }) {
  const base = environment === 'jsdom' ? 'browser' : 'node';
  return {
    rootDir: dir,
    testEnvironment: environment,
    testEnvironmentOptions: { customExportConditions: ['source', base, 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.cjs'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.css-stub.cjs'),
      // a relative import named as its compiled file (`./x.js`, TypeScript's Node16 rule for import())
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-jsdom.cjs'), ...setupFiles] : setupFiles,
    clearMocks: true,
    // CI lists the slowest test files (.ci/run sets the variable)
    ...(process.env.JEST_DURATIONS_FILE ? { reporters: ['default', path.join(__dirname, 'jest.durations-reporter.cjs')] } : {}),
  };
};
