/** The real Fastify app over a private test database, with helpers to sign in as a demo user. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as LightResponse } from 'fastify'
import { buildApp } from '../../server/app'
import { loadConfig, type ServerConfig } from '../../server/config'
import type { DbHandle } from '../../server/db/client'
import { DEMO_PASSWORD } from '../../server/db/seed/users'
import { createTestDb } from './test-db'

export interface TestApp {
  app: FastifyInstance
  db: DbHandle
  config: ServerConfig
  /** Signs in as a demo login and returns its access token. */
  tokenFor(login: string): Promise<string>
  /** inject() with the Bearer token of `login`. */
  as(login: string, opts: InjectOptions): Promise<LightResponse>
  close(): Promise<void>
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  opts: { now?: () => Date } = {},
): Promise<TestApp> {
  const db = await createTestDb()
  const config: ServerConfig = {
    ...loadConfig({}),
    staticDir: '/nonexistent',
    logLevel: 'silent',
    // Background jobs only where a test asks for them (they poll the database).
    jobs: false,
    ...overrides,
  }
  const app = await buildApp({ config, db, logger: false, ...(opts.now ? { now: opts.now } : {}) })
  await app.ready()
  const tokens = new Map<string, string>()
  const tokenFor = async (login: string) => {
    const cached = tokens.get(login)
    if (cached) return cached
    const res = await app.inject({
      method: 'POST',
      url: `${config.apiBase}/login`,
      payload: { login, password: DEMO_PASSWORD },
    })
    if (res.statusCode !== 200) throw new Error(`sign-in as ${login} failed: ${res.statusCode} ${res.body}`)
    const token = res.json<{ token: string }>().token
    tokens.set(login, token)
    return token
  }
  return {
    app,
    db,
    config,
    tokenFor,
    as: async (login, o) => {
      const token = await tokenFor(login)
      return app.inject({ ...o, headers: { ...o.headers, authorization: `Bearer ${token}` } })
    },
    close: async () => {
      await app.close()
      await db.close()
    },
  }
}
