// Lint: type-aware TypeScript rules plus the folder boundaries of ARCHITECTURE.md §2.
// Cycles are checked by dependency-cruiser (.dependency-cruiser.cjs), run by `npm run lint` too.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const outside = (folders) =>
  folders.map((f) => ({
    regex: `(^|/)${f}/`,
    message: `Import boundary: this folder may not import from ${f}/.`,
  }))

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'data/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: outside(['server', 'sw', 'tests']) }],
      'no-restricted-properties': [
        'error',
        {
          object: 'crypto',
          property: 'randomUUID',
          message:
            'crypto.randomUUID exists only on secure origins (a clinic server on a plain-HTTP LAN address is not one): use newUuid() from src/lib/new-uuid.ts.',
        },
      ],
    },
  },
  { files: ['src/lib/new-uuid.ts'], rules: { 'no-restricted-properties': 'off' } },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: outside(['src', 'sw', 'tests']) }],
      'no-console': 'off',
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: outside(['server', 'tests']) }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outside(['src', 'server', 'sw', 'tests']),
            {
              // @date-fns/tz: Kyiv time (domain/time/kyiv.ts) is a rule of the domain, and date-fns's own
              // time-zone companion is as pure as date-fns (no I/O; Intl data only). jsep only parses (the
              // protocols' formulas, domain/protocols/formula.ts): an AST, no evaluation, no I/O.
              regex: '^(?!\\.|zod($|/)|date-fns($|/)|@date-fns/tz($|/)|jsep$)',
              message: 'domain/ imports only domain/, zod, date-fns, @date-fns/tz and jsep.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests next to the code may use the shared harness in tests/support.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-properties': 'off', 'no-console': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'server/cli/**/*.ts', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
)
