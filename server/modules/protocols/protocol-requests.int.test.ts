/**
 * POST /api/v2/protocol-from-orders: a doctor asks for the protocol of a line of an order's cart; the
 * request is stored (protocols come later). Demo order 10 is confirmed, with a patient, services 1–2
 * and tests 1–2 in its cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import type { ProtocolRequest } from '../../../domain/protocols/protocol-request.schema'
import { users } from '../../db/schema/auth'
import { mcTests } from '../../db/schema/lab'
import { protocolRequests } from '../../db/schema/protocols'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf, newOrder, readOrder, setCart } from '../orders/order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ask = (body: object, login = 'doctor') => callV2(t, login, 'POST', '/protocol-from-orders', body)
// The demo protocols' requests are on other orders (server/db/seed/demo-protocols.ts).
const stored = () => t.db.db.select().from(protocolRequests).where(eq(protocolRequests.orderId, 10))

async function codeIds(...codes: string[]): Promise<number[]> {
  const rows = await t.db.db
    .select({ id: mcTests.id, code: mcTests.code })
    .from(mcTests)
    .where(inArray(mcTests.code, codes))
  return codes.map((c) => rows.find((r) => r.code === c)!.id)
}

/** A fresh order of patient 20 whose cart holds package 7004 (blood count + biochemistry) and test 1003. */
async function orderWithPackage() {
  const [pkg, cbc, alt, esr] = await codeIds('7004', '1001', '2201', '1003')
  const order = await newOrder(t)
  await setCart(t, order, { tests: [{ id: pkg }, { id: esr }] })
  return { orderId: order.id, pkg: pkg!, cbc: cbc!, alt: alt!, esr: esr! }
}

describe('POST /api/v2/protocol-from-orders', () => {
  it('stores the request for a test of the cart, with the order’s patient, and answers it', async () => {
    const order = await readOrder(t, 10)
    const res = await ask({ protocolableType: 'test', protocolableId: 1, orderId: 10, packageTestId: null })
    expect(res.statusCode, res.body).toBe(201)
    const [doctor] = await t.db.db.select().from(users).where(eq(users.login, 'doctor'))
    const body = res.json<ProtocolRequest>()
    expect(body).toMatchObject({
      orderId: 10,
      clientId: order.client!.id,
      protocolableType: 'test',
      protocolableId: 1,
      packageTestId: null,
      state: 'requested',
      createdBy: doctor!.id,
    })
    const rows = await stored()
    expect(rows.map((r) => [r.id, r.orderId, r.protocolableId])).toEqual([[body.id, 10, 1]])
  })

  it('answers the stored request when the same line is asked for again', async () => {
    const first = await ask({ protocolableType: 'service', protocolableId: 2, orderId: 10 })
    expect(first.statusCode).toBe(201)
    const clientId = (await readOrder(t, 10)).client!.id
    const again = await ask(
      { protocolableType: 'service', protocolableId: 2, orderId: 10, clientId },
      'admin',
    )
    expect(again.statusCode).toBe(200)
    expect(again.json<ProtocolRequest>().id).toBe(first.json<ProtocolRequest>().id)
    const forService = (await stored()).filter((r) => r.protocolableType === 'service')
    expect(forService).toHaveLength(1)
  })

  it('takes a test inside a package of the cart, naming the package', async () => {
    const o = await orderWithPackage()
    const res = await ask({
      protocolableType: 'test',
      protocolableId: o.alt,
      packageTestId: o.pkg,
      orderId: o.orderId,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<ProtocolRequest>()).toMatchObject({ protocolableId: o.alt, packageTestId: o.pkg })
  })

  it('refuses a protocol for a package when one for a test inside it was asked for, and the other way round', async () => {
    const a = await orderWithPackage()
    expect(
      (
        await ask({
          protocolableType: 'test',
          protocolableId: a.cbc,
          packageTestId: a.pkg,
          orderId: a.orderId,
        })
      ).statusCode,
    ).toBe(201)
    const whole = await ask({ protocolableType: 'test', protocolableId: a.pkg, orderId: a.orderId })
    expect(whole.statusCode).toBe(422)
    expect(errorsOf(whole)).toEqual({
      protocolable_id: [
        'Протокол для аналізу з цього пакета вже запитано: протокол для всього пакета створити не можна',
      ],
    })

    const b = await orderWithPackage()
    expect(
      (await ask({ protocolableType: 'test', protocolableId: b.pkg, orderId: b.orderId })).statusCode,
    ).toBe(201)
    const part = await ask({
      protocolableType: 'test',
      protocolableId: b.cbc,
      packageTestId: b.pkg,
      orderId: b.orderId,
    })
    expect(part.statusCode).toBe(422)
    expect(errorsOf(part)).toEqual({
      protocolable_id: [
        'Протокол для всього пакета вже запитано: окремий протокол для аналізу з нього створити не можна',
      ],
    })
    // A test ordered on its own beside the package is another line.
    expect(
      (await ask({ protocolableType: 'test', protocolableId: b.esr, orderId: b.orderId })).statusCode,
    ).toBe(201)
  })

  it('refuses lines that are not in the cart or not in the package, per field', async () => {
    const o = await orderWithPackage()
    const cases: Array<[object, Record<string, string[]>]> = [
      [
        { protocolableType: 'test', protocolableId: o.alt, orderId: o.orderId },
        { protocolable_id: ['У кошику замовлення немає такого аналізу'] },
      ],
      [
        { protocolableType: 'service', protocolableId: 1, orderId: o.orderId },
        { protocolable_id: ['У кошику замовлення немає такої послуги'] },
      ],
      [
        { protocolableType: 'test', protocolableId: o.cbc, packageTestId: o.esr, orderId: o.orderId },
        { package_test_id: ['У кошику замовлення немає такого пакета аналізів'] },
      ],
      [
        { protocolableType: 'test', protocolableId: o.esr, packageTestId: o.pkg, orderId: o.orderId },
        { protocolable_id: ['Аналіз не входить до цього пакета'] },
      ],
      [
        { protocolableType: 'service', protocolableId: 1, packageTestId: o.pkg, orderId: o.orderId },
        { package_test_id: ['Послуга не може бути частиною пакета аналізів'] },
      ],
    ]
    const before = (await stored()).length
    for (const [body, errors] of cases) {
      const res = await ask(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(errorsOf(res), JSON.stringify(body)).toEqual(errors)
    }
    expect(await stored()).toHaveLength(before)
  })

  it('refuses an unknown or cancelled order, an order without a patient and another patient', async () => {
    const line = { protocolableType: 'test', protocolableId: 1 }
    const unknown = await ask({ ...line, orderId: 999_999 })
    expect(unknown.statusCode).toBe(422)
    expect(errorsOf(unknown)).toEqual({ order_id: ['Замовлення не знайдено'] })

    const cancelled = await newOrder(t)
    await setCart(t, cancelled, { tests: [{ id: 1 }] })
    expect(
      (await callV2(t, 'cashier', 'POST', `/mc-orders/${cancelled.id}/cancel`, { reasonId: 1 })).statusCode,
    ).toBe(200)
    expect(errorsOf(await ask({ ...line, orderId: cancelled.id }))).toEqual({
      order_id: ['Замовлення скасовано: протокол для нього створити не можна'],
    })

    const created = await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
    const { orderId } = created.json<{ orderId: number }>()
    expect(errorsOf(await ask({ ...line, orderId }))).toEqual({
      client_id: ['У замовленні не вказано пацієнта'],
    })

    const other = await ask({ ...line, orderId: 10, clientId: 299 })
    expect(other.statusCode).toBe(422)
    expect(errorsOf(other)).toEqual({ client_id: ['Пацієнт не збігається з пацієнтом замовлення'] })
  })

  it('validates the body per field', async () => {
    const cases: Array<[object, string]> = [
      [{ protocolableType: 'protocol', protocolableId: 1, orderId: 10 }, 'protocolable_type'],
      [{ protocolableType: 'test', protocolableId: 0, orderId: 10 }, 'protocolable_id'],
      [{ protocolableType: 'test', protocolableId: 1 }, 'order_id'],
      [
        { protocolableType: 'test', protocolableId: 1, orderId: 10, packageTestId: 'пакет' },
        'package_test_id',
      ],
      [{ protocolableType: 'test', protocolableId: 1, orderId: 10, payload: {} }, 'payload'],
    ]
    for (const [body, field] of cases) {
      const res = await ask(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(Object.keys(errorsOf(res)), JSON.stringify(body)).toEqual([field])
    }
  })

  it('is for those who create protocols only', async () => {
    const before = (await stored()).length
    const body = { protocolableType: 'test', protocolableId: 2, orderId: 10 }
    for (const login of ['registrar', 'cashier']) {
      const res = await ask(body, login)
      expect(res.statusCode, login).toBe(403)
      expect(res.json()).toMatchObject({ code: 'forbidden', message: 'У вас немає доступу до цієї дії' })
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/api/v2/protocol-from-orders',
      payload: body,
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await stored()).toHaveLength(before)
  })
})
