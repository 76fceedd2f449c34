/**
 * Counting an inventory statement line by line (PUT …/documents/{id}/counts, issue 24 item 4): what a
 * tablet's outbox sends. A replay changes nothing, two users counting different lines do not conflict,
 * a line counted meanwhile by someone else is 409 with the statement, only the user's stocks are
 * reachable, the permission is checked, and a signed statement takes no counts and is never deleted
 * while a saved one is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
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

let seq = 0
const product = async () => {
  seq += 1
  const [p] = await t.db.db
    .insert(products)
    .values({
      name: `Лічений товар ${seq} ${Date.now()}`,
      storageUnitId: pieces,
      useUnitId: pieces,
      sellingPrice: 1000,
    })
    .returning()
  return p!.id
}
const central = async () =>
  (await t.db.db.select().from(warehouses).where(eq(warehouses.name, 'Центральний склад')))[0]!.id
const foreignWarehouse = async () =>
  (
    await t.db.db
      .insert(warehouses)
      .values({ name: `Чужий склад ${Date.now()}` })
      .returning()
  )[0]!.id

const ok = async (res: Awaited<ReturnType<typeof callV2>>, status = 200) => {
  expect(res.statusCode, res.body).toBe(status)
  return res.json<StockDocument>()
}

/** Two products received into `warehouseId` (10 and 4 pieces) and a saved statement counting both. */
async function statement(warehouseId: number) {
  const [a, b] = [await product(), await product()]
  const incoming = await ok(
    await callV2(t, 'admin', 'POST', '/warehouse/documents', {
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      lines: [
        { productId: a, series: 'A1', expiresOn: day(90), quantity: 10, unitCost: 100 },
        { productId: b, quantity: 4, unitCost: 100 },
      ],
    }),
    201,
  )
  await ok(await callV2(t, 'admin', 'POST', `/warehouse/documents/${incoming.id}/sign`, { version: 1 }))
  const doc = await ok(
    await callV2(t, 'admin', 'POST', '/warehouse/documents', {
      kind: 'inventory',
      documentDate: day(0),
      warehouseId,
      lines: [
        { productId: a, series: 'A1', expiresOn: day(90), quantity: 10 },
        { productId: b, quantity: 4 },
      ],
    }),
    201,
  )
  return { doc, a, b }
}

const count = (login: string, id: number, body: object, key?: string) =>
  t.as(login, {
    method: 'PUT',
    url: `/api/api/v2/warehouse/documents/${id}/counts`,
    payload: body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  })

const quantities = (d: StockDocument) => d.lines.map((l) => l.quantity)

describe('a counted line', () => {
  it('lands once: a replay with its key answers the same, the same count again changes nothing', async () => {
    const { doc, a } = await statement(await central())
    const body = { productId: a, series: 'A1', expiresOn: day(90), quantity: 7, previous: 10 }
    const key = crypto.randomUUID()
    const first = await ok(await count('warehouse', doc.id, body, key))
    expect(quantities(first)).toEqual([7, 4])
    expect(first.version).toBe(doc.version + 1)
    const replay = await count('warehouse', doc.id, body, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json<StockDocument>().version).toBe(first.version)
    // The same write under another key (a device that lost its key): the count is already there.
    const again = await ok(await count('warehouse', doc.id, body, crypto.randomUUID()))
    expect(again.version).toBe(first.version)
    expect(quantities(again)).toEqual([7, 4])
  })

  it('two users counting different lines do not conflict; the same line counted meanwhile is 409', async () => {
    const { doc, a, b } = await statement(await central())
    await ok(
      await count('warehouse', doc.id, {
        productId: a,
        series: 'A1',
        expiresOn: day(90),
        quantity: 9,
        previous: 10,
      }),
    )
    // The other tablet still saw the statement's first version: a different line goes through.
    const other = await ok(
      await count('admin', doc.id, { productId: b, series: null, expiresOn: null, quantity: 3, previous: 4 }),
    )
    expect(quantities(other)).toEqual([9, 3])
    // …but the line the first one counted is a conflict, answered with the statement as it is now.
    const stale = await count('admin', doc.id, {
      productId: a,
      series: 'A1',
      expiresOn: day(90),
      quantity: 8,
      previous: 10,
    })
    expect(stale.statusCode).toBe(409)
    const refusal = stale.json<{ code: string; message: string; current: StockDocument }>()
    expect(refusal.code).toBe('version_conflict')
    expect(refusal.message).toBe('Цей рядок уже порахував інший користувач: 9 замість 10, які ви бачили')
    expect(quantities(refusal.current)).toEqual([9, 3])
    // A batch that is not in the statement: the statement changed under the device.
    const gone = await count('admin', doc.id, {
      productId: a,
      series: 'ZZ',
      expiresOn: null,
      quantity: 1,
      previous: 0,
    })
    expect(gone.statusCode).toBe(409)
    expect(gone.json<{ message: string }>().message).toBe(
      'Такого рядка в описі вже немає: опис змінив інший користувач',
    )
    // A whole-statement save made on the first version is stale now.
    const patch = await callV2(t, 'admin', 'PATCH', `/warehouse/documents/${doc.id}`, {
      version: doc.version,
      comment: 'стара версія',
    })
    expect(patch.statusCode).toBe(409)
  })

  it('signing posts the counted difference', async () => {
    const warehouseId = await central()
    const { doc, a } = await statement(warehouseId)
    const counted = await ok(
      await count('warehouse', doc.id, {
        productId: a,
        series: 'A1',
        expiresOn: day(90),
        quantity: 6,
        previous: 10,
      }),
    )
    await ok(
      await callV2(t, 'warehouse', 'POST', `/warehouse/documents/${doc.id}/sign`, {
        version: counted.version,
      }),
    )
    const avail = await callV2(
      t,
      'admin',
      'GET',
      `/warehouse/stock-availability?productId=${a}&warehouseId=${warehouseId}`,
    )
    expect(avail.json<{ data: { balance: number }[] }>().data.map((r) => r.balance)).toEqual([6])
  })
})

describe('who may count, and what', () => {
  it('a stock outside the user’s scope answers 404; without the permission 403; bad input 422', async () => {
    const { doc, a } = await statement(await foreignWarehouse())
    const body = { productId: a, series: 'A1', expiresOn: day(90), quantity: 1, previous: 10 }
    expect((await count('warehouse', doc.id, body)).statusCode).toBe(404)
    expect((await count('registrar', doc.id, body)).statusCode).toBe(403)
    expect((await count('warehouse', 2_147_483_000, body)).statusCode).toBe(404)
    const bad = await count('admin', doc.id, { ...body, quantity: -1, series: 'A\u0000' })
    expect(bad.statusCode).toBe(422)
    const read = await ok(await callV2(t, 'admin', 'GET', `/warehouse/documents/${doc.id}`))
    expect(quantities(read)).toEqual([10, 4])
  })

  it('an invoice takes no counts', async () => {
    const warehouseId = await central()
    const p = await product()
    const invoice = await ok(
      await callV2(t, 'admin', 'POST', '/warehouse/documents', {
        kind: 'incoming',
        documentDate: day(0),
        warehouseId,
        lines: [{ productId: p, quantity: 2, unitCost: 1 }],
      }),
      201,
    )
    const res = await count('admin', invoice.id, {
      productId: p,
      series: null,
      expiresOn: null,
      quantity: 1,
      previous: 2,
    })
    expect(res.statusCode).toBe(422)
  })

  it('a signed statement takes no counts and is not deleted; a saved one is deleted', async () => {
    const warehouseId = await central()
    const { doc, a } = await statement(warehouseId)
    const signed = await ok(
      await callV2(t, 'warehouse', 'POST', `/warehouse/documents/${doc.id}/sign`, { version: doc.version }),
    )
    const late = await count('warehouse', doc.id, {
      productId: a,
      series: 'A1',
      expiresOn: day(90),
      quantity: 1,
      previous: 10,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json<{ message: string }>().message).toBe(
      'Опис уже підписано або видалено: підрахунки в ньому змінювати не можна',
    )
    const del = await t.as('warehouse', {
      method: 'DELETE',
      url: `/api/api/v2/warehouse/documents/${doc.id}`,
    })
    expect(del.statusCode).toBe(409)
    expect(del.json<{ code: string; message: string }>()).toMatchObject({
      code: 'stock_inventory_signed',
      message:
        'Підписаний інвентаризаційний опис видалити не можна: залишки складу вже вирівняно за ним. Розбіжності виправте новим описом',
    })
    const still = await ok(await callV2(t, 'admin', 'GET', `/warehouse/documents/${doc.id}`))
    expect(still).toMatchObject({ state: 'signed', version: signed.version })

    const next = await statement(warehouseId)
    expect(
      (await t.as('registrar', { method: 'DELETE', url: `/api/api/v2/warehouse/documents/${next.doc.id}` }))
        .statusCode,
    ).toBe(403)
    const deleted = await ok(
      await t.as('warehouse', { method: 'DELETE', url: `/api/api/v2/warehouse/documents/${next.doc.id}` }),
    )
    expect(deleted).toMatchObject({ state: 'deleted', stateLabel: 'Видалено' })
    const counted = await count('warehouse', next.doc.id, {
      productId: next.a,
      series: 'A1',
      expiresOn: day(90),
      quantity: 1,
      previous: 10,
    })
    expect(counted.statusCode).toBe(409)
  })
})
