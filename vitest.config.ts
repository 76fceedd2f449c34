import { defineConfig } from 'vitest/config'

const intProject = (name: string, db: 'pglite' | 'postgres', groupOrder: number) => ({
  test: {
    name,
    include: ['server/**/*.int.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core; each file clones its own database.
    maxWorkers: 2,
    // The files of a worker share one module graph: loading the server's modules anew for every file took
    // about 3 s of the ~6 s a file cost. Each file still gets its own database and app; a file that mocks a
    // module loads its own copy of the server (vi.resetModules, see sign-in-policy.int.test.ts).
    isolate: false,
    sequence: { groupOrder },
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{src,domain,sw,server,tests/unit}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      intProject('int', 'pglite', 1),
      intProject('int-pg', 'postgres', 2),
    ],
  },
})
