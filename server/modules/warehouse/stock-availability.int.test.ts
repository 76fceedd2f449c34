/**
 * The stock availability through the API: the balance split into whole storage units and a remainder,
 * below the minimum (a flag and a filter), expired / expiring marks and the expiring-within-N-days
 * filter, the category and name filters, the user's scope, and the Excel export under the same filters.
 * Numbers checked by hand in the comments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { kyivDay } from '../../../domain/time/kyiv'
import type { StockAvailabilityRow } from '../../../domain/warehouse/stock-document.schema'
import { readSheetRows } from '../../lib/excel/sheet-reader'
import { products } from '../../db/schema/catalogue'
import { warehouses } from '../../db/schema/places'
import { stockCategories } from '../../db/schema/warehouse'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2 } from '../orders/order-fixtures'

const unit = (name: string) => sql<number>`(SELECT id FROM nomenclature_units WHERE name = ${name})`

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const day = (offset: number) => kyivDay(new Date(Date.now() + offset * 86_400_000))
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.')
const tag = `Наявн ${Date.now()}`

const receive = async (warehouseId: number, lines: object[]) => {
  const res = await callV2(t, 'admin', 'POST', '/warehouse/documents', {
    kind: 'incoming',
    documentDate: day(0),
    warehouseId,
    lines,
  })
  expect(res.statusCode, res.body).toBe(201)
  const doc = res.json<{ id: number; version: number }>()
  const signed = await callV2(t, 'admin', 'POST', `/warehouse/documents/${doc.id}/sign`, {
    version: doc.version,
  })
  expect(signed.statusCode, signed.body).toBe(200)
}

const id = { a: 0, b: 0, c: 0, stock: 0, central: 0, category: 0 }
const rows = async (query: string, login = 'admin') => {
  const res = await callV2(
    t,
    login,
    'GET',
    `/warehouse/stock-availability?search=${encodeURIComponent(tag)}&${query}`,
  )
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: StockAvailabilityRow[]; meta: { total: number } }>()
}
const names = (r: { data: StockAvailabilityRow[] }) =>
  r.data.map((x) => `${x.productName.slice(tag.length + 1)} @ ${x.warehouseName}`)

beforeAll(async () => {
  const [category] = await t.db.db
    .insert(stockCategories)
    .values({ name: `${tag} категорія` })
    .returning()
  id.category = category!.id
  const product = async (name: string, values: Partial<typeof products.$inferInsert>, storage = 'уп') => {
    const [p] = await t.db.db
      .insert(products)
      .values({
        name: `${tag} ${name}`,
        storageUnitId: unit(storage),
        useUnitId: unit('шт'),
        sellingPrice: 100,
        ...values,
      })
      .returning()
    return p!.id
  }
  // A: 10 pieces a pack, minimum 3 packs (30 pieces); B: pieces only, no minimum; C: like A, 5 days' notice.
  id.a = await product('A', {
    categoryId: id.category,
    useUnitsPerStorageUnit: 10,
    minCount: 3,
    expiration: true,
  })
  id.b = await product('B', { useUnitsPerStorageUnit: 1 }, 'шт')
  id.c = await product('C', {
    categoryId: id.category,
    useUnitsPerStorageUnit: 10,
    minCount: 3,
    expiration: true,
    daysToExpiration: 5,
  })
  const [w] = await t.db.db
    .insert(warehouses)
    .values({ name: `${tag} склад` })
    .returning()
  id.stock = w!.id
  const [central] = await t.db.db.select().from(warehouses).where(eq(warehouses.name, 'Центральний склад'))
  id.central = central!.id
  await receive(id.stock, [
    // A: 20 + 5 = 25 pieces = 2 packs + 5 pieces, below 30; nearest expiry in 10 days (within the default 30).
    { productId: id.a, series: 'A1', expiresOn: day(40), quantity: 20 },
    { productId: id.a, series: 'A2', expiresOn: day(10), quantity: 5 },
    // B: 7 pieces, no expiry, no minimum.
    { productId: id.b, quantity: 7 },
    // C: 30 pieces = exactly 3 packs, not below 3; expiry in 20 days, beyond its own 5 days' notice.
    { productId: id.c, series: 'C1', expiresOn: day(20), quantity: 30 },
  ])
  // A in the central warehouse: 3 pieces (no whole pack), below the minimum.
  await receive(id.central, [{ productId: id.a, series: 'A3', expiresOn: day(60), quantity: 3 }])
})

describe('stock availability', () => {
  it('splits the balance into packs and pieces, flags below the minimum and marks the expiry', async () => {
    const all = await rows('perPage=100')
    expect(all.meta.total).toBe(4)
    expect(
      all.data.map((r) => [
        names({ data: [r] })[0],
        r.balance,
        r.balanceText,
        r.belowMin,
        r.nearestExpiry,
        r.expiryState,
      ]),
    ).toEqual([
      [`A @ ${tag} склад`, 25, '2 уп + 5 шт', true, day(10), 'expiring'],
      [`A @ Центральний склад`, 3, '3 шт', true, day(60), null],
      [`B @ ${tag} склад`, 7, '7 шт', false, null, null],
      [`C @ ${tag} склад`, 30, '3 уп', false, day(20), null],
    ])
    expect(all.data[0]).toMatchObject({
      storageUnits: 2,
      remainder: 5,
      minCount: 3,
      storageUnit: 'уп',
      useUnit: 'шт',
      categoryName: `${tag} категорія`,
    })
  })

  it('filters below the minimum, expiring within N days, by category and by stock, and pages', async () => {
    expect(names(await rows('belowMin=true'))).toEqual([`A @ ${tag} склад`, `A @ Центральний склад`])
    // Within 15 days: A's 10-day batch; C's 20-day one is not; 25 days: both.
    expect(names(await rows('expiringDays=15'))).toEqual([`A @ ${tag} склад`])
    expect(names(await rows('expiringDays=25'))).toEqual([`A @ ${tag} склад`, `C @ ${tag} склад`])
    expect(names(await rows(`categoryId=${id.category}&warehouseId=${id.stock}`))).toEqual([
      `A @ ${tag} склад`,
      `C @ ${tag} склад`,
    ])
    const second = await rows('perPage=1&page=2')
    expect(second.meta.total).toBe(4)
    expect(names(second)).toEqual([`A @ Центральний склад`])
  })

  it('refuses a bad filter with 422', async () => {
    for (const bad of [
      'expiringDays=-1',
      'expiringDays=99999',
      'belowMin=yes',
      'categoryId=0',
      'search=%00',
      'nope=1',
    ]) {
      const res = await callV2(t, 'admin', 'GET', `/warehouse/stock-availability?${bad}`)
      expect(res.statusCode, bad).toBe(422)
    }
  })

  it('shows a warehouse keeper only their warehouses, in the page and in the export', async () => {
    expect(names(await rows('', 'warehouse'))).toEqual([`A @ Центральний склад`])
    const file = await t.as('warehouse', {
      method: 'GET',
      url: `/api/api/v2/warehouse/stock-availability/export.xlsx?search=${encodeURIComponent(tag)}`,
    })
    expect(file.statusCode).toBe(200)
    const sheet: unknown[][] = []
    for await (const row of readSheetRows(file.rawPayload)) sheet.push(row.cells)
    expect(sheet).toHaveLength(2)
    expect(sheet[1]).toEqual([
      `${tag} A`,
      `${tag} категорія`,
      'Центральний склад',
      3,
      'шт',
      '3 шт',
      // No open order holds any: nothing reserved, all available.
      0,
      3,
      '3 уп',
      'Так',
      ddmmyyyy(day(60)),
      // The empty «Стан терміну» cell ends the row.
    ])
    const options = await callV2(t, 'warehouse', 'GET', '/warehouse/stock-availability/options')
    const theirs = options.json<{ warehouses: { id: number }[] }>().warehouses.map((w) => w.id)
    expect(theirs).toContain(id.central)
    expect(theirs).not.toContain(id.stock)
    expect((await callV2(t, 'registrar', 'GET', '/warehouse/stock-availability')).statusCode).toBe(403)
  })

  it('exports every row under the filters with Ukrainian headers and the expiry in words', async () => {
    const file = await t.as('admin', {
      method: 'GET',
      url: `/api/api/v2/warehouse/stock-availability/export.xlsx?search=${encodeURIComponent(tag)}&warehouseId=${id.stock}`,
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('Наявність товарів.xlsx'))
    const sheet: unknown[][] = []
    for await (const row of readSheetRows(file.rawPayload)) sheet.push(row.cells)
    expect(sheet[0]).toEqual([
      'Найменування',
      'Категорія',
      'Склад',
      'Залишок (од. використання)',
      'Одиниця використання',
      'Залишок',
      'Резерв (од. використання)',
      'Доступно (од. використання)',
      'Мінімальна кількість',
      'Нижче мінімуму',
      'Найближчий термін придатності',
      'Стан терміну',
    ])
    expect(sheet.slice(1).map((r) => [r[0], r[5], r[9], r[11] ?? null])).toEqual([
      [`${tag} A`, '2 уп + 5 шт', 'Так', 'Закінчується термін'],
      [`${tag} B`, '7 шт', 'Ні', null],
      [`${tag} C`, '3 уп', 'Ні', null],
    ])
  })
})
