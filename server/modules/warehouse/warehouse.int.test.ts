/**
 * Warehouse documents through the API: a signed invoice moves stock, a deleted one is reversed (never
 * below zero), sales take batches earliest expiry first and never expired ones, an inventory posts the
 * counted minus the balance at signing, backdating before a signed inventory is refused, a retried sign
 * changes nothing, and a user sees only the warehouses assigned to them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { queryRows } from '../../db/raw'
import { products } from '../../db/schema/catalogue'
import { warehouses } from '../../db/schema/places'
import { dayFromToday as day, pieces } from '../../../tests/support/stock-fixtures'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf } from '../orders/order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

let seq = 0
/** A fresh product and warehouse, so the demo stock does not blur the balances. */
const fresh = async () => {
  seq += 1
  const [p] = await t.db.db
    .insert(products)
    .values({
      name: `Тест товар ${seq} ${Date.now()}`,
      storageUnitId: pieces,
      useUnitId: pieces,
      sellingPrice: 1000,
    })
    .returning()
  const [w] = await t.db.db
    .insert(warehouses)
    .values({ name: `Тест склад ${seq}` })
    .returning()
  return { productId: p!.id, warehouseId: w!.id }
}

const create = async (body: object, login = 'admin') => {
  const res = await callV2(t, login, 'POST', '/warehouse/documents', body)
  return res
}
const created = async (body: object) => {
  const res = await create(body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<StockDocument>()
}
const sign = (d: StockDocument, login = 'admin') =>
  callV2(t, login, 'POST', `/warehouse/documents/${d.id}/sign`, { version: d.version })
const signed = async (body: object) => {
  const res = await sign(await created(body))
  expect(res.statusCode, res.body).toBe(200)
  return res.json<StockDocument>()
}
const remove = (d: StockDocument, login = 'admin') =>
  t.as(login, { method: 'DELETE', url: `/api/api/v2/warehouse/documents/${d.id}` })

const receive = (warehouseId: number, productId: number, lines: object[]) =>
  signed({
    kind: 'incoming',
    documentDate: day(0),
    warehouseId,
    lines: lines.map((l) => ({ productId, ...l })),
  })

/** The batches of a product in a warehouse, as the ledger's cached balances hold them. */
const batches = (warehouseId: number, productId: number) =>
  queryRows<{ series: string; expires_on: string | null; qty: number }>(
    t.db.db,
    sql`SELECT series, expires_on::text, qty FROM stock_balances
        WHERE warehouse_id = ${warehouseId} AND product_id = ${productId} ORDER BY expires_on NULLS LAST, id`,
  )
const moveCount = async (documentId: number) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.db.db,
        sql`SELECT count(*) AS n FROM stock_moves WHERE document_id = ${documentId}`,
      )
    )[0]?.n,
  )

describe('incoming and sales invoices', () => {
  it('moves stock only when signed, and shows it in the stock availability with the nearest expiry', async () => {
    const { productId, warehouseId } = await fresh()
    const doc = await created({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      lines: [
        { productId, series: 'A1', expiresOn: day(60), quantity: 30, unitCost: 33.3333, vatRate: 20 },
        { productId, series: 'B2', expiresOn: day(30), quantity: 10, unitCost: 50 },
      ],
    })
    expect(doc).toMatchObject({
      state: 'saved',
      stateLabel: 'Збережено',
      kindLabel: 'Прибуткова накладна',
      total: 1500,
    })
    expect(doc.number).toMatch(/^ПН-\d{6}$/)
    expect(await batches(warehouseId, productId)).toEqual([])
    const res = await sign(doc)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<StockDocument>()).toMatchObject({ state: 'signed', version: doc.version + 1 })
    const avail = await callV2(t, 'admin', 'GET', `/warehouse/stock-availability?warehouseId=${warehouseId}`)
    expect(avail.json()).toMatchObject({
      data: [{ productId, warehouseId, balance: 40, nearestExpiry: day(30) }],
      meta: { total: 1 },
    })
  })

  it('sells the earliest unexpired batch first and never an expired one', async () => {
    const { productId, warehouseId } = await fresh()
    await receive(warehouseId, productId, [
      { series: 'LATE', expiresOn: day(90), quantity: 5 },
      { series: 'OLD', expiresOn: day(-1), quantity: 7 },
      { series: 'SOON', expiresOn: day(10), quantity: 4 },
    ])
    await signed({ kind: 'sales', documentDate: day(0), warehouseId, lines: [{ productId, quantity: 6 }] })
    expect(await batches(warehouseId, productId)).toEqual([
      { series: 'OLD', expires_on: day(-1), qty: 7 },
      { series: 'SOON', expires_on: day(10), qty: 0 },
      { series: 'LATE', expires_on: day(90), qty: 3 },
    ])
    // 3 unexpired left, 7 expired: selling 4 is refused, and nothing moves.
    const tooMuch = await sign(
      await created({
        kind: 'sales',
        documentDate: day(0),
        warehouseId,
        lines: [{ productId, quantity: 4 }],
      }),
    )
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json()).toMatchObject({ code: 'stock_not_enough' })
    expect(errorsOf(tooMuch)['lines.0.quantity']?.[0]).toMatch(/^Недостатньо залишку .* бракує 1 од\.$/)
    const expired = await sign(
      await created({
        kind: 'sales',
        documentDate: day(0),
        warehouseId,
        lines: [{ productId, series: 'OLD', quantity: 1 }],
      }),
    )
    expect(expired.statusCode).toBe(422)
    expect(expired.json<{ message: string }>().message).toBe('Партія «OLD» прострочена: її не можна видати')
    expect((await batches(warehouseId, productId)).map((b) => b.qty)).toEqual([7, 0, 3])
  })

  it('a retried sign changes nothing; a deleted document cannot be signed', async () => {
    const { productId, warehouseId } = await fresh()
    const doc = await created({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      lines: [{ productId, quantity: 8 }],
    })
    expect((await sign(doc)).statusCode).toBe(200)
    const again = await sign(doc)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ state: 'signed', version: doc.version + 1 })
    expect(await moveCount(doc.id)).toBe(1)
    expect((await batches(warehouseId, productId))[0]?.qty).toBe(8)

    const other = await created({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      lines: [{ productId, quantity: 2 }],
    })
    expect((await remove(other)).json()).toMatchObject({ state: 'deleted', stateLabel: 'Видалено' })
    expect(await moveCount(other.id)).toBe(0)
    const late = await sign(other)
    expect(late.statusCode).toBe(409)
    expect(late.json<{ message: string }>().message).toBe('Документ видалено: його не можна підписати')
  })

  it('deleting a signed invoice posts reversing moves, and is refused when the goods are already gone', async () => {
    const { productId, warehouseId } = await fresh()
    const first = await receive(warehouseId, productId, [{ quantity: 10 }])
    const second = await receive(warehouseId, productId, [{ quantity: 5 }])
    await signed({ kind: 'sales', documentDate: day(0), warehouseId, lines: [{ productId, quantity: 8 }] })
    const refused = await remove(first)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'stock_negative' })
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Документ неможливо видалити: залишок «.*» став би від’ємним/,
    )
    expect((await batches(warehouseId, productId))[0]?.qty).toBe(7)

    const ok = await remove(second)
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await batches(warehouseId, productId))[0]?.qty).toBe(2)
    // The invoice's move stays; a reversal undoes it.
    const moves = await queryRows<{ kind: string; qty: number }>(
      t.db.db,
      sql`SELECT kind, qty FROM stock_moves WHERE document_id = ${second.id} ORDER BY id`,
    )
    expect(moves).toEqual([
      { kind: 'incoming', qty: 5 },
      { kind: 'reversal', qty: -5 },
    ])
    expect((await remove(second)).statusCode).toBe(200)
    expect(await moveCount(second.id)).toBe(2)
  })

  it('a transfer takes from one warehouse and puts the same batch into the other', async () => {
    const { productId, warehouseId } = await fresh()
    const { warehouseId: target } = await fresh()
    await receive(warehouseId, productId, [{ series: 'T1', expiresOn: day(20), quantity: 9 }])
    const bad = await create({
      kind: 'transfer',
      documentDate: day(0),
      warehouseId,
      lines: [{ productId, quantity: 1 }],
    })
    expect(errorsOf(bad)).toEqual({ target_warehouse_id: ['Оберіть склад-отримувач'] })
    await signed({
      kind: 'transfer',
      documentDate: day(0),
      warehouseId,
      targetWarehouseId: target,
      lines: [{ productId, quantity: 4 }],
    })
    expect(await batches(warehouseId, productId)).toEqual([{ series: 'T1', expires_on: day(20), qty: 5 }])
    expect(await batches(target, productId)).toEqual([{ series: 'T1', expires_on: day(20), qty: 4 }])
  })
})

describe('inventory statements and backdating', () => {
  it('snapshots the book quantity and posts the counted minus the balance at signing', async () => {
    const { productId, warehouseId } = await fresh()
    await receive(warehouseId, productId, [{ series: 'I1', quantity: 20 }])
    const inv = await created({
      kind: 'inventory',
      documentDate: day(0),
      warehouseId,
      lines: [{ productId, series: 'I1', quantity: 15 }],
    })
    expect(inv.lines[0]).toMatchObject({ expectedQuantity: 20, currentQuantity: 20, quantity: 15 })
    // A sale between the count and the signing: the statement shows it, and the signing posts 15 − 18.
    await signed({ kind: 'sales', documentDate: day(0), warehouseId, lines: [{ productId, quantity: 2 }] })
    const read = await callV2(t, 'admin', 'GET', `/warehouse/documents/${inv.id}`)
    expect(read.json<StockDocument>().lines[0]).toMatchObject({ expectedQuantity: 20, currentQuantity: 18 })
    expect((await sign(inv)).statusCode).toBe(200)
    expect(await batches(warehouseId, productId)).toEqual([{ series: 'I1', expires_on: null, qty: 15 }])
    const moves = await queryRows<{ qty: number }>(
      t.db.db,
      sql`SELECT qty FROM stock_moves WHERE document_id = ${inv.id}`,
    )
    expect(moves).toEqual([{ qty: -3 }])
  })

  it('refuses a document dated before the last signed inventory of its warehouse', async () => {
    const { productId, warehouseId } = await fresh()
    await signed({
      kind: 'inventory',
      documentDate: day(0),
      warehouseId,
      lines: [{ productId, quantity: 3 }],
    })
    const res = await create({
      kind: 'incoming',
      documentDate: day(-1),
      warehouseId,
      lines: [{ productId, quantity: 1 }],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'stock_backdated' })
    expect(errorsOf(res).document_date?.[0]).toBe(
      `Дата документа раніше останньої підписаної інвентаризації складу (${day(0)}): оберіть дату від ${day(0)}`,
    )
    expect(
      (
        await create({
          kind: 'incoming',
          documentDate: day(0),
          warehouseId,
          lines: [{ productId, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201)
  })

  it('edits a saved document with its version only', async () => {
    const { productId, warehouseId } = await fresh()
    const doc = await created({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      lines: [{ productId, quantity: 1 }],
    })
    const ok = await callV2(t, 'admin', 'PATCH', `/warehouse/documents/${doc.id}`, {
      version: doc.version,
      comment: 'Поставка',
      lines: [{ productId, quantity: 7 }],
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({
      comment: 'Поставка',
      version: doc.version + 1,
      lines: [{ quantity: 7 }],
    })
    const stale = await callV2(t, 'admin', 'PATCH', `/warehouse/documents/${doc.id}`, {
      version: doc.version,
      comment: 'x',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { comment: 'Поставка' } })
  })
})

describe('who sees which warehouse', () => {
  it('a warehouse keeper sees only their warehouses; another one answers 404; no permission is 403', async () => {
    const [central] = await t.db.db.select().from(warehouses).where(eq(warehouses.name, 'Центральний склад'))
    const { productId, warehouseId: foreign } = await fresh()
    const mine = await signed({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId: central!.id,
      lines: [{ productId, quantity: 2 }],
    })
    const theirs = await signed({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId: foreign,
      lines: [{ productId, quantity: 2 }],
    })
    expect((await callV2(t, 'warehouse', 'GET', `/warehouse/documents/${mine.id}`)).statusCode).toBe(200)
    expect((await callV2(t, 'warehouse', 'GET', `/warehouse/documents/${theirs.id}`)).statusCode).toBe(404)
    expect((await remove(theirs, 'warehouse')).statusCode).toBe(404)
    const list = await callV2(t, 'warehouse', 'GET', '/warehouse/documents?perPage=100')
    const ids = list.json<{ data: { id: number }[] }>().data.map((d) => d.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(theirs.id)
    const avail = await callV2(t, 'warehouse', 'GET', `/warehouse/stock-availability?productId=${productId}`)
    expect(avail.json<{ data: { warehouseId: number }[] }>().data.map((r) => r.warehouseId)).toEqual([
      central!.id,
    ])
    const foreignCreate = await create(
      { kind: 'incoming', documentDate: day(0), warehouseId: foreign, lines: [{ productId, quantity: 1 }] },
      'warehouse',
    )
    expect(errorsOf(foreignCreate)).toEqual({ warehouse_id: ['Склад не знайдено або він вам недоступний'] })
    // A transfer into their warehouse: they read it, but only the issuing side changes it.
    const inbound = await signed({
      kind: 'transfer',
      documentDate: day(0),
      warehouseId: foreign,
      targetWarehouseId: central!.id,
      lines: [{ productId, quantity: 1 }],
    })
    expect((await callV2(t, 'warehouse', 'GET', `/warehouse/documents/${inbound.id}`)).statusCode).toBe(200)
    const reverse = await remove(inbound, 'warehouse')
    expect(reverse.statusCode).toBe(403)
    expect(reverse.json<{ message: string }>().message).toBe(
      'Переміщення змінює лише склад-відправник: ви бачите його як склад-отримувач',
    )
    expect((await callV2(t, 'registrar', 'GET', '/warehouse/documents')).statusCode).toBe(403)
    expect((await callV2(t, 'registrar', 'GET', '/warehouse/stock-availability')).statusCode).toBe(403)
  })
})

describe('the nomenclature’s units once stock has moved', () => {
  const nomenclature = (id: number, payload: object) =>
    t.as('admin', { method: 'PATCH', url: `/api/settings/resources/nomenclature/${id}`, payload })
  const pack = sql<number>`(SELECT id FROM nomenclature_units WHERE name = 'уп')`

  it('keeps the units and their ratio the ledger counts in, and lets the rest change', async () => {
    const before = await fresh()
    const [unit] = await queryRows<{ id: number }>(t.db.db, sql`SELECT ${pack} AS id`)
    // No stock yet: the units may still change.
    const free = await nomenclature(before.productId, {
      storageUnitId: unit!.id,
      useUnitsPerStorageUnit: 10,
      version: 1,
    })
    expect(free.statusCode, free.body).toBe(200)

    const { productId, warehouseId } = await fresh()
    await receive(warehouseId, productId, [{ quantity: 30, unitCost: 10 }])
    const refused = await nomenclature(productId, {
      storageUnitId: unit!.id,
      useUnitsPerStorageUnit: 10,
      version: 1,
    })
    expect(refused.statusCode).toBe(422)
    const message = 'Залишки вже ведуться в цих одиницях: для інших одиниць створіть нову номенклатуру'
    expect(errorsOf(refused)).toEqual({ storage_unit_id: [message], use_units_per_storage_unit: [message] })
    const renamed = await nomenclature(productId, { name: `Перейменований ${productId}`, version: 1 })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await batches(warehouseId, productId)).toEqual([{ series: '', expires_on: null, qty: 30 }])
  })
})

describe('an incoming invoice’s supplier', () => {
  it('is one of the suppliers, else refused on its field', async () => {
    const { productId, warehouseId } = await fresh()
    const res = await create({
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      supplierId: 2_147_483_000,
      lines: [{ productId, quantity: 1, unitCost: 1 }],
    })
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)).toEqual({ supplier_id: ['Постачальника не знайдено'] })
  })
})
