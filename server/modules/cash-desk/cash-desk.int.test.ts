/**
 * The cash desk against the Checkbox stand-in (issue 27 §1–2): the register's settings keep their secrets
 * unanswered; a cashier opens a shift, takes an X report, deposits and withdraws service cash and closes
 * with a Z report whose totals agree with what the register took; the register cannot be changed while
 * its shift is open; a register outside the user's filials or registers is 404, the cash desk without its
 * permission 403, and a provider that cannot be reached answers in Ukrainian.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeskRegister } from '../../../domain/cash-desk/cash-desk.schema'
import { cashDeskMessages } from '../../../domain/cash-desk/cash-desk.schema'
import type { ResourceRow } from '../../../domain/resources/define-resource'
import { filials } from '../../db/schema/places'
import { cashRegisters } from '../../db/schema/staff-users'
import { createCheckbox } from '../../integrations/checkbox/checkbox'
import { CHECKBOX_UNREACHABLE } from '../../integrations/checkbox/checkbox-http'
import { startCheckboxStandIn, type CheckboxStandIn } from '../../integrations/checkbox/stand-in'
import { closedPort } from '../../../tests/support/closed-port'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf } from '../orders/order-fixtures'

let t: TestApp
let stand: CheckboxStandIn
beforeAll(async () => {
  ;[t, stand] = await Promise.all([createTestApp(), startCheckboxStandIn({ fiscalDelayMs: 10 })])
})
afterAll(async () => {
  await Promise.all([t.close(), stand.close()])
})

const settingsPath = '/api/settings/resources/cash-registers'

/** The demo register named `name` of the filial with `code`. */
async function registerOf(code: string, name: string) {
  const [row] = await t.db.db
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .innerJoin(filials, eq(filials.id, cashRegisters.filialId))
    .where(and(eq(filials.code, code), eq(cashRegisters.name, name)))
  return row!.id
}

const settingsRow = async (id: number) => {
  const res = await t.as('admin', { method: 'GET', url: `${settingsPath}/${id}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ResourceRow>()
}

const editSettings = async (id: number, patch: object) => {
  const { version } = await settingsRow(id)
  return t.as('admin', { method: 'PATCH', url: `${settingsPath}/${id}`, payload: { version, ...patch } })
}

const act = (login: string, id: number, action: string, body: object = {}) =>
  callV2(t, login, 'POST', `/cash-desk/registers/${id}/${action}`, body)

const ok = async (login: string, id: number, action: string, body: object = {}) => {
  const res = await act(login, id, action, body)
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200)
  return res.json<DeskRegister>()
}

const cashOf = (r: DeskRegister, which: 'lastX' | 'zReport') =>
  r.shift?.[which]?.payments.find((p) => p.kind === 'cash')

describe('the cash registers’ settings', () => {
  it('never answer the key, the password or the PIN, name the stored ones, and keep them when sent empty', async () => {
    const id = await registerOf('KV01', 'Каса 1')
    const row = await settingsRow(id)
    expect(row).toMatchObject({
      licenseKey: null,
      cashierPassword: null,
      cashierPin: null,
      cashierLogin: 'cashier',
    })
    expect(row.storedSecrets).toEqual(['licenseKey', 'cashierPassword'])
    // Pointed at this test's stand-in; the secrets sent empty (as the form sends them) stay as they were.
    const res = await editSettings(id, { apiUrl: stand.url, licenseKey: null, cashierPassword: '' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<ResourceRow>()).toMatchObject({ apiUrl: stand.url, licenseKey: null })
    const [stored] = await t.db.db.select().from(cashRegisters).where(eq(cashRegisters.id, id))
    expect(stored).toMatchObject({ licenseKey: stand.licenseKey, cashierPassword: stand.cashier.password })
    const list = await t.as('admin', { method: 'GET', url: `${settingsPath}?perPage=100` })
    expect(list.body).not.toContain(stand.licenseKey)
    expect(list.body).not.toContain(stand.cashier.password)
  })
})

describe('a cashier’s shift', () => {
  it('open → X → service cash → close: the Z report agrees with what the register took', async () => {
    const id = await registerOf('KV01', 'Каса 1')
    const listed = await callV2(t, 'cashier', 'GET', '/cash-desk/registers')
    expect(listed.statusCode, listed.body).toBe(200)
    const mine = listed.json<{ data: DeskRegister[] }>().data
    // The demo cashier works the first register of each of her two filials; only this one is set up.
    expect(mine.map((r) => [r.filialName, r.name, r.configured])).toEqual([
      ['Київ, Оболонь', 'Каса 1', false],
      ['Київ, Хрещатик', 'Каса 1', true],
    ])

    const opened = await ok('cashier', id, 'open-shift')
    expect(opened.shift).toMatchObject({
      status: 'open',
      serial: 1,
      openedBy: 'Марія Касирка',
      zReport: null,
    })
    const again = await act('cashier', id, 'open-shift')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: cashDeskMessages.shiftOpen })

    // Sales as the payment flow will make them (issue 27 §3): one in cash, one by card.
    const cb = createCheckbox({ apiUrl: stand.url, licenseKey: stand.licenseKey, backoffMs: 5 })
    const session = await cb.signIn(stand.cashier)
    const line = { code: 'S-1', name: 'Консультація терапевта', price: 65_000, quantity: 1000 }
    await cb.sell(session, { id: randomUUID(), lines: [line], payments: [{ kind: 'cash', amount: 65_000 }] })
    await cb.sell(session, {
      id: randomUUID(),
      lines: [line],
      payments: [{ kind: 'cashless', amount: 65_000 }],
    })

    const depositId = randomUUID()
    const deposit = await act('cashier', id, 'service-cash', {
      id: depositId,
      direction: 'in',
      amount: 50_000,
    })
    expect(deposit.statusCode, deposit.body).toBe(200)
    expect(deposit.json()).toMatchObject({
      receipt: { id: depositId, direction: 'in', amount: 50_000, status: 'done' },
    })
    // A repeat after a lost answer is the same receipt: the cash moves once.
    const repeat = await act('cashier', id, 'service-cash', {
      id: depositId,
      direction: 'in',
      amount: 50_000,
    })
    expect(repeat.statusCode, repeat.body).toBe(200)
    const out = await act('cashier', id, 'service-cash', {
      id: randomUUID(),
      direction: 'out',
      amount: 20_000,
    })
    expect(out.statusCode, out.body).toBe(200)
    const tooMuch = await act('cashier', id, 'service-cash', {
      id: randomUUID(),
      direction: 'out',
      amount: 9_000_000,
    })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json<{ message: string }>().message).toContain('Недостатньо готівки')

    const x = await ok('cashier', id, 'x-report')
    expect(cashOf(x, 'lastX')).toEqual({
      kind: 'cash',
      sellSum: 65_000,
      returnSum: 0,
      serviceIn: 50_000,
      serviceOut: 20_000,
    })
    expect(x.shift?.lastX).toMatchObject({ isZ: false, sellCount: 2, balance: 95_000 })

    const closed = await ok('cashier', id, 'close-shift')
    expect(closed.shift).toMatchObject({ status: 'closed', closedBy: 'Марія Касирка' })
    expect(closed.shift?.zReport).toMatchObject({ isZ: true, sellCount: 2, balance: 95_000 })
    expect(closed.shift?.zReport?.payments).toEqual([
      { kind: 'cash', sellSum: 65_000, returnSum: 0, serviceIn: 50_000, serviceOut: 20_000 },
      { kind: 'cashless', sellSum: 65_000, returnSum: 0, serviceIn: 0, serviceOut: 0 },
    ])
    const twice = await act('cashier', id, 'close-shift')
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ message: cashDeskMessages.noShift })
    expect(stand.register.shifts).toHaveLength(1)
  })

  it('cannot change the register while its shift is open, and can after the Z report', async () => {
    const id = await registerOf('KV01', 'Каса 1')
    await ok('cashier', id, 'open-shift')
    const refused = await editSettings(id, { name: 'Каса головна', cashierPassword: 'new-secret' })
    expect(refused.statusCode, refused.body).toBe(422)
    expect(errorsOf(refused)).toEqual({
      name: [cashDeskMessages.changeWhileOpen],
      cashier_password: [cashDeskMessages.changeWhileOpen],
    })
    const gone = await t.as('admin', { method: 'DELETE', url: `${settingsPath}/${id}` })
    expect(gone.statusCode).toBe(409)
    expect(gone.json()).toMatchObject({ code: 'in_use', message: cashDeskMessages.deleteWithShifts })

    await ok('cashier', id, 'close-shift')
    const renamed = await editSettings(id, { name: 'Каса головна' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    await editSettings(id, { name: 'Каса 1' })
  })

  it('records a shift the provider opened without us (a lost answer) instead of opening another', async () => {
    const id = await registerOf('KV01', 'Каса 1')
    const cb = createCheckbox({ apiUrl: stand.url, licenseKey: stand.licenseKey, backoffMs: 5 })
    const opened = await cb.openShift(await cb.signIn(stand.cashier))
    const res = await ok('cashier', id, 'open-shift')
    expect(res.shift).toMatchObject({ status: 'open', serial: opened.serial })
    const closed = await ok('cashier', id, 'close-shift')
    expect(closed.shift).toMatchObject({ status: 'closed', serial: opened.serial })
  })
})

describe('who reaches which register', () => {
  it('answers 404 for a register outside the user’s filials or registers, and 403 without the permission', async () => {
    const lviv = await registerOf('LV01', 'Каса 1')
    const notHers = await registerOf('KV01', 'Каса 2')
    for (const id of [lviv, notHers]) {
      const res = await act('cashier', id, 'x-report')
      expect(res.statusCode, res.body).toBe(404)
    }
    expect((await callV2(t, 'registrar', 'GET', '/cash-desk/registers')).statusCode).toBe(403)
    const kyiv = await registerOf('KV01', 'Каса 1')
    expect((await act('registrar', kyiv, 'open-shift')).statusCode).toBe(403)
    // The settings are an administrator's: a cashier does not read the provider logins.
    expect((await t.as('cashier', { method: 'GET', url: settingsPath })).statusCode).toBe(403)
  })

  it('says in Ukrainian when the register is not set up or its provider cannot be reached', async () => {
    const bare = await act('admin', await registerOf('KV01', 'Каса 2'), 'open-shift')
    expect(bare.statusCode).toBe(409)
    expect(bare.json()).toMatchObject({ message: cashDeskMessages.notConfigured })

    const [kv02] = await t.db.db.select({ id: filials.id }).from(filials).where(eq(filials.code, 'KV02'))
    const created = await t.as('admin', {
      method: 'POST',
      url: settingsPath,
      payload: {
        uuid: randomUUID(),
        name: 'Каса без звʼязку',
        filialId: kv02!.id,
        provider: 'checkbox',
        apiUrl: `http://127.0.0.1:${await closedPort()}`,
        licenseKey: 'some-license',
        cashierPin: '4321',
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json<ResourceRow>()).toMatchObject({
      cashierPin: null,
      storedSecrets: ['licenseKey', 'cashierPin'],
    })
    const down = await act('admin', created.json<ResourceRow>().id, 'open-shift')
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ code: 'fiscal_unavailable', message: CHECKBOX_UNREACHABLE })
  })
})
