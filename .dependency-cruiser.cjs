/** Import boundaries and cycles (ARCHITECTURE.md §2); ESLint checks the same boundaries per file. */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    { name: 'src-not-server', severity: 'error', from: { path: '^src/' }, to: { path: '^server/' } },
    { name: 'server-not-src', severity: 'error', from: { path: '^server/' }, to: { path: '^(src|sw)/' } },
    {
      // A piece two features need moves to src/shared/ (or ui/, offline/, lib/), never across features.
      name: 'feature-not-other-feature',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-not-features',
      severity: 'error',
      from: { path: '^src/(shared|ui|offline|lib)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'domain-pure',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(src|server|sw|tests)/' },
    },
    {
      name: 'domain-deps',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        // @date-fns/tz: Kyiv time lives in domain/time/kyiv.ts (pure: Intl data, no I/O); jsep parses the
        // protocols' formulas (domain/protocols/formula.ts) and never evaluates.
        pathNot: 'node_modules/(zod|date-fns|@date-fns/tz|jsep)/',
      },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      from: { pathNot: '(^tests/|\\.test\\.tsx?$)' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
