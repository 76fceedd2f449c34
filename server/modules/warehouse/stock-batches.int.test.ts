/**
 * GET /api/v2/warehouse/stock-batches: what a new inventory statement lists — a warehouse's batches with
 * stock on the book (an emptied batch is left out), and nothing of a warehouse outside the user's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StockBatch, StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { products } from '../../db/schema/catalogue'
import { warehouses } from '../../db/schema/places'
import { dayFromToday as day, pieces } from '../../../tests/support/stock-fixtures'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2 } from '../orders/order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function signed(body: object) {
  const res = await callV2(t, 'admin', 'POST', '/warehouse/documents', body)
  expect(res.statusCode, res.body).toBe(201)
  const doc = res.json<StockDocument>()
  const done = await callV2(t, 'admin', 'POST', `/warehouse/documents/${doc.id}/sign`, {
    version: doc.version,
  })
  expect(done.statusCode, done.body).toBe(200)
}

describe('a warehouse’s batches on the book', () => {
  it('lists each batch with stock, by name and earliest expiry, without emptied ones', async () => {
    const [p] = await t.db.db
      .insert(products)
      .values({
        name: `Бинт стерильний ${Date.now()}`,
        storageUnitId: pieces,
        useUnitId: pieces,
        sellingPrice: 1000,
      })
      .returning()
    const [w] = await t.db.db.insert(warehouses).values({ name: 'Склад партій' }).returning()
    const productId = p!.id
    const warehouseId = w!.id
    await signed({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      lines: [
        { productId, series: 'B2', expiresOn: day(90), quantity: 4 },
        { productId, series: 'B1', expiresOn: day(30), quantity: 6 },
        { productId, quantity: 2 },
      ],
    })
    await signed({ kind: 'sales', documentDate: day(0), warehouseId, lines: [{ productId, quantity: 2 }] })
    const res = await callV2(t, 'admin', 'GET', `/warehouse/stock-batches?warehouseId=${warehouseId}`)
    expect(res.statusCode, res.body).toBe(200)
    const batches = res.json<{ data: StockBatch[] }>().data
    // The sale took the earliest expiry first (B1: 6 → 4); the batch without series kept its 2.
    expect(batches.map((b) => [b.series, b.expiresOn, b.qty])).toEqual([
      ['B1', day(30), 4],
      ['B2', day(90), 4],
      [null, null, 2],
    ])
    expect(batches[0]!.productName).toBe(p!.name)

    // The demo storekeeper works with the central warehouse only: another one is as good as missing.
    const other = await callV2(t, 'warehouse', 'GET', `/warehouse/stock-batches?warehouseId=${warehouseId}`)
    expect(other.statusCode).toBe(404)
    expect((await callV2(t, 'admin', 'GET', '/warehouse/stock-batches')).statusCode).toBe(422)
  })
})
