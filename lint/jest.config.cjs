// The rules' own tests: each rule is shown failing on a planted violation (RuleTester).
module.exports = {
  ...require('../jest.base.cjs')({ dir: __dirname, environment: 'node' }),
  testMatch: ['<rootDir>/rules/**/*.test.cjs', '<rootDir>/test/**/*.test.{cjs,ts}'],
};
