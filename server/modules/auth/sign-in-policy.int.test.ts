/**
 * Issue 17 item 5: sign-in cannot be used against staff. Parallel bursts get no more than the allowed
 * tries, failures age out, one address is throttled before it can lock many logins, and a known device
 * is not locked out by a stranger's guesses.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import type * as argon2 from '@node-rs/argon2'
import { DEMO_PASSWORD } from '../../db/seed/users'
import type { TestApp } from '../../../tests/support/test-app'

// Counts the password checks the server really makes.
const checks = vi.hoisted(() => ({ count: 0 }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>()
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      checks.count++
      return real.verify(...args)
    },
  }
})

let t: TestApp
let clock = Date.parse('2026-11-22T09:00:00Z')
let nextAddress = 1
/** A fresh client address per scenario (the test app trusts X-Forwarded-For from loopback). */
const newAddress = () => `198.51.100.${nextAddress++}`

const login = (login: string, password: string, address: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    payload: { login, password },
  })
const deviceCookie = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0] ?? ''
const codes = (rs: LightMyRequestResponse[]) => rs.map((r) => r.statusCode)

beforeAll(async () => {
  // Test files share one module graph per worker (isolate: false), so the server modules may already be
  // loaded with the real argon2: load a fresh copy that sees the mock above, and drop it afterwards.
  vi.resetModules()
  const { createTestApp } = await import('../../../tests/support/test-app')
  t = await createTestApp({}, { now: () => new Date(clock) })
})
afterAll(async () => {
  await t.close()
  vi.doUnmock('@node-rs/argon2')
  vi.resetModules()
})

describe('parallel bursts', () => {
  it('lets a burst of 12 wrong passwords check no more than five, and the real password waits for the ban', async () => {
    // From twelve addresses at once, so the address throttle plays no part.
    checks.count = 0
    const burst = await Promise.all(Array.from({ length: 12 }, () => login('lab', 'wrong', newAddress())))
    expect(checks.count).toBe(5)
    const address = newAddress()
    const statuses = codes(burst)
    // Four ordinary failures, the fifth starts the ban, the rest are refused without a password check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(4)
    expect(statuses.filter((s) => s === 423)).toHaveLength(8)
    const attemptsLeft = burst
      .filter((r) => r.statusCode === 401)
      .map((r) => r.json<{ attemptsLeft: number }>().attemptsLeft)
    expect(attemptsLeft.sort()).toEqual([1, 2, 3, 4])
    expect((await login('lab', DEMO_PASSWORD, address)).statusCode).toBe(423)
    clock += 901_000
    expect((await login('lab', DEMO_PASSWORD, address)).statusCode).toBe(200)
  })

  it('lets the right password through when it is among the first five of a burst', async () => {
    const address = newAddress()
    const burst = await Promise.all([
      login('doctor', 'wrong', address),
      login('doctor', 'wrong', address),
      login('doctor', DEMO_PASSWORD, address),
    ])
    expect(codes(burst).sort()).toEqual([200, 401, 401])
  })
})

describe('failures age out', () => {
  it('forgets failures older than the window (an hour) instead of banning on the fifth a day later', async () => {
    const address = newAddress()
    for (let i = 0; i < 4; i++) expect((await login('cashier', 'wrong', address)).statusCode).toBe(401)
    clock += 3601_000
    const later = await login('cashier', 'wrong', address)
    expect(later.statusCode).toBe(401)
    expect(later.json()).toMatchObject({ attemptsLeft: 4 })
    expect((await login('cashier', DEMO_PASSWORD, address)).statusCode).toBe(200)
  })
})

describe('address throttle', () => {
  it('answers 429 with retryAfterSeconds after ten failed attempts from one address, before a third login is banned', async () => {
    const address = newAddress()
    const targets = ['guess-a', 'guess-b', 'warehouse', 'callcenter']
    const answers: LightMyRequestResponse[] = []
    for (const name of targets) for (let i = 0; i < 5; i++) answers.push(await login(name, 'wrong', address))
    const statuses = codes(answers)
    expect(statuses.slice(0, 10)).toEqual([401, 401, 401, 401, 423, 401, 401, 401, 401, 423])
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true)
    const throttled = answers[10]
    expect(throttled?.json()).toMatchObject({ code: 'login_throttled', retryAfterSeconds: 600 })
    expect(throttled?.headers['retry-after']).toBe('600')
    // The staff logins behind the first two were never tried, so they are not banned.
    expect((await login('warehouse', DEMO_PASSWORD, newAddress())).statusCode).toBe(200)
    expect((await login('callcenter', DEMO_PASSWORD, newAddress())).statusCode).toBe(200)
    // The address may try again when its window is over.
    clock += 600_000
    expect((await login('warehouse', DEMO_PASSWORD, address)).statusCode).toBe(200)
  })

  it('does not count successful sign-ins against the address (a clinic behind one NAT)', async () => {
    const address = newAddress()
    for (let i = 0; i < 15; i++)
      expect((await login('registrar', DEMO_PASSWORD, address)).statusCode).toBe(200)
  })
})

describe('known devices', () => {
  it("keeps the user's own device signing in while a stranger's guesses ban the login elsewhere", async () => {
    const office = newAddress()
    const first = await login('doctor', DEMO_PASSWORD, office)
    expect(first.statusCode).toBe(200)
    const setCookie = String(first.headers['set-cookie'])
    expect(setCookie).toMatch(
      /^clinic_device=[^;]+; Path=\/api\/login; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
    )
    const cookie = deviceCookie(first)

    const stranger = newAddress()
    for (let i = 0; i < 5; i++) await login('doctor', 'guess', stranger)
    expect((await login('doctor', DEMO_PASSWORD, stranger)).statusCode).toBe(423)
    expect((await login('doctor', DEMO_PASSWORD, office)).statusCode).toBe(423)

    const own = await login('doctor', DEMO_PASSWORD, office, cookie)
    expect(own.statusCode).toBe(200)
    // The device keeps its cookie; no new one is set.
    expect(own.headers['set-cookie']).toBeUndefined()
  })

  it("counts a device's own failures separately, and a cookie of another user gives nothing", async () => {
    const office = newAddress()
    const cookie = deviceCookie(await login('warehouse', DEMO_PASSWORD, office))
    for (let i = 0; i < 4; i++)
      expect((await login('warehouse', 'typo', office, cookie)).statusCode).toBe(401)
    expect((await login('warehouse', 'typo', office, cookie)).statusCode).toBe(423)
    expect((await login('warehouse', DEMO_PASSWORD, office, cookie)).statusCode).toBe(423)
    // Elsewhere (no cookie) the login itself is not banned by the device's typos.
    expect((await login('warehouse', DEMO_PASSWORD, newAddress())).statusCode).toBe(200)

    const forLab = await login('lab', 'wrong', newAddress(), cookie)
    expect(forLab.json()).toMatchObject({ attemptsLeft: 4 })
    const forged = await login('warehouse', DEMO_PASSWORD, newAddress(), 'clinic_device=abc.def.ghi')
    expect(forged.statusCode).toBe(200)
    expect(String(forged.headers['set-cookie'])).toMatch(/^clinic_device=/)
  })
})
