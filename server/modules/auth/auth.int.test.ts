import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/auth'
import { DEMO_PASSWORD, demoUsers } from '../../db/seed/users'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let clock = Date.parse('2026-11-22T09:00:00Z')
const login = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: body as object })

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) })
})
afterAll(() => t.close())

describe('sign-in', () => {
  it.each(demoUsers.map((u) => u.login))('demo login %s signs in and reads its profile', async (name) => {
    const res = await login({ login: name, password: DEMO_PASSWORD })
    expect(res.statusCode).toBe(200)
    const { token, refreshToken } = res.json<{ token: string; refreshToken: string }>()
    expect(refreshToken).not.toBe(token)
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/current-profile',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(profile.statusCode).toBe(200)
    const { user } = profile.json<{
      user: { name: string; login: string; permissions: Record<string, boolean>; taskToMe: number }
    }>()
    expect(user.login).toBe(name)
    expect(user.name).toBe(demoUsers.find((u) => u.login === name)?.name)
    expect(typeof user.taskToMe).toBe('number')
  })

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await t.db.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.login, 'admin'))
    expect(row?.hash.startsWith('$argon2id$')).toBe(true)
    expect(row?.hash).not.toContain(DEMO_PASSWORD)
  })

  it('counts down attempts, bans after five failures, and lifts the ban when the time is up', async () => {
    const left: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await login({ login: 'cashier', password: 'wrong' })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'invalid_credentials', message: 'Невірний логін або пароль' })
      left.push(res.json<{ attemptsLeft: number }>().attemptsLeft)
    }
    expect(left).toEqual([4, 3, 2, 1])
    const fifth = await login({ login: 'cashier', password: 'wrong' })
    expect(fifth.statusCode).toBe(423)
    expect(fifth.json()).toMatchObject({ code: 'login_banned', attemptsLeft: 0, retryAfterSeconds: 900 })

    clock += 60_000
    const whileBanned = await login({ login: 'cashier', password: DEMO_PASSWORD })
    expect(whileBanned.statusCode).toBe(423)
    expect(whileBanned.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBe(840)

    clock += 841_000
    const after = await login({ login: 'cashier', password: DEMO_PASSWORD })
    expect(after.statusCode).toBe(200)
    const again = await login({ login: 'cashier', password: 'wrong' })
    expect(again.json<{ attemptsLeft: number }>().attemptsLeft).toBe(4)
  })

  it('answers an unknown login exactly like a wrong password, so logins cannot be guessed', async () => {
    const unknown = await login({ login: 'nobody-here', password: 'x' })
    const wrong = await login({ login: 'lab', password: 'x' })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('answers 422 with Ukrainian field messages for an empty form', async () => {
    const res = await login({ login: '', password: '' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { login: ['Введіть логін'], password: ['Введіть пароль'] },
    })
  })
})

describe('tokens', () => {
  it('rejects a missing, a forged, a garbage and an expired token, each with its own code', async () => {
    const get = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/current-profile',
        headers: authorization ? { authorization } : {},
      })
    expect((await get()).json()).toMatchObject({ code: 'unauthenticated' })
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('clinic-office')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'))
    const forgedRes = await get(`Bearer ${forged}`)
    expect(forgedRes.statusCode).toBe(401)
    expect(forgedRes.json()).toMatchObject({ code: 'token_invalid' })
    expect((await get('Bearer abc.def.ghi')).json()).toMatchObject({ code: 'token_invalid' })

    const token = await t.tokenFor('doctor')
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200)
    clock += 540_001_000
    const expired = await get(`Bearer ${token}`)
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toMatchObject({
      code: 'token_expired',
      message: 'Сесія завершилась. Увійдіть знову',
    })
  })

  it('refreshes with the refresh token, never with an access token', async () => {
    const res = await login({ login: 'lab', password: DEMO_PASSWORD })
    const pair = res.json<{ token: string; refreshToken: string }>()
    clock += 3_600_000
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: pair.refreshToken },
    })
    expect(refreshed.statusCode).toBe(200)
    const next = refreshed.json<{ token: string }>()
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/current-profile',
      headers: { authorization: `Bearer ${next.token}` },
    })
    expect(profile.statusCode).toBe(200)
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: pair.token },
    })
    expect(wrongType.statusCode).toBe(401)
    clock += 1_209_601_000
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: pair.refreshToken },
    })
    expect(stale.json()).toMatchObject({ code: 'token_expired' })
  })
})

describe('basic-auth gate (spec 000 §7)', () => {
  let gated: TestApp
  beforeAll(async () => {
    gated = await createTestApp({ basicAuth: 'gate:secret' })
  })
  afterAll(() => gated.close())
  const basic = `Basic ${Buffer.from('gate:secret').toString('base64')}`

  it('accepts Basic and Bearer combined in one header, and refuses a request without Basic', async () => {
    const noBasic = await gated.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'admin', password: DEMO_PASSWORD },
    })
    expect(noBasic.statusCode).toBe(401)
    expect(noBasic.json()).toMatchObject({ code: 'basic_auth_required' })
    const res = await gated.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { authorization: basic },
      payload: { login: 'admin', password: DEMO_PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    const { token } = res.json<{ token: string }>()
    const bearerOnly = await gated.app.inject({
      method: 'GET',
      url: '/api/current-profile',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bearerOnly.statusCode).toBe(401)
    const both = await gated.app.inject({
      method: 'GET',
      url: '/api/current-profile',
      headers: { authorization: `${basic}, Bearer ${token}` },
    })
    expect(both.statusCode).toBe(200)
  })
})
