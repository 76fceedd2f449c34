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
