/**
 * The cart's products and the warehouse through the order actions: finishing an order writes them off
 * its filial's first warehouse FEFO in use units (storage quantity × use units per storage unit), once
 * however the finish is repeated; a cancel gives back what was written off, once; a product the stock
 * does not cover is written off as far as it goes and the rest recorded, never below zero; an order of a
 * filial without a warehouse finishes as before. The cart's updated infos name each product's stock, and
 * the warehouse lists the write-offs with their shortfall.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { McOrder } from '../../../domain/orders/order.schema'
import { queryRows } from '../../db/raw'
import { products } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import { filials, warehouses } from '../../db/schema/places'
import type { MutationScope } from '../../lib/mutation'
import { dayFromToday as day, pieces, runAs } from '../../../tests/support/stock-fixtures'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { writeOffFinishedOrder } from '../warehouse/order-stock.service'
import { createDocument, signDocument } from '../warehouse/stock-documents.service'
import { callV2, confirmCart, demoServiceIds, newOrder, readOrder, setCart } from './order-fixtures'

let t: TestApp
let adminId: number
beforeAll(async () => {
  t = await createTestApp()
  const [u] = await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM users WHERE login = 'admin'`)
  adminId = u!.id
})
afterAll(() => t.close())

let seq = 0

/** A product of the nomenclature with `per` use units in a storage unit. */
async function freshProduct(per: number) {
  seq += 1
  const [p] = await t.db.db
    .insert(products)
    .values({
      name: `Товар замовлення ${Date.now()} ${seq}`,
      storageUnitId: pieces,
      useUnitId: pieces,
      useUnitsPerStorageUnit: per,
      sellingPrice: 500,
    })
    .returning()
  return p!.id
}

/** Runs service work as the administrator in its own transaction. */
const run = <T>(work: (m: MutationScope) => Promise<T>) => runAs(t.db.db, adminId, work)

/** Receives and signs an incoming invoice of batches (use units) at `warehouseId`. */
async function receive(
  warehouseId: number,
  lines: { productId: number; series: string; expiresOn: string | null; quantity: number }[],
) {
  const doc = await run((m) =>
    createDocument(m, {
      kind: 'incoming',
      documentDate: day(0),
      warehouseId,
      lines: lines.map((l) => ({ ...l, unitCost: 2 })),
    }),
  )
  await run((m) => signDocument(m, doc.id, doc.version))
}

/** The first warehouse by id of the order's filial. */
async function warehouseOf(o: McOrder) {
  const [w] = await queryRows<{ id: number }>(
    t.db.db,
    sql`SELECT id FROM warehouses WHERE filial_id = ${o.filial!.id} ORDER BY id LIMIT 1`,
  )
  return w!.id
}

const balances = (warehouseId: number, productIds: number[]) =>
  queryRows<{ product_id: number; series: string; qty: number }>(
    t.db.db,
    sql`SELECT product_id, series, qty FROM stock_balances
        WHERE warehouse_id = ${warehouseId} AND product_id IN (${sql.join(productIds, sql`, `)})
        ORDER BY product_id, series`,
  )
const writeOffs = (orderId: number) =>
  queryRows<{ id: number; warehouse_id: number; shortfall: unknown; returned: boolean }>(
    t.db.db,
    sql`SELECT id, warehouse_id, shortfall, returned_at IS NOT NULL AS returned
        FROM stock_order_write_offs WHERE order_id = ${orderId} ORDER BY id`,
  )
const moveCount = async (orderId: number, kind: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.db.db,
        sql`SELECT count(*) AS n FROM stock_moves m JOIN stock_order_write_offs w ON w.id = m.write_off_id
            WHERE w.order_id = ${orderId} AND m.kind = ${kind}`,
      )
    )[0]?.n,
  )

/** The stock availability's row of a product at a warehouse: balance, reserve and what is left available. */
async function availabilityOf(productId: number, warehouseId: number) {
  const res = await callV2(
    t,
    'admin',
    'GET',
    `/warehouse/stock-availability?productId=${productId}&warehouseId=${warehouseId}`,
  )
  expect(res.statusCode, res.body).toBe(200)
  const [row] = res.json<{ data: { balance: number; reserved: number; available: number }[] }>().data
  return { balance: row!.balance, reserved: row!.reserved, available: row!.available }
}

/** An action with an Idempotency-Key. */
const act = (o: McOrder, path: string, key: string, payload: object = {}) =>
  t.as('cashier', {
    method: 'POST',
    url: `/api/api/v2/mc-orders/${o.id}/${path}`,
    headers: { 'idempotency-key': key },
    payload,
  })

/** A confirmed order of demo order 1's filial with `cart` products (quantities in storage units). */
async function confirmedOrder(cart: { id: number; quantity: number }[]) {
  const o = await newOrder(t)
  await setCart(t, o, { products: cart })
  await confirmCart(t, o)
  const res = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, {
    payFromInsuranceCompany: false,
  })
  expect(res.statusCode, res.body).toBe(200)
  return readOrder(t, o.id)
}

describe('the stock of a finished order', () => {
  it('is written off FEFO once at the filial’s warehouse in use units; a shortfall is recorded, never below zero', async () => {
    const boxed = await freshProduct(10)
    const single = await freshProduct(1)
    const o = await confirmedOrder([
      { id: boxed, quantity: 2 },
      { id: single, quantity: 3 },
    ])
    expect(o.state).toBe('confirmed')
    const warehouseId = await warehouseOf(o)
    await receive(warehouseId, [
      { productId: boxed, series: 'LATE', expiresOn: day(60), quantity: 30 },
      { productId: boxed, series: 'SOON', expiresOn: day(5), quantity: 15 },
      { productId: single, series: '', expiresOn: null, quantity: 1 },
    ])

    // The cart can warn: the stock of each product at the order's warehouse.
    const infos = await callV2(t, 'cashier', 'GET', `/cart-get-updated-infos/${o.id}`)
    expect(infos.json()).toMatchObject({
      warehouseId,
      productStock: [
        { productId: boxed, available: 45, availableStorageUnits: 4 },
        { productId: single, available: 1, availableStorageUnits: 1 },
      ].sort((a, b) => a.productId - b.productId),
    })

    const key = randomUUID()
    const done = await act(o, 'finish', key)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<McOrder>().state).toBe('done')
    const after = [
      { product_id: boxed, series: 'LATE', qty: 25 },
      { product_id: boxed, series: 'SOON', qty: 0 },
      { product_id: single, series: '', qty: 0 },
    ]
    expect(await balances(warehouseId, [boxed, single])).toEqual(after)
    const [w] = await writeOffs(o.id)
    expect(w).toMatchObject({ warehouse_id: warehouseId, returned: false })
    expect(w!.shortfall).toEqual([{ productId: single, qty: 2 }])

    // The same request again gets the stored answer; a new one is refused by the state. Nothing moves.
    const replay = await act(o, 'finish', key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json<McOrder>().version).toBe(done.json<McOrder>().version)
    const again = await act(o, 'finish', randomUUID())
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({ code: 'order_state_forbids' })
    const closed = await act(o, 'close', randomUUID(), { confirmed: true })
    expect(closed.json<McOrder>().state).toBe('payed_cash')
    expect(await balances(warehouseId, [boxed, single])).toEqual(after)
    expect(await writeOffs(o.id)).toHaveLength(1)
    expect(await moveCount(o.id, 'order_write_off')).toBe(3)

    // The warehouse sees the shortfall.
    const list = await t.as('admin', {
      method: 'GET',
      url: `/api/api/v2/warehouse/order-write-offs?warehouseId=${warehouseId}&shortfall=true`,
    })
    expect(list.statusCode, list.body).toBe(200)
    const [name] = await queryRows<{ name: string }>(
      t.db.db,
      sql`SELECT name FROM products WHERE id = ${single}`,
    )
    expect(list.json<{ data: unknown[] }>().data).toContainEqual(
      expect.objectContaining({
        orderId: o.id,
        orderCode: o.code,
        warehouseId,
        returnedAt: null,
        shortfall: [{ productId: single, productName: name!.name, qty: 2 }],
      }),
    )
    const covered = await t.as('admin', {
      method: 'GET',
      url: `/api/api/v2/warehouse/order-write-offs?warehouseId=${warehouseId}&shortfall=false`,
    })
    expect(covered.json<{ data: { orderId: number }[] }>().data.map((w) => w.orderId)).not.toContain(o.id)
  })

  it('comes back once when the order is cancelled; a done order cannot be cancelled and keeps it written off', async () => {
    const product = await freshProduct(5)
    const o = await confirmedOrder([{ id: product, quantity: 2 }])
    const warehouseId = await warehouseOf(o)
    await receive(warehouseId, [{ productId: product, series: 'A', expiresOn: day(30), quantity: 12 }])
    const { id: reasonId } = (
      await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM order_cancel_reasons ORDER BY id LIMIT 1`)
    )[0]!

    // The state machine lets no done order be cancelled: its write-off stays.
    const finished = await confirmedOrder([{ id: product, quantity: 1 }])
    expect((await act(finished, 'finish', randomUUID())).statusCode).toBe(200)
    expect(await balances(warehouseId, [product])).toEqual([{ product_id: product, series: 'A', qty: 7 }])
    const refused = await act(finished, 'cancel', randomUUID(), { reasonId })
    expect(refused.statusCode).toBe(422)
    expect(await balances(warehouseId, [product])).toEqual([{ product_id: product, series: 'A', qty: 7 }])

    // A cancelled order gives back whatever was written off for it (here written off directly, as no
    // action path reaches a cancel after done), once however often the cancel is sent.
    await run(({ tx, now }) =>
      writeOffFinishedOrder(tx, {
        orderId: o.id,
        orderVersion: o.version,
        filialId: o.filial!.id,
        products: [{ id: product, quantity: 1 }],
        userId: adminId,
        now,
      }),
    )
    expect(await balances(warehouseId, [product])).toEqual([{ product_id: product, series: 'A', qty: 2 }])
    const key = randomUUID()
    const cancelled = await act(o, 'cancel', key, { reasonId })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json<McOrder>().state).toBe('deleted')
    expect((await act(o, 'cancel', key, { reasonId })).statusCode).toBe(200)
    expect((await act(o, 'cancel', randomUUID(), { reasonId })).statusCode).not.toBe(200)
    expect(await balances(warehouseId, [product])).toEqual([{ product_id: product, series: 'A', qty: 7 }])
    expect(await writeOffs(o.id)).toMatchObject([{ returned: true }])
    expect(await moveCount(o.id, 'order_return')).toBe(await moveCount(o.id, 'order_write_off'))
    expect(await moveCount(o.id, 'order_return')).toBe(1)
  })

  it('of a filial without a warehouse: the order finishes and nothing is written off', async () => {
    const product = await freshProduct(1)
    const o = await confirmedOrder([{ id: product, quantity: 4 }])
    const [f] = await t.db.db
      .insert(filials)
      .values({ name: `Філія без складу ${Date.now()}`, code: `nostock-${Date.now()}`, cityId: o.city!.id })
      .returning()
    await t.db.db.update(orders).set({ filialId: f!.id }).where(eq(orders.id, o.id))
    const infos = await callV2(t, 'cashier', 'GET', `/cart-get-updated-infos/${o.id}`)
    expect(infos.json()).toMatchObject({ warehouseId: null, productStock: [] })
    const done = await act(o, 'finish', randomUUID())
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<McOrder>().state).toBe('done')
    expect(await writeOffs(o.id)).toEqual([])
  })

  it('of a stock that forbids a sale beyond its balance: finish-cart is refused in words until the stock covers the cart', async () => {
    const product = await freshProduct(2)
    const o = await newOrder(t)
    await setCart(t, o, { products: [{ id: product, quantity: 3 }] })
    await confirmCart(t, o)
    const before = await readOrder(t, o.id)
    const warehouseId = await warehouseOf(before)
    await receive(warehouseId, [{ productId: product, series: 'A', expiresOn: day(30), quantity: 4 }])
    const [name] = await queryRows<{ name: string }>(
      t.db.db,
      sql`SELECT name FROM products WHERE id = ${product}`,
    )
    const strict = (on: boolean) =>
      t.db.db.update(warehouses).set({ saleWithoutStock: !on }).where(eq(warehouses.id, warehouseId))
    await strict(true)
    try {
      const infos = await callV2(t, 'cashier', 'GET', `/cart-get-updated-infos/${o.id}`)
      expect(infos.json()).toMatchObject({
        warehouseId,
        saleWithoutStock: false,
        productStock: [{ productId: product, available: 4, availableStorageUnits: 2 }],
      })
      const finish = () =>
        callV2(t, 'cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, { payFromInsuranceCompany: false })
      const refused = await finish()
      expect(refused.statusCode).toBe(422)
      const message = refused.json<{ errors: { cart: string[] } }>().errors.cart[0]
      expect(message).toContain(`«${name!.name}»: на складі`)
      expect(message).toContain('лише 2 уп, у кошику 3')
      // Nothing changed: the order stays confirmed at its version.
      const still = await readOrder(t, o.id)
      expect({ state: still.state, version: still.version }).toEqual({
        state: before.state,
        version: before.version,
      })
      // Two more units arrive: the stock covers the cart and it finishes.
      await receive(warehouseId, [{ productId: product, series: 'B', expiresOn: day(40), quantity: 2 }])
      const finished = await finish()
      expect(finished.statusCode, finished.body).toBe(200)
    } finally {
      await strict(false)
    }
  })
})

describe('the reserve of the open orders', () => {
  it('holds what the finished carts want until their orders are done or cancelled, in the availability, the cart and its refusal', async () => {
    const product = await freshProduct(10)
    // An open order (cart finished, confirmed) wants 2 packs = 20 pieces of the 50 in stock.
    const holder = await confirmedOrder([{ id: product, quantity: 2 }])
    const warehouseId = await warehouseOf(holder)
    await receive(warehouseId, [{ productId: product, series: 'R', expiresOn: day(30), quantity: 50 }])
    const availability = () => availabilityOf(product, warehouseId)
    expect(await availability()).toEqual({ balance: 50, reserved: 20, available: 30 })

    // A second order, placed («Оформити»), wants 4 packs: for it 3 are free, 2 held by the first order.
    const o = await newOrder(t)
    await setCart(t, o, { products: [{ id: product, quantity: 4 }] })
    await confirmCart(t, o)
    // Placed, it holds its packs too: the orders want 10 pieces more than the stock has.
    expect(await availability()).toEqual({ balance: 50, reserved: 60, available: -10 })
    const infos = await callV2(t, 'cashier', 'GET', `/cart-get-updated-infos/${o.id}`)
    expect(infos.json()).toMatchObject({
      warehouseId,
      productStock: [
        {
          productId: product,
          available: 30,
          availableStorageUnits: 3,
          reserved: 20,
          reservedStorageUnits: 2,
        },
      ],
    })
    // An order's own cart is not a reserve against it: the first order sees the second's 40 pieces.
    const own = await callV2(t, 'cashier', 'GET', `/cart-get-updated-infos/${holder.id}`)
    expect(own.json()).toMatchObject({ productStock: [{ productId: product, available: 10, reserved: 40 }] })

    const strict = (on: boolean) =>
      t.db.db.update(warehouses).set({ saleWithoutStock: !on }).where(eq(warehouses.id, warehouseId))
    await strict(true)
    try {
      const finish = () =>
        callV2(t, 'cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, { payFromInsuranceCompany: false })
      const refused = await finish()
      expect(refused.statusCode).toBe(422)
      expect(refused.json<{ errors: { cart: string[] } }>().errors.cart[0]).toContain(
        'вільно лише 3 уп (ще 2 уп у резерві інших замовлень), у кошику 4',
      )
      // The first order is cancelled: it holds nothing, and the second order's cart finishes.
      const { id: reasonId } = (
        await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM order_cancel_reasons ORDER BY id LIMIT 1`)
      )[0]!
      expect((await act(holder, 'cancel', randomUUID(), { reasonId })).statusCode).toBe(200)
      expect(await availability()).toEqual({ balance: 50, reserved: 40, available: 10 })
      const finished = await finish()
      expect(finished.statusCode, finished.body).toBe(200)
    } finally {
      await strict(false)
    }
    // The second order holds its 4 packs until it is done; done, they are written off instead.
    expect(await availability()).toEqual({ balance: 50, reserved: 40, available: 10 })
    expect((await act(await readOrder(t, o.id), 'finish', randomUUID())).statusCode).toBe(200)
    expect(await availability()).toEqual({ balance: 10, reserved: 0, available: 10 })
  })
})

describe('the materials of services and tests', () => {
  it('are held while the order is open and written off with it when done, as the nomenclature says each uses; the form refuses a repeated or unknown one', async () => {
    const [service] = await demoServiceIds(t)
    // A material in pieces: the service uses 1, test 1 uses 2 — set through the nomenclature resource.
    const material = await freshProduct(1)
    const res = await t.as('admin', {
      method: 'GET',
      url: `/api/settings/resources/nomenclature/${material}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const { version } = res.json<{ version: number }>()
    const save = (body: object) =>
      t.as('admin', {
        method: 'PATCH',
        url: `/api/settings/resources/nomenclature/${material}`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { version, ...body },
      })
    const repeated = await save({
      testUses: [
        { mcTestId: 1, quantity: 2 },
        { mcTestId: 1, quantity: 3 },
      ],
    })
    expect(repeated.statusCode).toBe(422)
    expect(JSON.stringify(repeated.json())).toContain('Цей аналіз уже у списку')
    const unknown = await save({ serviceUses: [{ serviceId: 2_000_000_000, quantity: 1 }] })
    expect(unknown.statusCode).toBe(422)
    expect(JSON.stringify(unknown.json())).toContain('Такої послуги немає')
    const saved = await save({
      serviceUses: [{ serviceId: service!, quantity: 1 }],
      testUses: [{ mcTestId: 1, quantity: 2 }],
    })
    expect(saved.statusCode, saved.body).toBe(200)

    // An order with the service twice and test 1: 1 × 2 + 2 × 1 = 4 pieces; test 2 uses none.
    const o = await newOrder(t)
    const warehouseId = await warehouseOf(o)
    await receive(warehouseId, [{ productId: material, series: 'M', expiresOn: day(90), quantity: 10 }])
    const availability = async () => {
      const { balance, reserved } = await availabilityOf(material, warehouseId)
      return { balance, reserved }
    }
    // The other open orders of the filial with that service or test hold theirs already.
    const { reserved: others } = await availability()
    await setCart(t, o, {
      services: [{ id: service!, quantity: 2, noSchedule: true }],
      tests: [{ id: 1 }, { id: 2 }],
    })
    expect(await availability()).toEqual({ balance: 10, reserved: others })
    await confirmCart(t, o)
    expect(await availability()).toEqual({ balance: 10, reserved: others + 4 })
    const finished = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, {
      payFromInsuranceCompany: false,
    })
    expect(finished.statusCode, finished.body).toBe(200)
    const done = await act(await readOrder(t, o.id), 'finish', randomUUID())
    expect(done.statusCode, done.body).toBe(200)
    expect(await balances(warehouseId, [material])).toEqual([{ product_id: material, series: 'M', qty: 6 }])
    expect(await availability()).toEqual({ balance: 6, reserved: others })
    // One move of this material (the demo's own materials of that service or test go beside it).
    const [moves] = await queryRows<{ n: number }>(
      t.db.db,
      sql`SELECT count(*)::int AS n FROM stock_moves m JOIN stock_order_write_offs w ON w.id = m.write_off_id
          WHERE w.order_id = ${o.id} AND m.product_id = ${material}`,
    )
    expect(moves!.n).toBe(1)
  })
})
