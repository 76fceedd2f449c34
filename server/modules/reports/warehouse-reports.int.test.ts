/**
 * The three warehouse reports through the real app, on a hand-made stock of two fresh warehouses moved
 * only by the ledger's own services (incoming, sales, transfer invoices signed, one signed and deleted)
 * and by finishing a client's order of the first one's filial: expired-goods (no period; the expiry
 * window of the item or of the filter), warehouse-operations (every move of today with its sign) and
 * warehouse-clients (the order's goods, with what the stock lacked). Rows, totals and filters are
 * checked by hand in the comments; then the scope (a keeper of other warehouses sees nothing until the
 * warehouse is theirs), the permission (403) and the Excel file read back.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import type { ReportAnswer, ReportOptions } from '../../../domain/reports/define-report'
import { PERIOD_NOT_CHOSEN, PERIOD_TOO_LONG, addDays } from '../../../domain/reports/report-period'
import { dayText } from '../../../domain/time/kyiv'
import type { McOrder } from '../../../domain/orders/order.schema'
import { queryRows } from '../../db/raw'
import { users } from '../../db/schema/auth'
import { products } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import { filials, warehouses } from '../../db/schema/places'
import { userWarehouses } from '../../db/schema/staff-users'
import { stockCategories } from '../../db/schema/warehouse'
import { readSheetRows } from '../../lib/excel/sheet-reader'
import { dayFromToday as day, pieces, runAs } from '../../../tests/support/stock-fixtures'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import type { StockDocumentCreate } from '../../../domain/warehouse/stock-document.schema'
import { createDocument, deleteDocument, signDocument } from '../warehouse/stock-documents.service'
import { callV2, confirmCart, newOrder, readOrder, setCart } from '../orders/order-fixtures'

let t: TestApp
const tag = `ЗвСклад ${Date.now()}`
const id = { w: 0, w2: 0, a: 0, b: 0, c: 0, category: 0, admin: 0, keeper: 0 }
let order: McOrder
let client = ''
const today = day(0)

const get = (url: string, login = 'admin') => t.as(login, { method: 'GET', url: `/api${url}` })
const report = async (url: string, login = 'admin') => {
  const res = await get(url, login)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<ReportAnswer>()
}
const short = (name: unknown) => String(name).slice(tag.length + 1)

/** A document made and signed through the warehouse service as the administrator. */
async function signed(doc: StockDocumentCreate) {
  const made = await runAs(t.db.db, id.admin, (m) => createDocument(m, doc))
  return runAs(t.db.db, id.admin, (m) => signDocument(m, made.id, made.version))
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db.db
  const [admin] = await db.select().from(users).where(eq(users.login, 'admin'))
  const [keeper] = await db.select().from(users).where(eq(users.login, 'warehouse'))
  id.admin = admin!.id
  id.keeper = keeper!.id
  const [category] = await db
    .insert(stockCategories)
    .values({ name: `${tag} категорія` })
    .returning()
  id.category = category!.id
  const product = async (
    name: string,
    values: Omit<Partial<typeof products.$inferInsert>, 'storageUnitId' | 'sellingPrice'> & {
      sellingPrice: number
    },
    storage = pieces,
  ) => {
    const [p] = await db
      .insert(products)
      .values({ name: `${tag} ${name}`, storageUnitId: storage, useUnitId: pieces, ...values })
      .returning()
    return p!.id
  }
  // A: boxes of 10 pieces, 5 days' notice; B: pieces, no notice of its own (30 days); C: never in stock.
  id.a = await product(
    'A',
    {
      useUnitsPerStorageUnit: 10,
      categoryId: id.category,
      expiration: true,
      daysToExpiration: 5,
      sellingPrice: 500,
    },
    sql<number>`(SELECT id FROM nomenclature_units WHERE name = 'уп')`,
  )
  id.b = await product('B', { useUnitsPerStorageUnit: 1, sellingPrice: 100 })
  id.c = await product('C', { useUnitsPerStorageUnit: 1, sellingPrice: 50 })

  // W is the only warehouse of a fresh filial (the order's goods come from it); W2 is another one.
  const cityId = (await queryRows<{ id: number }>(db, sql`SELECT id FROM cities ORDER BY id LIMIT 1`))[0]!.id
  const [filial] = await db
    .insert(filials)
    .values({ name: `${tag} філія`, code: `wr-${Date.now()}`, cityId })
    .returning()
  const [w] = await db
    .insert(warehouses)
    .values({ name: `${tag} склад`, filialId: filial!.id })
    .returning()
  const [w2] = await db
    .insert(warehouses)
    .values({ name: `${tag} склад 2` })
    .returning()
  id.w = w!.id
  id.w2 = w2!.id

  await signed({
    kind: 'incoming',
    documentDate: today,
    warehouseId: id.w,
    lines: [
      { productId: id.a, series: 'A-OLD', expiresOn: day(-2), quantity: 12, unitCost: 2.5 },
      { productId: id.a, series: 'A-SOON', expiresOn: day(3), quantity: 25, unitCost: 4 },
      { productId: id.a, series: 'A-LATE', expiresOn: day(20), quantity: 40, unitCost: 4 },
      { productId: id.b, series: 'B1', expiresOn: day(10), quantity: 7, unitCost: 100 },
      { productId: id.b, series: 'B2', expiresOn: null, quantity: 5 },
    ],
  })
  await signed({
    kind: 'incoming',
    documentDate: today,
    warehouseId: id.w2,
    lines: [{ productId: id.b, series: 'B9', expiresOn: day(1), quantity: 3, unitCost: 10 }],
  })
  // Sold 5 pieces of A: FEFO skips the expired batch and takes A-SOON.
  await signed({
    kind: 'sales',
    documentDate: today,
    warehouseId: id.w,
    lines: [{ productId: id.a, quantity: 5 }],
  })
  // Received and deleted: +4 and its reversal −4.
  const mistaken = await signed({
    kind: 'incoming',
    documentDate: today,
    warehouseId: id.w,
    lines: [{ productId: id.b, series: 'B3', expiresOn: day(100), quantity: 4, unitCost: 1 }],
  })
  await runAs(t.db.db, id.admin, (m) => deleteDocument(m, mistaken.id))
  // 2 pieces of B1 to W2.
  await signed({
    kind: 'transfer',
    documentDate: today,
    warehouseId: id.w,
    targetWarehouseId: id.w2,
    lines: [{ productId: id.b, series: 'B1', expiresOn: day(10), quantity: 2 }],
  })

  // A client's order of W's filial: 1 box of A (10 pieces), 3 of B, 2 of C (none in stock), finished.
  const o = await newOrder(t)
  await setCart(t, o, {
    products: [
      { id: id.a, quantity: 1 },
      { id: id.b, quantity: 3 },
      { id: id.c, quantity: 2 },
    ],
  })
  await confirmCart(t, o)
  const finishCart = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, {
    payFromInsuranceCompany: false,
  })
  expect(finishCart.statusCode, finishCart.body).toBe(200)
  await db.update(orders).set({ filialId: filial!.id }).where(eq(orders.id, o.id))
  const done = await t.as('cashier', {
    method: 'POST',
    url: `/api/api/v2/mc-orders/${o.id}/finish`,
    headers: { 'idempotency-key': randomUUID() },
    payload: {},
  })
  expect(done.statusCode, done.body).toBe(200)
  order = await readOrder(t, o.id)
  const [named] = await queryRows<{ name: string }>(
    db,
    sql`SELECT concat_ws(' ', surname, name, patronymic) AS name FROM clients WHERE id = ${order.crmClientId}`,
  )
  client = named!.name
})
afterAll(async () => {
  await t?.close()
})

describe('expired goods', () => {
  it('lists the batches in stock expired or within their item’s notice, with balances, boxes and cost', async () => {
    const got = await report(`/reports/expired-goods?warehouseId=${id.w}`)
    // A-OLD expired 2 days ago; A-SOON (25 − 5 sold − 10 to the order) within A's 5 days; A-LATE (20
    // days) is not; B1 (7 − 2 moved − 3 to the order) within the default 30 days; B2 has no expiry.
    expect(got.rows.map((r) => [r.expiresOn, r.state, r.daysLeft, short(r.product), r.series])).toEqual([
      [day(-2), 'Прострочено', -2, 'A', 'A-OLD'],
      [day(3), 'Закінчується термін', 3, 'A', 'A-SOON'],
      [day(10), 'Закінчується термін', 10, 'B', 'B1'],
    ])
    expect(got.rows.map((r) => [r.quantity, r.useUnit, r.balanceText, r.cost, r.warehouse])).toEqual([
      [12, 'шт', '1 уп + 2 шт', 30, `${tag} склад`], // 12 × 2.5 kop
      [10, 'шт', '1 уп', 40, `${tag} склад`], // 10 × 4
      [2, 'шт', '2 шт', 200, `${tag} склад`], // 2 × 100
    ])
    expect(got.rows[0]).toMatchObject({ category: `${tag} категорія` })
    expect(got.totals).toEqual({ quantity: 24, cost: 270 })
    expect(got).toMatchObject({ total: 3, page: 1, pageSize: 15 })
  })

  it('takes the days typed in instead of the item’s notice, and filters by stock and category', async () => {
    const series = async (query: string) =>
      (await report(`/reports/expired-goods?${query}`)).rows.map((r) => r.series)
    expect(await series(`warehouseId=${id.w}&expiringDays=0`)).toEqual(['A-OLD'])
    expect(await series(`warehouseId=${id.w}&expiringDays=25`)).toEqual(['A-OLD', 'A-SOON', 'B1', 'A-LATE'])
    expect(await series(`warehouseId=${id.w}&stockCategoryId=${id.category}`)).toEqual(['A-OLD', 'A-SOON'])
    // W2: its own B9 (tomorrow) and the 2 pieces of B1 moved in.
    expect(await series(`warehouseId=${id.w2}`)).toEqual(['B9', 'B1'])
  })

  it('takes no period, and refuses a bad filter on its field', async () => {
    expect(
      (await get(`/reports/expired-goods?warehouseId=${id.w}&from=${today}&to=${today}`)).statusCode,
    ).toBe(422)
    for (const bad of ['expiringDays=-1', 'expiringDays=99999', 'warehouseId=0', 'stockCategoryId=x'])
      expect((await get(`/reports/expired-goods?${bad}`)).statusCode, bad).toBe(422)
  })
})

describe('warehouse operations', () => {
  const period = `from=${today}&to=${today}`

  it('lists every move of the period with its document, in and out, and the signed cost', async () => {
    const got = await report(`/reports/warehouse-operations?${period}&warehouseId=${id.w}`)
    expect(
      got.rows.map((r) => [r.operation, short(r.product), r.series, r.quantityIn, r.quantityOut, r.cost]),
    ).toEqual([
      ['Надходження', 'A', 'A-OLD', 12, 0, 30],
      ['Надходження', 'A', 'A-SOON', 25, 0, 100],
      ['Надходження', 'A', 'A-LATE', 40, 0, 160],
      ['Надходження', 'B', 'B1', 7, 0, 700],
      ['Надходження', 'B', 'B2', 5, 0, null],
      ['Видача', 'A', 'A-SOON', 0, 5, -20],
      ['Надходження', 'B', 'B3', 4, 0, 4],
      ['Сторно (документ видалено)', 'B', 'B3', 0, 4, -4],
      ['Переміщення: видача', 'B', 'B1', 0, 2, -200],
      ['Продаж за замовленням', 'A', 'A-SOON', 0, 10, -40],
      ['Продаж за замовленням', 'B', 'B1', 0, 3, -300],
    ])
    expect(got.rows[0]).toMatchObject({ documentDate: today, warehouse: `${tag} склад`, useUnit: 'шт' })
    expect(String(got.rows[0]!.document)).toMatch(/^Прибуткова накладна № /)
    expect(got.rows[9]).toMatchObject({ document: `Замовлення № ${order.code}`, documentDate: null })
    // In 12 + 25 + 40 + 7 + 5 + 4 = 93; out 5 + 4 + 2 + 10 + 3 = 24; cost 994 − 564 = 430.
    expect(got.totals).toEqual({ quantityIn: 93, quantityOut: 24, cost: 430 })
    expect(got.total).toBe(11)
  })

  it('filters by the document’s type: an order, a transfer received, incoming with its reversal', async () => {
    const ops = async (query: string) =>
      (await report(`/reports/warehouse-operations?${period}&${query}`)).rows.map(
        (r) => `${r.operation} ${r.series} ${Number(r.quantityIn) - Number(r.quantityOut)}`,
      )
    expect(await ops(`warehouseId=${id.w}&operationKind=order`)).toEqual([
      'Продаж за замовленням A-SOON -10',
      'Продаж за замовленням B1 -3',
    ])
    expect(await ops(`warehouseId=${id.w2}&operationKind=transfer`)).toEqual([
      'Переміщення: надходження B1 2',
    ])
    expect(await ops(`warehouseId=${id.w}&operationKind=incoming`)).toHaveLength(7)
    const bad = await get(`/reports/warehouse-operations?${period}&operationKind=gift`)
    expect(bad.statusCode).toBe(422)
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.operation_kind).toEqual([
      'Оберіть тип документа зі списку',
    ])
  })

  it('needs a period of at most 30 days, in the spec’s words', async () => {
    const none = await get(`/reports/warehouse-operations?warehouseId=${id.w}`)
    expect(none.statusCode).toBe(422)
    expect(none.json<{ errors: Record<string, string[]> }>().errors.from).toEqual([PERIOD_NOT_CHOSEN])
    const long = await get(`/reports/warehouse-operations?from=${addDays(today, -30)}&to=${today}`)
    expect(long.json<{ errors: Record<string, string[]> }>().errors.to).toEqual([PERIOD_TOO_LONG])
    // Yesterday: none of these moves.
    const before = await report(
      `/reports/warehouse-operations?from=${addDays(today, -1)}&to=${addDays(today, -1)}&warehouseId=${id.w}`,
    )
    expect(before).toMatchObject({ rows: [], total: 0, totals: { quantityIn: 0, quantityOut: 0, cost: 0 } })
  })
})

describe('warehouse clients', () => {
  it('lists the goods of the finished order: sold, not covered by the stock, money and cost', async () => {
    const got = await report(`/reports/warehouse-clients?from=${today}&to=${today}&warehouseId=${id.w}`)
    const money = Object.fromEntries(
      order.priceInfo!.priceCalculation.lines.filter((l) => l.kind === 'product').map((l) => [l.id, l.total]),
    )
    // Without a discount the money is the selling price × boxes: 500, 3 × 100, 2 × 50.
    expect(money).toEqual({ [id.a]: 500, [id.b]: 300, [id.c]: 100 })
    expect(
      got.rows.map((r) => [r.order, r.client, short(r.product), r.quantity, r.shortfall, r.sum, r.cost]),
    ).toEqual([
      [order.code, client, 'A', 10, 0, 500, 40], // 1 box = 10 pieces of A-SOON at 4
      [order.code, client, 'B', 3, 0, 300, 300], // 3 of B1 at 100
      [order.code, client, 'C', 2, 2, 100, null], // none in stock
    ])
    expect(got.rows[0]).toMatchObject({ day: today, warehouse: `${tag} склад`, useUnit: 'шт' })
    expect(got.totals).toEqual({ quantity: 15, shortfall: 2, sum: 900, cost: 340 })
  })
})

describe('who sees the warehouse reports', () => {
  const urls = () => [
    `/reports/expired-goods?warehouseId=${id.w}`,
    `/reports/warehouse-operations?from=${today}&to=${today}&warehouseId=${id.w}`,
    `/reports/warehouse-clients?from=${today}&to=${today}&warehouseId=${id.w}`,
  ]

  it('a keeper of other warehouses sees nothing of this one, until it is theirs', async () => {
    for (const url of urls())
      expect(await report(url, 'warehouse'), url).toMatchObject({ rows: [], total: 0 })
    // Without the stock filter the sums are theirs only: none of this warehouse's operations.
    const theirs = await report(`/reports/warehouse-operations?from=${today}&to=${today}`, 'warehouse')
    expect(theirs.rows.map((r) => r.warehouse)).not.toContain(`${tag} склад`)
    const options = (await get('/reports/expired-goods/options', 'warehouse')).json<ReportOptions>()
    expect(options.warehouseId?.map((w) => w.id)).not.toContain(id.w)
    expect(Object.keys(options).sort()).toEqual(['stockCategoryId', 'warehouseId'])

    await t.db.db.insert(userWarehouses).values({ userId: id.keeper, warehouseId: id.w })
    try {
      expect((await report(urls()[0]!, 'warehouse')).total).toBe(3)
      expect((await report(urls()[2]!, 'warehouse')).totals).toMatchObject({ quantity: 15 })
      expect((await report(`/reports/expired-goods?warehouseId=${id.w2}`, 'warehouse')).total).toBe(0)
      const now = (await get('/reports/expired-goods/options', 'warehouse')).json<ReportOptions>()
      expect(now.warehouseId?.map((w) => w.id)).toContain(id.w)
      expect(now.warehouseId?.map((w) => w.id)).not.toContain(id.w2)
    } finally {
      await t.db.db
        .delete(userWarehouses)
        .where(and(eq(userWarehouses.userId, id.keeper), eq(userWarehouses.warehouseId, id.w)))
    }
  })

  it('answers 403 without the report’s permission', async () => {
    for (const url of urls()) {
      expect((await get(url, 'registrar')).statusCode, url).toBe(403)
      const [path, query] = url.split('?')
      expect((await get(`${path}/export.xlsx?${query}`, 'registrar')).statusCode, url).toBe(403)
      expect((await get(`${path}/options`, 'registrar')).statusCode, url).toBe(403)
    }
  })
})

describe('the Excel export', () => {
  it('opens with the rows, the money in hryvnias and a «Разом» row; the file is named by today', async () => {
    const res = await get(`/reports/expired-goods/export.xlsx?warehouseId=${id.w}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`Прострочені товари ${dayText(today)}.xlsx`),
    )
    const sheet: unknown[][] = []
    for await (const row of readSheetRows(res.rawPayload)) sheet.push(row.cells)
    expect(sheet[0]).toEqual([
      'Термін придатності',
      'Стан',
      'Днів залишилось',
      'Найменування',
      'Категорія',
      'Склад',
      'Серія',
      'Залишок, од. використання',
      'Одиниця',
      'Залишок в од. зберігання',
      'Собівартість',
    ])
    expect(sheet.slice(1, 4).map((r) => [r[0], r[6], r[7], r[9], r[10]])).toEqual([
      [dayText(day(-2)), 'A-OLD', 12, '1 уп + 2 шт', 0.3],
      [dayText(day(3)), 'A-SOON', 10, '1 уп', 0.4],
      [dayText(day(10)), 'B1', 2, '2 шт', 2],
    ])
    expect(sheet[4]).toEqual(['Разом', null, null, null, null, null, null, 24, null, null, 2.7])
    expect(sheet).toHaveLength(5)

    const ops = await get(
      `/reports/warehouse-clients/export.xlsx?from=${today}&to=${today}&warehouseId=${id.w}`,
    )
    expect(ops.statusCode).toBe(200)
    const rows: unknown[][] = []
    for await (const row of readSheetRows(ops.rawPayload)) rows.push(row.cells)
    expect(rows.at(-1)?.[0]).toBe('Разом')
    expect(rows.at(-1)?.[8]).toBe(9) // 900 kopiykas
  })
})
