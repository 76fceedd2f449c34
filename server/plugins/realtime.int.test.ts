import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { users } from '../db/schema/auth'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { recordVersion } from './realtime'

let t: TestApp
let base: string
const open: Socket[] = []

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  t = await createTestApp({ appVersion: '1.2.3' })
  base = await listen(t)
})
afterAll(async () => {
  for (const s of open) s.close()
  await t.close()
})

/** A client as the PWA opens it: polling first (it carries the header), then the WebSocket upgrade. */
function client(url: string, authorization?: string, namespace = '/mis'): Socket {
  const socket = connect(`${url}${namespace}`, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    reconnection: false,
    ...(authorization ? { extraHeaders: { authorization } } : {}),
  })
  open.push(socket)
  return socket
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve()
    s.once('connect', () => resolve())
    s.once('connect_error', (e) => reject(e))
  })
const refused = (s: Socket) =>
  new Promise<{ message: string; code: string | undefined }>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected, but should have been refused')))
    s.once('connect_error', (e: Error & { data?: { code?: string } }) =>
      resolve({ message: e.message, code: e.data?.code }),
    )
  })
const next = <T>(s: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms)
    s.once(event, (payload: T) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
const raiseAlert = (login: string) =>
  t.as(login, { method: 'POST', url: '/api/api/v2/system-update-alert', payload: {} })

describe('realtime channel "mis"', () => {
  it('connects with a token in the header, upgrades to a WebSocket and receives an alert raised through the API', async () => {
    const socket = client(base, `Bearer ${await t.tokenFor('registrar')}`)
    const version = next<{ version: string }>(socket, 'serverVersion')
    await connected(socket)
    expect(await version).toEqual({ version: '1.2.3' })
    if (socket.io.engine.transport.name !== 'websocket')
      await new Promise((resolve) => socket.io.engine.once('upgrade', resolve))
    expect(socket.io.engine.transport.name).toBe('websocket')

    const alert = next<{ version: string }>(socket, 'systemUpdateAlert')
    const res = await raiseAlert('admin')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ sent: true })
    expect(await alert).toEqual({ version: '1.2.3' })
  })

  it('lets only administrators raise the alert', async () => {
    const res = await raiseAlert('registrar')
    expect(res.statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/api/v2/system-update-alert' })).statusCode).toBe(
      401,
    )
    const noBody = await t.as('admin', { method: 'POST', url: '/api/api/v2/system-update-alert' })
    expect(noBody.json()).toEqual({ sent: true })
    const extra = await t.as('admin', {
      method: 'POST',
      url: '/api/api/v2/system-update-alert',
      payload: { message: 'x' },
    })
    expect(extra.statusCode).toBe(422)
  })

  it('refuses a client without a token, with a forged one, or with an expired one', async () => {
    expect(await refused(client(base))).toMatchObject({ code: 'unauthenticated' })
    expect(await refused(client(base, 'Basic Zm9vOmJhcg=='))).toMatchObject({ code: 'unauthenticated' })

    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('clinic-office')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'))
    expect(await refused(client(base, `Bearer ${forged}`))).toMatchObject({
      code: 'token_invalid',
      message: 'Недійсний токен доступу. Увійдіть знову',
    })

    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('clinic-office')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.app.tokens.secret)
    expect(await refused(client(base, `Bearer ${expired}`))).toMatchObject({ code: 'token_expired' })
  })

  it('serves only the "mis" namespace', async () => {
    const main = client(base, `Bearer ${await t.tokenFor('admin')}`, '/')
    expect(await refused(main)).toMatchObject({ code: 'forbidden' })
  })

  it('refuses a deactivated user', async () => {
    const token = await t.tokenFor('warehouse')
    await t.db.db.update(users).set({ isActive: false }).where(eq(users.login, 'warehouse'))
    try {
      expect(await refused(client(base, `Bearer ${token}`))).toMatchObject({ code: 'token_invalid' })
    } finally {
      await t.db.db.update(users).set({ isActive: true }).where(eq(users.login, 'warehouse'))
    }
  })

  it("notifies one user's sockets through their room", async () => {
    const [doctorToken, cashierToken] = [await t.tokenFor('doctor'), await t.tokenFor('cashier')]
    const doctor = client(base, `Bearer ${doctorToken}`)
    const cashier = client(base, `Bearer ${cashierToken}`)
    await Promise.all([connected(doctor), connected(cashier)])
    const [row] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, 'doctor'))
    let cashierGot = false
    cashier.on('systemUpdateAlert', () => (cashierGot = true))
    const got = next<{ version: string }>(doctor, 'systemUpdateAlert')
    t.app.realtime.toUser(row!.id, 'systemUpdateAlert', { version: 'only-doctor' })
    expect(await got).toEqual({ version: 'only-doctor' })
    // The room broadcast is one round trip; give a stray message to the cashier the same time to arrive.
    await new Promise((r) => setTimeout(r, 200))
    expect(cashierGot).toBe(false)
  })

  it('remembers the announced version: only a start with another version announces', async () => {
    // The app above recorded 1.2.3 when it became ready.
    expect(await recordVersion(t.db.db, '1.2.3')).toBe(false)
    expect(await recordVersion(t.db.db, '1.2.4')).toBe(true)
    expect(await recordVersion(t.db.db, '1.2.4')).toBe(false)
    expect(await recordVersion(t.db.db, '1.2.3')).toBe(true)
  })
})

describe('realtime channel behind the Basic gate', () => {
  let gated: TestApp
  let url: string
  beforeAll(async () => {
    gated = await createTestApp({ basicAuth: 'gate:secret' })
    url = await listen(gated)
  })
  afterAll(() => gated.close())

  it('needs the Basic credentials beside the Bearer token', async () => {
    const login = await gated.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { authorization: `Basic ${btoa('gate:secret')}` },
      payload: { login: 'admin', password: 'demo12345' },
    })
    const { token } = login.json<{ token: string }>()
    expect(await refused(client(url, `Bearer ${token}`))).toMatchObject({ code: 'basic_auth_required' })
    expect(await refused(client(url, `Basic ${btoa('gate:wrong')}, Bearer ${token}`))).toMatchObject({
      code: 'basic_auth_required',
    })
    const ok = client(url, `Basic ${btoa('gate:secret')}, Bearer ${token}`)
    await connected(ok)
    ok.close()
  })
})

describe('shutdown', () => {
  it('closes promptly while clients are connected, long-polling or on a WebSocket', async () => {
    const own = await createTestApp()
    const url = await listen(own)
    const token = await own.tokenFor('admin')
    const ws = client(url, `Bearer ${token}`)
    const polling = connect(`${url}/mis`, {
      path: '/socket.io',
      transports: ['polling'],
      reconnection: false,
      extraHeaders: { authorization: `Bearer ${token}` },
    })
    open.push(polling)
    await Promise.all([connected(ws), connected(polling)])
    const gone = Promise.all([next(ws, 'disconnect'), next(polling, 'disconnect')])
    const t0 = Date.now()
    await own.close()
    expect(Date.now() - t0).toBeLessThan(3000)
    await gone
  })
})
