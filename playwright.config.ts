import { defineConfig } from '@playwright/test'

// The real server with the built PWA on a fresh PGlite database of its own.
const PORT = Number(process.env.E2E_PORT ?? 8190)
export const e2eDataDir = `node_modules/.tmp/e2e-data-${PORT}`
// A second server whose tokens last seconds, for the journey through refresh-token rotations only.
const SESSION_PORT = Number(process.env.E2E_SESSION_PORT ?? PORT + 1000)
const sessionDataDir = `node_modules/.tmp/e2e-data-${SESSION_PORT}`
const SESSION_SPEC = /session-rotation\.spec\.ts$/
// The journeys run in two lanes at once, each on a server and database of its own, one journey at a time
// per lane in file order; the journeys spend most of their time waiting for the page, so two lanes take
// about half the time on two cores. These files make the second lane (chosen to balance the lanes' times,
// the short-tokens journey included); a new journey goes to the first lane unless added here.
const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? PORT + 2000)
const secondDataDir = `node_modules/.tmp/e2e-data-${SECOND_PORT}`
const SECOND_LANE = [
  'basic-settings',
  'cart-offline',
  'cart-patient-change',
  'client-profile-blocks',
  'clients-conflict',
  'clients-offline',
  'clients-search-entry',
  'date-field',
  'home-order-search',
  'layout-widths',
  'notifications',
  'offline-rejected',
  'orders-list',
  'orders-table',
  'resources-offline',
  'resources-smoke',
  'search-forgives',
  'services',
  'shell-header',
  'shell-menu',
  'system-modules',
  'tasks-board-offline',
  'tasks-realtime',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`))

// The role walk is the longest journey (over a minute per role): its last three roles run in the second
// lane. A project's grep is matched against «project file title», so the second lane takes every test of
// its own files and only these of the walk.
const ROLE_WALK = /\/role-walk\.spec\.ts$/
const SECOND_LANE_ROLES = /role-walk\.spec\.ts (lab|callcenter|warehouse): /
const NOT_ROLE_WALK = /^(?!.*role-walk\.spec\.ts)/

/** A server for a lane of journeys, on a fresh database of its own. */
const journeyServer = (port: number, dataDir: string) => ({
  command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
  url: `http://localhost:${port}/healthz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOGIN_BAN_SECONDS: '4',
    // Every journey signs in from 127.0.0.1; the address throttle has its own integration tests.
    LOGIN_ADDRESS_MAX_ATTEMPTS: '1000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The journeys use the hand-made demo orders and slots; the busy demo week is left out of their
    // databases, so they check against the small, known demo set.
    DEMO_WEEK: 'off',
    DEMO_HISTORY: 'off',
    // Each server starts the notification stand-ins of its own (TurboSMS, Telegram, SMTP) on ports
    // near its own, and its demo settings point there.
    STAND_IN_BASE_PORT: String(port + 300),
  },
})

export default defineConfig({
  testDir: 'tests/e2e',
  // A journey of many steps takes 20 s alone and three times that on a loaded two-core machine (a 57 s
  // run of a 60 s budget was seen): the budget guards against a hang, not against a slow machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
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
    // A trace records every frame and DOM of a journey: on two cores with two lanes of browsers that costs
    // more CPU than the journeys themselves (10 s waits missed). E2E_TRACE=retain-on-failure to debug one.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [SESSION_SPEC, ...SECOND_LANE],
      grepInvert: SECOND_LANE_ROLES,
      workers: 1,
    },
    {
      name: 'chromium-2',
      testMatch: [...SECOND_LANE, ROLE_WALK],
      grep: [NOT_ROLE_WALK, SECOND_LANE_ROLES],
      workers: 1,
      use: { baseURL: `http://localhost:${SECOND_PORT}` },
    },
    {
      name: 'short-tokens',
      testMatch: SESSION_SPEC,
      workers: 1,
      use: { baseURL: `http://localhost:${SESSION_PORT}` },
    },
  ],
  webServer: [
    journeyServer(PORT, e2eDataDir),
    journeyServer(SECOND_PORT, secondDataDir),
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
        STAND_INS: 'off',
        DEMO_HISTORY: 'off',
      },
    },
  ],
})
