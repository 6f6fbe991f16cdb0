// Compiles TypeScript on require, as Jest does, for a test's child process: run it with
// `node --conditions=source -r <this file> script.ts` (the shared library from source: a
// clean clone has no built copy when the unit tests run). A cluster's workers inherit both.
const swc = require('@swc/core');

require.extensions['.ts'] = (module, file) =>
  module._compile(
    swc.transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }).code,
    file,
  );
