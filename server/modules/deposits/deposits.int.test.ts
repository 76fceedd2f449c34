/**
 * Client deposits: the balances and movements a client card shows, and the cash deposit write-off of an
 * order — checked when the cart sets it, taken once when the cart is finished, in the same transaction,
 * and below zero only after the cashier confirmed it.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { ClientDeposits } from '../../../domain/deposits/deposit.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { queryRows } from '../../db/raw'
import { clientDepositMovements } from '../../db/schema/deposits'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, confirmCart, errorsOf, newOrder, readOrder, setCart } from '../orders/order-fixtures'
import { addMovement } from './deposits.repo'
import { writeOffCashDeposit } from './deposits.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// Demo clients 1 (cash 2 000,00 грн, services 1 200,00 грн) and 2 (cash 300,00 грн): server/db/seed/deposits.ts.
const deposits = async (client: number | string, login = 'cashier') => {
  const res = await callV2(t, login, 'GET', `/clients/${client}/deposits`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: ClientDeposits }>().data
}
const cash = async (client: number) =>
  (await deposits(client)).balances.find((b) => b.type === 'cash')!.balance

const patch = (o: McOrder, body: object, login = 'cashier') =>
  callV2(t, login, 'PATCH', `/mc-orders/${o.id}`, { version: o.version, ...body })
const finish = (o: McOrder, body: object = {}, headers: Record<string, string> = {}) =>
  t.as('cashier', {
    method: 'PATCH',
    url: `/api/api/v2/mc-orders/${o.id}/finish-cart`,
    payload: { payFromInsuranceCompany: false, ...body },
    headers,
  })

/** An order of `client` with service `serviceId` in its cart (600,00 грн for service 1, 450,00 for 2). */
const orderWith = async (client: number, serviceId = 1) =>
  setCart(t, await newOrder(t, 'cashier', client), { services: [{ id: serviceId }] })

describe('GET /api/v2/clients/{id}/deposits', () => {
  it('answers a balance for every deposit type and the movements behind them, newest first', async () => {
    const d = await deposits(1)
    expect(d.balances).toEqual([
      { type: 'cash', label: 'Грошовий депозит', balance: 200_000 },
      { type: 'services', label: 'Депозит послуг', balance: 120_000 },
    ])
    expect(d.movements).toHaveLength(3)
    expect(d.movements[0]).toMatchObject({
      kind: 'top_up',
      kindLabel: 'Поповнення',
      createdByName: 'Олена Адміністраторка',
      orderId: null,
    })
    expect(d.movements.reduce((sum, m) => sum + (m.type === 'cash' ? m.amount : 0), 0)).toBe(200_000)
    const byUuid = await deposits('00000000-0000-4000-8000-000000000000')
    expect(byUuid.balances).toEqual(d.balances)
  })

  it('shows zero balances for a client who never paid in', async () => {
    expect(await deposits(3)).toEqual({
      balances: [
        { type: 'cash', label: 'Грошовий депозит', balance: 0 },
        { type: 'services', label: 'Депозит послуг', balance: 0 },
      ],
      movements: [],
    })
  })

  it('answers 404 for an unknown client, 422 for a bad id, 403 without the client-read permission', async () => {
    expect((await callV2(t, 'cashier', 'GET', '/clients/999999/deposits')).statusCode).toBe(404)
    expect((await callV2(t, 'cashier', 'GET', '/clients/перший/deposits')).statusCode).toBe(422)
    expect((await callV2(t, 'warehouse', 'GET', '/clients/1/deposits')).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/api/v2/clients/1/deposits' })).statusCode).toBe(
      401,
    )
  })
})

describe('the cash deposit write-off', () => {
  it('leaves the deposit when the cart is finished, once, with the order on the movement', async () => {
    const before = await cash(1)
    let o = await orderWith(1)
    const set = await patch(o, { writeOffSumOfCashDeposit: 50_000 })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json<McOrder>()).toMatchObject({ writeOffSumOfCashDeposit: 50_000, toPay: 10_000 })
    expect(await cash(1)).toBe(before) // nothing moves before the finish
    o = await confirmCart(t, o)
    const key = randomUUID()
    const done = await finish(o, {}, { 'idempotency-key': key })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<McOrder>().state).toBe('confirmed')
    const after = await deposits(1)
    expect(after.balances[0]!.balance).toBe(before - 50_000)
    expect(after.movements[0]).toMatchObject({
      kind: 'write_off',
      amount: -50_000,
      orderId: o.id,
      orderCode: o.code,
      createdByName: 'Марія Касирка',
    })
    // The outbox resending the finish gets the stored answer; the money is not taken again.
    const replay = await finish(o, {}, { 'idempotency-key': key })
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replay']).toBe('true')
    await t.db.db.transaction((tx) =>
      writeOffCashDeposit(tx, {
        orderId: o.id,
        orderCode: o.code,
        clientId: 1,
        amount: 50_000,
        confirmNegativeBalance: true,
        userId: 1,
        now: new Date(),
      }),
    )
    expect(await cash(1)).toBe(before - 50_000)
    const rows = await t.db.db
      .select()
      .from(clientDepositMovements)
      .where(eq(clientDepositMovements.orderId, o.id))
    expect(rows).toHaveLength(1)
  })

  it('gives the write-off back when the order is cancelled, once', async () => {
    const before = await cash(1)
    let o = await orderWith(1)
    expect((await patch(o, { writeOffSumOfCashDeposit: 30_000 })).statusCode).toBe(200)
    o = await confirmCart(t, o)
    expect((await finish(o)).statusCode).toBe(200)
    expect(await cash(1)).toBe(before - 30_000)
    const cancel = await callV2(t, 'cashier', 'POST', `/mc-orders/${o.id}/cancel`, { reasonId: 1 })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const after = await deposits(1)
    expect(after.balances.find((b) => b.type === 'cash')!.balance).toBe(before)
    expect(after.movements[0]).toMatchObject({
      kind: 'refund',
      kindLabel: 'Повернення',
      amount: 30_000,
      orderId: o.id,
      comment: `Повернення за скасоване замовлення ${o.code}`,
    })
    const again = await callV2(t, 'cashier', 'POST', `/mc-orders/${o.id}/cancel`, { reasonId: 1 })
    expect(again.statusCode).toBe(422)
    expect(await cash(1)).toBe(before)
  })

  it('keeps the sum fixed and the patient in place once the deposit is used', async () => {
    let o = await orderWith(1)
    expect((await patch(o, { writeOffSumOfCashDeposit: 10_000 })).statusCode).toBe(200)
    o = await readOrder(t, o.id)
    const otherPatient = await patch(o, { crmClientId: 2 })
    expect(errorsOf(otherPatient)).toEqual({
      crm_client_id: ['Пацієнта не можна змінити: у замовленні використано депозит'],
    })
    o = await confirmCart(t, o)
    expect((await finish(o)).statusCode).toBe(200)
    o = await readOrder(t, o.id)
    const changed = await patch(o, { writeOffSumOfCashDeposit: 20_000 })
    expect(changed.statusCode).toBe(422)
    expect(errorsOf(changed)).toEqual({
      write_off_sum_of_cash_deposit: [
        'З депозиту вже списано 100,00\u00a0грн за це замовлення: суму списання змінити не можна',
      ],
    })
  })

  it('asks for the confirmation before the balance goes below zero, on the edit and on the finish', async () => {
    let o = await orderWith(2)
    const refused = await patch(o, { writeOffSumOfCashDeposit: 60_000 })
    expect(refused.statusCode).toBe(422)
    const message =
      'Після списання 600,00\u00a0грн баланс грошового депозиту стане від’ємним: -300,00\u00a0грн ' +
      '(зараз 300,00\u00a0грн). Підтвердіть списання в мінус'
    expect(refused.json()).toMatchObject({
      code: 'deposit_negative_balance',
      message,
      errors: { write_off_sum_of_cash_deposit: [message] },
    })
    expect(await readOrder(t, o.id)).toMatchObject({ version: o.version, writeOffSumOfCashDeposit: 0 })
    const confirmed = await patch(o, { writeOffSumOfCashDeposit: 60_000, confirmNegativeBalance: true })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    o = await confirmCart(t, o)
    const unconfirmed = await finish(o)
    expect(unconfirmed.statusCode).toBe(422)
    expect(unconfirmed.json()).toMatchObject({ code: 'deposit_negative_balance', message })
    expect((await readOrder(t, o.id)).state).toBe('cart_confirmed')
    expect(await cash(2)).toBe(30_000)
    const done = await finish(o, { confirmNegativeBalance: true })
    expect(done.statusCode, done.body).toBe(200)
    expect(await cash(2)).toBe(-30_000)
  })

  it('takes only what the cart uses, never more than the patient owes', async () => {
    const before = await cash(1)
    let o = await orderWith(1, 2)
    expect((await patch(o, { writeOffSumOfCashDeposit: 1_000_000 })).statusCode).toBe(200)
    o = await confirmCart(t, o)
    expect((await finish(o)).statusCode).toBe(200)
    expect(await cash(1)).toBe(before - 45_000)
  })

  it('needs a patient from the client base', async () => {
    let o = await orderWith(3)
    const inline = await patch(o, { crmClientId: null, client: { surname: 'Гнатюк', name: 'Остап' } })
    expect(inline.statusCode, inline.body).toBe(200)
    o = inline.json<McOrder>()
    const res = await patch(o, { writeOffSumOfCashDeposit: 10_000 })
    expect(errorsOf(res)).toEqual({
      write_off_sum_of_cash_deposit: ['Списати з депозиту можна лише для клієнта з бази: оберіть клієнта'],
    })
  })

  it('refuses bad input per field and stores nothing; only those who may edit the order finish it', async () => {
    const o = await orderWith(1)
    const movements = async () => (await t.db.db.select().from(clientDepositMovements)).length
    const count = await movements()
    for (const [body, field] of [
      [{ writeOffSumOfCashDeposit: -1 }, 'write_off_sum_of_cash_deposit'],
      [{ writeOffSumOfCashDeposit: 'сто' }, 'write_off_sum_of_cash_deposit'],
      [{ writeOffSumOfCashDeposit: 10.5 }, 'write_off_sum_of_cash_deposit'],
      [{ writeOffSumOfCashDeposit: 100, confirmNegativeBalance: 'так' }, 'confirm_negative_balance'],
    ] as const) {
      const res = await patch(o, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(Object.keys(errorsOf(res)), JSON.stringify(body)).toContain(field)
    }
    const badFinish = await finish(o, { confirmNegativeBalance: 1 })
    expect(Object.keys(errorsOf(badFinish))).toContain('confirm_negative_balance')
    expect(await readOrder(t, o.id)).toMatchObject({ version: o.version, writeOffSumOfCashDeposit: 0 })
    const confirmed = await confirmCart(t, o)
    const doctor = await t.as('doctor', {
      method: 'PATCH',
      url: `/api/api/v2/mc-orders/${o.id}/finish-cart`,
      payload: { payFromInsuranceCompany: false },
    })
    expect(doctor.statusCode).toBe(403)
    const registrar = await t.as('registrar', {
      method: 'PATCH',
      url: `/api/api/v2/mc-orders/${o.id}/finish-cart`,
      payload: { payFromInsuranceCompany: false },
    })
    // The cashier's order is outside a registrar's scope: answered as a missing one.
    expect(registrar.json()).toMatchObject({ code: 'not_found' })
    expect((await readOrder(t, o.id)).state).toBe(confirmed.state)
    expect(await movements()).toBe(count)
  })

  it('makes a cart finishing while another holds the balance wait, then see what is left', async () => {
    await t.db.db.transaction((tx) =>
      addMovement(tx, {
        clientId: 4,
        type: 'cash',
        kind: 'top_up',
        amount: 60_000,
        orderId: null,
        comment: null,
        createdBy: null,
        createdAt: new Date(),
      }),
    )
    const [first, second] = [await orderWith(4, 2), await orderWith(4, 2)]
    for (const o of [first, second])
      expect((await patch(o, { writeOffSumOfCashDeposit: 45_000 })).statusCode).toBe(200)
    const ready = await confirmCart(t, second)
    // The first cart's write-off is taken and its transaction kept open while the second cart finishes.
    let commitFirst = () => {}
    const held = new Promise<void>((resolve) => (commitFirst = resolve))
    const firstFinish = t.db.db.transaction(async (tx) => {
      await writeOffCashDeposit(tx, {
        orderId: first.id,
        orderCode: first.code,
        clientId: 4,
        amount: 45_000,
        confirmNegativeBalance: false,
        userId: 1,
        now: new Date(),
      })
      await held
    })
    const secondFinish = finish(ready)
    await new Promise((resolve) => setTimeout(resolve, 300))
    commitFirst()
    await firstFinish
    const res = await secondFinish
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toMatchObject({ code: 'deposit_negative_balance' })
    expect(await cash(4)).toBe(15_000)
  })

  it('keeps every balance equal to the sum of its movements', async () => {
    const drift = await queryRows<{ client_id: number }>(
      t.db.db,
      sql`SELECT d.client_id FROM client_deposits d
          LEFT JOIN (SELECT client_id, type, sum(amount)::int AS total FROM client_deposit_movements
                     GROUP BY client_id, type) m USING (client_id, type)
          WHERE d.balance <> coalesce(m.total, 0)`,
    )
    expect(drift).toEqual([])
  })
})
