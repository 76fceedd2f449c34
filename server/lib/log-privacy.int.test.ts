/**
 * Issue 17 item 4: failing queries that carry a patient's name and phone leave log lines with the
 * SQLSTATE, table, constraint, request id and user id — and none of the personal data, bind parameters,
 * passwords or tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import type { DbHandle } from '../db/client'
import { users } from '../db/schema/auth'
import { DEMO_PASSWORD } from '../db/seed/users'
import { createTestDb } from '../../tests/support/test-db'

const PATIENT = 'Ковальчук Оксана Петрівна'
const PHONE = '+380671234567'
const lines: string[] = []
let app: FastifyInstance
let db: DbHandle

beforeAll(async () => {
  db = await createTestDb()
  const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'info' }
  app = await buildApp({ config, db, logStream: { write: (l) => void lines.push(l) } })
  // A route that runs the kinds of failing statements a real handler could hit, with personal data in them.
  app.post<{ Body: { kind: string; name: string; phone: string } }>(
    '/api/test-failing-query',
    { config: { auth: 'user' } },
    async (req) => {
      const { kind, name, phone } = req.body
      if (kind === 'unique')
        await db.db.insert(users).values({ login: 'admin', name, passwordHash: phone, roleId: 1 })
      if (kind === 'not-null')
        await db.db.execute(
          sql`INSERT INTO users (login, name, password_hash, role_id) VALUES (${phone}, ${name}, NULL, 1)`,
        )
      if (kind === 'cast') await db.db.execute(sql`SELECT ${name}::int AS n`)
      if (kind === 'too-long')
        await db.db.execute(sql`SELECT CAST(${phone} AS varchar(3)) || ${name}::date AS d`)
      return { ok: true }
    },
  )
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await db.close()
})

const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>)

describe('log lines carry codes, never personal data', () => {
  it('logs failing queries by SQLSTATE, table and constraint with the request and user ids', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'registrar', password: DEMO_PASSWORD },
    })
    const { token, refreshToken } = signIn.json<{ token: string; refreshToken: string }>()
    for (const kind of ['unique', 'not-null', 'cast', 'too-long']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/test-failing-query?phone=${encodeURIComponent(PHONE)}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { kind, name: PATIENT, phone: PHONE },
      })
      expect(res.statusCode).toBe(500)
      expect(res.body).not.toContain(PATIENT)
    }
    // A failed sign-in with a password that is itself personal data, and a refresh.
    await app.inject({ method: 'POST', url: '/api/login', payload: { login: PHONE, password: PATIENT } })
    await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })

    const all = lines.join('\n')
    for (const secret of [PATIENT, 'Ковальчук', PHONE, '380671234567', DEMO_PASSWORD, token, refreshToken])
      expect(all).not.toContain(secret)
    expect(all).not.toMatch(/params:|Failing row|Key \(/)

    const failures = parsed().filter((l) => l.msg === 'request failed')
    expect(failures).toHaveLength(4)
    const errs = failures.map((l) => l.err as Record<string, unknown>)
    expect(errs[0]).toMatchObject({ sqlState: '23505', table: 'users', constraint: 'users_login_unique' })
    expect(errs[1]).toMatchObject({ sqlState: '23502', table: 'users', column: 'password_hash' })
    expect(errs[2]).toMatchObject({ sqlState: '22P02' })
    expect(errs[3]).toMatchObject({ sqlState: expect.stringMatching(/^22/) as unknown })
    const [registrar] = await db.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.login} = 'registrar'`)
    const id = registrar?.id
    for (const l of failures) {
      expect(l.reqId).toEqual(expect.any(String))
      expect(l.userId).toBe(id)
    }
    const completed = parsed().filter((l) => l.msg === 'request completed' && l.userId === id)
    expect(completed.length).toBeGreaterThanOrEqual(4)
  })

  it('logs a failed sign-in and a refused permission as security events', async () => {
    lines.length = 0
    await app.inject({ method: 'POST', url: '/api/login', payload: { login: 'lab', password: PATIENT } })
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'lab', password: DEMO_PASSWORD },
    })
    const { token } = signIn.json<{ token: string }>()
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/api/v2/roles',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(forbidden.statusCode).toBe(403)
    const events = parsed().filter((l) => l.event === 'security')
    expect(events.map((e) => e.kind)).toEqual(['login_failed', 'forbidden'])
    expect(events[0]?.userId).toEqual(expect.any(Number))
    expect(events[1]).toMatchObject({ route: '/api/api/v2/roles', userId: events[0]?.userId })
    expect(lines.join('\n')).not.toContain(PATIENT)
  })
})
