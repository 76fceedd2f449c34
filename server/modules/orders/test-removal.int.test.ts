/**
 * POST /api/v2/mc-orders/{id}/check-test-before-remove: what the cart asks before a test line goes —
 * allowed on a draft, refused (with the reason a registrar reads) for a labelled tube, a test paid
 * from the deposit and an order whose lab work runs; never writing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { errorsOf, newOrder, readOrder, setCart } from './order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const check = (login: string, orderId: number, body: unknown) =>
  t.as(login, {
    method: 'POST',
    url: `/api/api/v2/mc-orders/${orderId}/check-test-before-remove`,
    payload: body as object,
  })

describe('check-test-before-remove', () => {
  it('allows removing a test of a draft cart, and writes nothing', async () => {
    const o = await setCart(t, await newOrder(t), { tests: [{ id: 1 }, { id: 2 }] })
    const res = await check('cashier', o.id, { testId: 2 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { allowed: true, reason: null } })
    expect((await readOrder(t, o.id)).version).toBe(o.version)
  })

  it('refuses a test whose tube is labelled, naming the barcode', async () => {
    const o = await setCart(t, await newOrder(t), { tests: [{ id: 1, barcode: 'BC-4401' }, { id: 2 }] })
    expect((await check('cashier', o.id, { testId: 1 })).json()).toEqual({
      data: {
        allowed: false,
        reason: 'Пробірку для аналізу вже промарковано (штрихкод BC-4401): біоматеріал може бути взято',
      },
    })
    expect((await check('cashier', o.id, { testId: 2 })).json()).toMatchObject({ data: { allowed: true } })
  })

  it('refuses a test paid from the client’s deposit', async () => {
    const o = await setCart(t, await newOrder(t), { tests: [{ id: 1, quantity: 2, quantityFromDeposit: 2 }] })
    expect((await check('cashier', o.id, { testId: 1 })).json()).toEqual({
      data: {
        allowed: false,
        reason: 'За аналіз уже списано з депозиту клієнта (2 од.): спершу поверніть їх',
      },
    })
  })

  it('refuses once the lab work runs or is done, naming the state', async () => {
    // Demo orders 9 (done_part) and 8 (done) hold tests 1 and 2.
    expect((await check('cashier', 9, { testId: 1 })).json()).toEqual({
      data: { allowed: false, reason: 'Замовлення в стані «Виконується»: аналіз уже не можна видалити' },
    })
    expect((await check('cashier', 8, { testId: 1 })).json()).toMatchObject({
      data: {
        allowed: false,
        reason: 'Замовлення в стані «Виконано, не оплачено»: аналіз уже не можна видалити',
      },
    })
  })

  it('answers 422 on test_id for a test not in the cart, 404 for an unknown order', async () => {
    const o = await setCart(t, await newOrder(t), { tests: [{ id: 1 }] })
    const missing = await check('cashier', o.id, { testId: 3 })
    expect(missing.statusCode).toBe(422)
    expect(errorsOf(missing)).toEqual({ test_id: ['Цього аналізу немає в замовленні'] })
    expect((await check('cashier', 999_999, { testId: 1 })).statusCode).toBe(404)
  })

  it('refuses bad input per field', async () => {
    for (const [body, field] of [
      [{}, 'test_id'],
      [{ testId: 'перший' }, 'test_id'],
      [{ testId: 0 }, 'test_id'],
      [{ testId: 1, extra: true }, 'extra'],
    ] as const) {
      const res = await check('cashier', 1, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(Object.keys(errorsOf(res)), JSON.stringify(body)).toContain(field)
    }
  })

  it('is for those who may edit the order: others get 401, 403, or 404 outside their scope', async () => {
    const cashiers = await setCart(t, await newOrder(t), { tests: [{ id: 1 }] })
    expect((await check('doctor', cashiers.id, { testId: 1 })).statusCode).toBe(403)
    const notOwn = await check('registrar', cashiers.id, { testId: 1 })
    expect(notOwn.statusCode).toBe(404)
    expect(notOwn.json()).toMatchObject({ code: 'not_found' })
    const own = await setCart(t, await newOrder(t, 'registrar'), { tests: [{ id: 1 }] }, 'registrar')
    expect((await check('registrar', own.id, { testId: 1 })).statusCode).toBe(200)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/api/v2/mc-orders/${own.id}/check-test-before-remove`,
      payload: { testId: 1 },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
