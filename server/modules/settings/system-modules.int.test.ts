/**
 * Switching system modules (spec 000 §6): the switch is stored for the installation and reaches every
 * signed-in user at once over the realtime channel; a refused switch reaches nobody.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import type { SystemModules } from '../../../domain/settings/system-modules'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let base: string
const open: Socket[] = []

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const s of open) s.close()
  await t.close()
})

async function signedIn(login: string): Promise<{ socket: Socket; got: SystemModules[] }> {
  const socket = connect(`${base}/mis`, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    reconnection: false,
    extraHeaders: { authorization: `Bearer ${await t.tokenFor(login)}` },
  })
  open.push(socket)
  const got: SystemModules[] = []
  socket.on('systemModulesChanged', (m: SystemModules) => got.push(m))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return { socket, got }
}

const put = (login: string, payload: SystemModules) =>
  t.as(login, {
    method: 'PUT',
    url: '/api/api/v2/system-modules',
    headers: { 'idempotency-key': randomUUID() },
    payload,
  })

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('not within time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('system modules switch', () => {
  it('stores a switch and sends it at once to every signed-in user; a refused one reaches nobody', async () => {
    const registrar = await signedIn('registrar')
    const cashier = await signedIn('cashier')
    const before = (
      await t.as('admin', { method: 'GET', url: '/api/api/v2/system-modules' })
    ).json<SystemModules>()
    expect(before.upselling).toBe(true)

    const refused = await put('registrar', { ...before, upselling: false })
    expect(refused.statusCode).toBe(403)

    const off = await put('admin', { ...before, upselling: false })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ upselling: false })
    await until(() => registrar.got.length > 0 && cashier.got.length > 0)
    // Only the accepted switch was sent, with every module as stored.
    expect(registrar.got).toEqual([{ ...before, upselling: false }])
    expect(cashier.got).toEqual([{ ...before, upselling: false }])

    // Every user reads the stored switch, also through the current state.
    const state = await t.as('cashier', { method: 'GET', url: '/api/current-state' })
    expect(state.json<{ data: { modules: SystemModules } }>().data.modules.upselling).toBe(false)

    const on = await put('admin', before)
    expect(on.statusCode).toBe(200)
    await until(() => registrar.got.length === 2)
    expect(registrar.got[1]).toEqual(before)
  })

  it('while "birthday required" is on, a client card without a birthday is refused on that field', async () => {
    const before = (
      await t.as('admin', { method: 'GET', url: '/api/api/v2/system-modules' })
    ).json<SystemModules>()
    const create = (body: Record<string, unknown>) =>
      t.as('registrar', {
        method: 'POST',
        url: '/api/clients',
        headers: { 'idempotency-key': randomUUID() },
        payload: { surname: 'Гнатюк', name: 'Ольга', ...body },
      })
    expect((await put('admin', { ...before, birthdayRequired: true })).statusCode).toBe(200)
    try {
      const refused = await create({})
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({ errors: { birthday: ['Вкажіть дату народження'] } })
      const made = await create({ birthday: '1990-04-12' })
      expect(made.statusCode, made.body).toBe(201)
      const { id, version } = made.json<{ id: number; version: number }>()
      const cleared = await t.as('registrar', {
        method: 'PATCH',
        url: `/api/clients/${id}`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { version, surname: 'Гнатюк', name: 'Ольга', birthday: null },
      })
      expect(cleared.statusCode).toBe(422)
    } finally {
      expect((await put('admin', { ...before, birthdayRequired: false })).statusCode).toBe(200)
    }
    expect((await create({})).statusCode).toBe(201)
  })
})
