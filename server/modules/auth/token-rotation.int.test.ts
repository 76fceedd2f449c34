/**
 * Issue 17 item 6: tokens that can end. Refresh tokens rotate on every use; a rotated one used again
 * revokes its family (after a short grace that repeats a lost answer); "sign out everywhere", a block
 * and a new password end the user's sessions; spent rows are pruned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { refreshTokens, users } from '../../db/schema/auth'
import { DEMO_PASSWORD } from '../../db/seed/users'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { pruneRefreshTokens } from './auth.repo'

let t: TestApp
let clock = Date.parse('2026-11-22T09:00:00Z')

interface Pair {
  token: string
  refreshToken: string
  expiresIn: number
}
const signIn = async (login: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login, password: DEMO_PASSWORD },
  })
  expect(res.statusCode).toBe(200)
  return res.json<Pair>()
}
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/current-profile', headers: { authorization: `Bearer ${token}` } })

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) })
})
afterAll(() => t.close())

describe('access tokens', () => {
  it('live nine minutes (spec 000 §9: 540000, in milliseconds)', async () => {
    const pair = await signIn('doctor')
    expect(pair.expiresIn).toBe(540)
    clock += 539_000
    expect((await profile(pair.token)).statusCode).toBe(200)
    clock += 2_000
    expect((await profile(pair.token)).json()).toMatchObject({ code: 'token_expired' })
  })
})

describe('refresh-token rotation', () => {
  it('gives a new refresh token on every use, and a reuse after the grace revokes the whole family', async () => {
    const first = await signIn('lab')
    clock += 1000
    const second = await refresh(first.refreshToken)
    expect(second.statusCode).toBe(200)
    const p2 = second.json<Pair>()
    expect(p2.refreshToken).not.toBe(first.refreshToken)
    clock += 1000
    const p3 = (await refresh(p2.refreshToken)).json<Pair>()
    expect(p3.refreshToken).not.toBe(p2.refreshToken)

    // Someone replays the first token long after it was rotated: the family ends, the real device too.
    clock += 301_000
    const replay = await refresh(first.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect((await refresh(p3.refreshToken)).statusCode).toBe(401)
    // Another sign-in (another family) is untouched.
    const other = await signIn('lab')
    expect((await refresh(other.refreshToken)).statusCode).toBe(200)
  })

  it('answers the same successor when a rotation is retried within the grace, once nothing used it', async () => {
    const first = await signIn('cashier')
    const lost = (await refresh(first.refreshToken)).json<Pair>()
    clock += 20_000
    const retry = await refresh(first.refreshToken)
    expect(retry.statusCode).toBe(200)
    const again = retry.json<Pair>()
    expect(again.refreshToken).toBe(lost.refreshToken)
    expect((await profile(again.token)).statusCode).toBe(200)
    // Once the successor has been used, the old token is a reuse even within the grace.
    expect((await refresh(again.refreshToken)).statusCode).toBe(200)
    expect((await refresh(first.refreshToken)).statusCode).toBe(401)
  })

  it('lets two tabs exchanging the same token at once both keep the session', async () => {
    const first = await signIn('registrar')
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json<Pair>().refreshToken).toBe(b.json<Pair>().refreshToken)
    expect((await refresh(a.json<Pair>().refreshToken)).statusCode).toBe(200)
  })
})

describe('ending sessions on the server', () => {
  it('signs out every device of the user, and only that user', async () => {
    const phone = await signIn('callcenter')
    const desk = await signIn('callcenter')
    const someoneElse = await signIn('warehouse')
    clock += 1000
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: { authorization: `Bearer ${desk.token}` },
    })
    expect(res.statusCode).toBe(204)
    for (const pair of [phone, desk]) {
      expect((await profile(pair.token)).statusCode).toBe(401)
      expect((await refresh(pair.refreshToken)).statusCode).toBe(401)
    }
    expect((await profile(someoneElse.token)).statusCode).toBe(200)
    clock += 1000
    const back = await signIn('callcenter')
    expect((await profile(back.token)).statusCode).toBe(200)
  })

  it('ends the sessions of a blocked user and of a user whose password changed', async () => {
    const blocked = await signIn('warehouse')
    const changed = await signIn('doctor')
    await t.db.db.update(users).set({ isActive: false }).where(eq(users.login, 'warehouse'))
    await t.db.db
      .update(users)
      .set({ passwordHash: sql`password_hash || 'x'` })
      .where(eq(users.login, 'doctor'))
    // The server keeps a user's rights for up to five seconds; another process would see it then.
    t.app.invalidateUser((await signInId('doctor')) ?? 0)
    expect((await refresh(blocked.refreshToken)).statusCode).toBe(401)
    expect((await refresh(changed.refreshToken)).statusCode).toBe(401)
    expect((await profile(changed.token)).statusCode).toBe(401)
    const [row] = await t.db.db
      .select()
      .from(refreshTokens)
      .where(
        sql`${refreshTokens.revokedAt} IS NULL AND ${refreshTokens.userId} = ${await signInId('doctor')}`,
      )
    expect(row).toBeUndefined()
  })
})

async function signInId(login: string) {
  const [u] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, login))
  return u?.id
}

describe('pruning', () => {
  it('drops expired and long-revoked refresh tokens', async () => {
    const before = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(refreshTokens)
    expect(before[0]?.n).toBeGreaterThan(0)
    await pruneRefreshTokens(t.db.db, new Date(clock + 15 * 86_400_000))
    const after = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(refreshTokens)
    expect(after[0]?.n).toBe(0)
  })
})
