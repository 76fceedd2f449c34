import { defineConfig } from '@playwright/test'

// The real server with the built PWA on a fresh PGlite database of its own.
const PORT = Number(process.env.E2E_PORT ?? 8190)
export const e2eDataDir = `node_modules/.tmp/e2e-data-${PORT}`
// A second server whose tokens last seconds, for the journey through refresh-token rotations only.
const SESSION_PORT = Number(process.env.E2E_SESSION_PORT ?? PORT + 1000)
const sessionDataDir = `node_modules/.tmp/e2e-data-${SESSION_PORT}`
const SESSION_SPEC = /session-rotation\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'uk-UA',
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: SESSION_SPEC },
    { name: 'short-tokens', testMatch: SESSION_SPEC, use: { baseURL: `http://localhost:${SESSION_PORT}` } },
  ],
  webServer: [
    {
      command: `rm -rf ${e2eDataDir} && node --import tsx server/main.ts`,
      url: `http://localhost:${PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: e2eDataDir,
        LOGIN_BAN_SECONDS: '4',
        // Every journey signs in from 127.0.0.1; the address throttle has its own integration tests.
        LOGIN_ADDRESS_MAX_ATTEMPTS: '1000',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    },
    {
      command: `rm -rf ${sessionDataDir} && node --import tsx server/main.ts`,
      url: `http://localhost:${SESSION_PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(SESSION_PORT),
        DATA_DIR: sessionDataDir,
        ACCESS_TOKEN_TTL: '6',
        REFRESH_REUSE_GRACE_SECONDS: '60',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    },
  ],
})
