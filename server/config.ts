/** Server configuration from environment variables; every value has a safe default for `npm start`. */
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { MAX_PUSH_ITEMS } from '../domain/sync/sync.schema'

export interface ServerConfig {
  port: number
  host: string
  /** API base path, e.g. "/api"; spec paths are appended verbatim. */
  apiBase: string
  dataDir: string
  databaseUrl: string | undefined
  /** JWT signing secret; when unset a random one is created and kept in the database. */
  jwtSecret: string | undefined
  accessTokenTtl: number
  refreshTokenTtl: number
  /** Seconds a rotated refresh token may still fetch the successor it already got (a lost answer). */
  refreshReuseGraceSeconds: number
  loginMaxAttempts: number
  loginBanSeconds: number
  /** Failed sign-ins of a login older than this are forgotten. */
  loginWindowSeconds: number
  /** Sign-in attempts one address may make per window (without a known-device cookie) before 429. */
  loginAddressMaxAttempts: number
  loginAddressWindowSeconds: number
  /** "user:password" for the Basic authorization gate of spec 000 §7; off when unset. */
  basicAuth: string | undefined
  seed: 'demo' | 'none'
  logLevel: string
  appVersion: string
  /** Folder of the built PWA; not served when it does not exist. */
  staticDir: string
  redisUrl: string | undefined
  /** Sync push items one user may send per minute (at least one full batch). */
  pushItemsPerMinute: number
  /**
   * Which peers' X-Forwarded-* headers are believed (Fastify's trustProxy): client addresses (sign-in
   * throttling) and the protocol (HSTS) come from them. Default: a proxy on this machine only.
   */
  trustProxy: boolean | string
  /** This process runs background jobs (notifications…); JOBS=off leaves them to other processes. */
  jobs: boolean
  /**
   * `npm start` also starts the providers' local stand-ins (server/integrations/demo-stand-ins.ts) that
   * the demo settings point at; STAND_INS=on|off, on by default with demo data.
   */
  standIns: boolean
  /**
   * Start the listeners of the active analyzers when the server starts (ANALYZER_LISTENERS=1|on; off by
   * default, so test servers and a second instance never bind the analyzers' ports). They can always be
   * started from the analyzers' page.
   */
  analyzerListeners: boolean
  /** The address analyzer listeners bind to (ANALYZER_BIND_HOST, 0.0.0.0 by default). */
  analyzerBindHost: string
}

const int = (v: string | undefined, d: number): number => {
  const n = v === undefined || v === '' ? NaN : Number(v)
  return Number.isInteger(n) && n > 0 ? n : d
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version?: string }
    return pkg.version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}

function trustProxy(v: string | undefined): boolean | string {
  if (v === undefined || v.trim() === '') return 'loopback'
  if (v === 'true') return true
  if (v === 'false' || v === 'none') return false
  return v
}

/** Reads the configuration; unknown or malformed values fall back to defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const base = (env.API_BASE ?? '/api').replace(/\/+$/, '')
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    apiBase: base === '' ? '' : base.startsWith('/') ? base : `/${base}`,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    // Spec 000 §9's 540000 read as milliseconds: a short-lived access token of 9 minutes.
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 540),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 1209600),
    refreshReuseGraceSeconds: int(env.REFRESH_REUSE_GRACE_SECONDS, 300),
    loginMaxAttempts: int(env.LOGIN_MAX_ATTEMPTS, 5),
    loginBanSeconds: int(env.LOGIN_BAN_SECONDS, 900),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 3600),
    loginAddressMaxAttempts: int(env.LOGIN_ADDRESS_MAX_ATTEMPTS, 10),
    loginAddressWindowSeconds: int(env.LOGIN_ADDRESS_WINDOW_SECONDS, 600),
    basicAuth: env.BASIC_AUTH || undefined,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    logLevel: env.LOG_LEVEL ?? 'info',
    appVersion: env.APP_VERSION ?? packageVersion(),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    redisUrl: env.REDIS_URL || undefined,
    pushItemsPerMinute: Math.max(MAX_PUSH_ITEMS, int(env.SYNC_PUSH_ITEMS_PER_MINUTE, 6000)),
    trustProxy: trustProxy(env.TRUST_PROXY),
    jobs: env.JOBS !== 'off',
    standIns: env.STAND_INS ? env.STAND_INS === 'on' : env.SEED !== 'none',
    analyzerListeners: env.ANALYZER_LISTENERS === '1' || env.ANALYZER_LISTENERS === 'on',
    analyzerBindHost: env.ANALYZER_BIND_HOST || '0.0.0.0',
  }
}
