// No import cycles between files (docs/conventions.md#writing-code), type-only imports
// included: a low-level file sits below the code that uses it, and a type moves to the
// side its imports point from. The shared library's sub-paths resolve to their sources
// (its "source" export condition), so a cycle through @studydesk/shared/<x> counts too.
// Run by `npm run lint` over the sources and tests (see package.json).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This file is part of an import cycle (type-only imports count): move what both need below both, ' +
        'e.g. row types beside the query that produces them (docs/conventions.md#add-a-server-module).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    // type-only imports are edges of the graph too
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.cjs', '.mjs', '.json'],
    },
    progress: { type: 'none' },
  },
};
