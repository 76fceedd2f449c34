/**
 * GET /api/v2/promo-codes/lookup: the cart looks a typed code up before pricing with it — an active
 * code comes back in the pricing engine's shape, one that is not found or not active is refused with
 * the spec's message, and an order's own use of a single-use code does not count against it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PromoCodeRef } from '../../../domain/pricing/pricing-refs.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf, newOrder, setCart } from '../orders/order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-22T10:00:00Z') })
})
afterAll(() => t.close())

// Demo promo codes (server/db/seed/orders.ts): SPRING10, ONCE15 (single use), OLD5 (expired 2024), OFF25 (off).
const lookup = (query: string, login = 'registrar') => callV2(t, login, 'GET', `/promo-codes/lookup?${query}`)

describe('GET /api/v2/promo-codes/lookup', () => {
  it('answers an active code typed in any case in the pricing engine’s shape', async () => {
    const res = await lookup('code=%20spring10%20')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: PromoCodeRef }>().data).toMatchObject({
      code: 'SPRING10',
      percent: 10,
      perpetual: true,
      active: true,
      multipleUse: true,
      usedCount: 0,
    })
  })

  it('refuses a code that is not found or not active with the spec’s message, saying why', async () => {
    for (const [code, why] of [
      ['NOPE', 'промокод NOPE не знайдено'],
      ['OFF25', 'промокод вимкнено'],
      ['OLD5', 'термін дії закінчився 31.12.2024'],
    ]) {
      const res = await lookup(`code=${code}`)
      expect(res.statusCode, code).toBe(404)
      expect(res.json(), code).toMatchObject({
        code: 'promo_code_inactive',
        message: 'Промокод не знайдено або він не активний',
        errors: { promo_code: [`Промокод не знайдено або він не активний: ${why}`] },
      })
    }
  })

  it('does not count the order’s own use of a single-use code', async () => {
    const o = await setCart(t, await newOrder(t), { services: [{ id: 1 }] })
    const applied = await callV2(t, 'cashier', 'PATCH', `/crm-orders/${o.id}`, {
      version: o.version,
      promoCode: 'ONCE15',
    })
    expect(applied.statusCode, applied.body).toBe(200)
    const elsewhere = await lookup('code=ONCE15')
    expect(errorsOf(elsewhere).promo_code).toEqual([
      'Промокод не знайдено або він не активний: одноразовий промокод уже використано',
    ])
    const own = await lookup(`code=ONCE15&orderId=${o.id}`, 'cashier')
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ data: { code: 'ONCE15', usedCount: 0 } })
    expect((await lookup('code=ONCE15&orderId=999999')).statusCode).toBe(404)
    // The cashier's order is outside a registrar's scope: answered as a missing one.
    expect((await lookup(`code=ONCE15&orderId=${o.id}`)).json()).toMatchObject({ code: 'not_found' })
  })

  it('refuses bad input and those who do not see orders', async () => {
    for (const query of [
      '',
      'code=',
      'code=%20%20',
      `code=${'A'.repeat(65)}`,
      'code=X&orderId=перше',
      'code=X&x=1',
    ])
      expect((await lookup(query)).statusCode, query).toBe(422)
    expect((await lookup('code=SPRING10', 'doctor')).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/api/v2/promo-codes/lookup?code=SPRING10' })).statusCode,
    ).toBe(401)
  })
})
