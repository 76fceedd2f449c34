/**
 * Multimaterials (issue 19 item 1): a tests list prices collection materials; the set is saved whole
 * or not at all, with history, and a cart's material line costs what the order's tests list says — in
 * update-calculation and in the whole-list data the PWA's worker previews with.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PricedCart } from '../../../domain/pricing/priced-cart.schema'
import type { HistoryEntry, PriceListMaterial } from '../../../domain/price-lists/price-list.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { medicalCenterMaterials } from '../../db/schema/lab'
import { newOrder } from '../orders/order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'PUT', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url: `/api/settings/price-lists${url}`, ...(payload ? { payload } : {}) })
const materialsOf = async (listId: number) =>
  (await call('GET', `/${listId}/materials`)).json<{ data: PriceListMaterial[] }>().data

async function materialId(code: string) {
  const [m] = await t.db.db
    .select({ id: medicalCenterMaterials.id })
    .from(medicalCenterMaterials)
    .where(eq(medicalCenterMaterials.code, code))
  return m!.id
}

describe('materials of a price list', () => {
  it('replaces the set whole, records each change in the history, and refuses bad rows storing nothing', async () => {
    const order = await newOrder(t)
    const listId = order.mcTestPriceListId!
    const before = await materialsOf(listId)
    expect(before.map((m) => m.code).sort()).toEqual(['NPS', 'STL', 'UGS'])
    const [blood, swab] = [await materialId('BLV'), await materialId('NPS')]

    const saved = await call('PUT', `/${listId}/materials`, {
      materials: [
        { materialId: blood, price: 2_500 },
        { materialId: swab, price: 7_000, published: false },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(
      saved.json<{ data: PriceListMaterial[] }>().data.map((m) => [m.code, m.price, m.published]),
    ).toEqual([
      ['BLV', 2_500, true],
      ['NPS', 7_000, false],
    ])
    const history = (await call('GET', `/${listId}/history`)).json<{ data: HistoryEntry[] }>().data
    const subjects = history.map((h) => [h.action, h.subject.split(' ')[1]])
    expect(subjects).toEqual(
      expect.arrayContaining([
        ['create', 'BLV'],
        ['update', 'NPS'],
        ['delete', 'STL'],
        ['delete', 'UGS'],
      ]),
    )

    const bad = await call('PUT', `/${listId}/materials`, {
      materials: [
        { materialId: blood, price: 1 },
        { materialId: 999_999, price: 1 },
        { materialId: blood, price: 2 },
      ],
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({
      message: 'Ціни матеріалів не збережено',
      errors: {
        'materials.1.materialId': ['Значення не знайдено в довіднику'],
        'materials.2.materialId': ['Матеріал уже є в цьому прайс-листі'],
      },
    })
    const services = await call('PUT', `/${order.servicePriceListId!}/materials`, { materials: [] })
    expect(services.statusCode).toBe(422)
    expect(services.json()).toMatchObject({
      errors: { materials: ['Матеріали мають лише прайс-листи аналізів'] },
    })
    expect((await materialsOf(listId)).map((m) => m.price)).toEqual([2_500, 7_000])

    const negative = await call('PUT', `/${listId}/materials`, {
      materials: [{ materialId: blood, price: -1 }],
    })
    expect(negative.statusCode).toBe(422)
    expect((await call('GET', `/${listId}/materials`, undefined, 'registrar')).statusCode).toBe(403)
    expect((await call('GET', '/999999/materials')).statusCode).toBe(404)
  })

  it("charges a material line the order's tests list price; an unpublished or unlisted material costs nothing", async () => {
    const order = await newOrder(t)
    const listId = order.mcTestPriceListId!
    const [kit, stool, serum] = [await materialId('UGS'), await materialId('STL'), await materialId('SER')]
    const put = await call('PUT', `/${listId}/materials`, {
      materials: [
        { materialId: kit, price: 9_900 },
        { materialId: stool, price: 4_000, published: false },
      ],
    })
    expect(put.statusCode, put.body).toBe(200)

    const res = await t.as('cashier', {
      method: 'POST',
      url: `/api/api/v2/mc-orders/${order.id}/update-calculation`,
      payload: {
        materials: [
          { id: kit, quantity: 2 },
          { id: stool, quantity: 1 },
          { id: serum, quantity: 1 },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const priced = res.json<{ priceInfo: { priceCalculation: PricedCart } }>().priceInfo.priceCalculation
    expect(priced.lines.map((l) => [l.id, l.unitPrice, l.total])).toEqual([
      [kit, 9_900, 19_800],
      [stool, 0, 0],
      [serum, 0, 0],
    ])
    expect(priced.totals.total).toBe(19_800)

    // The worker's whole-list data prices it the same way.
    const refs = await t.as('registrar', {
      method: 'GET',
      url: `/api/api/v2/pricing-refs?mcTestPriceListId=${listId}`,
    })
    const served = refs.json<{ data: { refs: { materialPrices: unknown[] } } }>().data.refs.materialPrices
    expect(served).toEqual([{ priceListId: listId, materialId: kit, price: 9_900 }])
  })
})
