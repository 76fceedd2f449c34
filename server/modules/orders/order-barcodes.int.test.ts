/**
 * Barcodes are held by order_barcodes (spec 000 §5, spec 001 §5): never empty, one order each — also
 * when two carts are saved at the same moment, on PGlite and on PostgreSQL (`int-pg`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orderBarcodes } from '../../db/schema/lab-devices'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import type { McOrder } from '../../../domain/orders/order.schema'
import { callV2, errorsOf, newOrder, readOrder } from './order-fixtures'

let t: TestApp
let testIds: number[]
beforeAll(async () => {
  t = await createTestApp()
  testIds = (await readOrder(t, 1)).cartData.tests.map((l) => l.id)
})
afterAll(() => t.close())

const save = (o: McOrder, tests: object[]) =>
  callV2(t, 'cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, { tests })
const held = async (o: McOrder) =>
  (await t.db.db.select().from(orderBarcodes).where(eq(orderBarcodes.orderId, o.id)))
    .map((r) => r.barcode)
    .sort()

describe('order barcodes', () => {
  it('lets exactly one of two orders saved at once take the same barcode', async () => {
    const [a, b] = [await newOrder(t), await newOrder(t)]
    const test = testIds[0]!
    const answers = await Promise.all([a, b].map((o) => save(o, [{ id: test, barcode: 'RACE-1' }])))
    const codes = answers.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 422])
    const winner = answers[0]!.statusCode === 200 ? a : b
    const loser = answers.find((r) => r.statusCode === 422)!
    expect(errorsOf(loser)).toEqual({
      'tests.0.barcode': [`Штрихкод уже використано в замовленні ${winner.code}`],
    })
    expect(await held(winner)).toEqual(['RACE-1'])
    expect(await held(winner === a ? b : a)).toEqual([])
  })

  it('keeps an order’s own barcodes on a re-save and frees the barcode of a removed test', async () => {
    const [a, b] = [await newOrder(t), await newOrder(t)]
    const [x, y] = [testIds[0]!, testIds[1] ?? testIds[0]!]
    expect(
      (
        await save(a, [
          { id: x, barcode: 'KEEP-1' },
          { id: y, barcode: 'FREE-1' },
        ])
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await save(a, [
          { id: x, barcode: 'KEEP-1' },
          { id: y, barcode: 'FREE-1' },
        ])
      ).statusCode,
    ).toBe(200)
    expect(await held(a)).toEqual(['FREE-1', 'KEEP-1'])
    // The same barcode typed with spaces around it is the same barcode.
    expect(
      (
        await save(a, [
          { id: x, barcode: ' KEEP-1 ' },
          { id: y, barcode: 'FREE-1' },
        ])
      ).statusCode,
    ).toBe(200)
    expect((await save(a, [{ id: x, barcode: 'KEEP-1' }])).statusCode).toBe(200)
    expect(await held(a)).toEqual(['KEEP-1'])
    expect((await save(b, [{ id: x, barcode: 'FREE-1' }])).statusCode).toBe(200)
    expect(await held(b)).toEqual(['FREE-1'])
    const refused = await save(b, [{ id: x, barcode: 'KEEP-1' }])
    expect(errorsOf(refused)).toEqual({
      'tests.0.barcode': [`Штрихкод уже використано в замовленні ${a.code}`],
    })
    expect(await held(b)).toEqual(['FREE-1'])
  })

  it('refuses an empty barcode and one given twice in the cart; null is a tube not labelled yet', async () => {
    const a = await newOrder(t)
    const [x, y] = [testIds[0]!, testIds[1] ?? testIds[0]!]
    const empty = await save(a, [{ id: x, barcode: '   ' }])
    expect(empty.statusCode).toBe(422)
    expect(errorsOf(empty)).toEqual({ 'tests.0.barcode': ['Штрихкод не може бути порожнім'] })
    const twice = await save(a, [
      { id: x, barcode: 'TWICE' },
      { id: y, barcode: 'TWICE' },
    ])
    expect(twice.statusCode).toBe(422)
    expect(errorsOf(twice)).toEqual({ 'tests.1.barcode': ['Штрихкод уже використано в цьому замовленні'] })
    expect((await save(a, [{ id: x, barcode: null }, { id: y }])).statusCode).toBe(200)
    expect(await held(a)).toEqual([])
  })
})
