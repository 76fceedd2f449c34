/**
 * The ledger's invariants: every cached balance equals the sum of its moves and is never below zero,
 * over random sequences of creating, signing, deleting and backdating documents (fast-check); an
 * order's write-off happens once per (order, version) and comes back once on cancel; concurrent issues
 * of the last units never oversell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import type { StockDocumentCreate } from '../../../domain/warehouse/stock-document.schema'
import { queryRows } from '../../db/raw'
import { products } from '../../db/schema/catalogue'
import { warehouses } from '../../db/schema/places'
import type { MutationScope } from '../../lib/mutation'
import { seedDemoStock } from '../../db/seed/demo-stock'
import { dayFromToday as day, pieces, runAs } from '../../../tests/support/stock-fixtures'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { returnOrderStock, writeOffOrderStock } from './order-stock.service'
import { createDocument, deleteDocument, signDocument } from './stock-documents.service'

let t: TestApp
let adminId: number
beforeAll(async () => {
  t = await createTestApp()
  const [u] = await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM users WHERE login = 'admin'`)
  adminId = u!.id
})
afterAll(() => t.close())

let seq = 0
const freshWarehouse = async () => {
  seq += 1
  const [w] = await t.db.db
    .insert(warehouses)
    .values({ name: `Склад інваріантів ${seq}` })
    .returning()
  return w!.id
}
const freshProducts = async (n: number) => {
  const rows = await t.db.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Товар інваріантів ${Date.now()} ${seq} ${i}`,
        storageUnitId: pieces,
        useUnitId: pieces,
        sellingPrice: 100,
      })),
    )
    .returning()
  return rows.map((r) => r.id)
}

/** Runs service work as the administrator in its own transaction. */
const run = <T>(work: (m: MutationScope) => Promise<T>) => runAs(t.db.db, adminId, work)
/** Runs work that may be refused; answers the refusal's code, or null when it went through. */
const attempt = async (work: (m: MutationScope) => Promise<unknown>): Promise<string | null> => {
  try {
    await run(work)
    return null
  } catch (e) {
    if (e instanceof DomainError) return e.code
    throw e
  }
}

/** Balance rows whose quantity differs from the sum of their moves, or is negative. */
const broken = (warehouseId: number) =>
  queryRows<{ id: number; qty: number; moved: string }>(
    t.db.db,
    sql`SELECT b.id, b.qty, COALESCE(SUM(m.qty), 0) AS moved FROM stock_balances b
        LEFT JOIN stock_moves m ON m.balance_id = b.id
        WHERE b.warehouse_id = ${warehouseId}
        GROUP BY b.id HAVING b.qty <> COALESCE(SUM(m.qty), 0) OR b.qty < 0`,
  )

type Op =
  | { op: 'incoming' | 'sales'; product: number; batch: number; qty: number; date: number; sign: boolean }
  | { op: 'inventory'; product: number; batch: number; qty: number; date: number }
  | { op: 'delete'; pick: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constantFrom('incoming' as const, 'sales' as const),
    product: fc.nat(1),
    batch: fc.nat(2),
    qty: fc.integer({ min: 1, max: 20 }),
    date: fc.integer({ min: -3, max: 0 }),
    sign: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('inventory' as const),
    product: fc.nat(1),
    batch: fc.nat(2),
    qty: fc.nat(15),
    date: fc.integer({ min: -3, max: 0 }),
  }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat(20) }),
)

describe('the ledger invariant', () => {
  it('every balance equals the sum of its moves and stays ≥ 0 over random document sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const warehouseId = await freshWarehouse()
        const productIds = await freshProducts(2)
        const docs: { id: number; version: number; inventoryOn: string | null; state: string }[] = []
        // The model of the backdating policy: the latest signed (and not deleted) inventory.
        const lastInventory = () =>
          docs
            .filter((d) => d.state === 'signed' && d.inventoryOn !== null)
            .reduce<string | null>((a, d) => (a === null || d.inventoryOn! > a ? d.inventoryOn : a), null)
        for (const o of ops) {
          if (o.op === 'delete') {
            const d = docs[o.pick % Math.max(docs.length, 1)]
            if (!d) continue
            const code = await attempt((m) => deleteDocument(m, d.id))
            // A signed inventory statement is never deleted (the count fixed its day).
            if (d.state === 'signed' && d.inventoryOn !== null) expect(code).toBe('stock_inventory_signed')
            else expect([null, 'stock_negative']).toContain(code)
            if (code === null) d.state = 'deleted'
          } else {
            const date = day(o.date)
            const series = ['', 'S1', 'S2'][o.batch]
            const body: StockDocumentCreate = {
              kind: o.op,
              documentDate: date,
              warehouseId,
              lines: [
                {
                  productId: productIds[o.product]!,
                  // Sales go FEFO over the batches unless one is named.
                  series: o.op === 'sales' && o.batch === 0 ? null : series,
                  expiresOn: series ? day(10 * (o.batch + 1)) : null,
                  quantity: o.qty,
                  unitCost: 12.5,
                },
              ],
            }
            let doc: { id: number; version: number } | null = null
            const created = await attempt(async (m) => {
              doc = await createDocument(m, body)
            })
            const before = lastInventory()
            if (before !== null && date < before) {
              expect(created).toBe('stock_backdated')
              continue
            }
            expect(created).toBeNull()
            const saved = doc as { id: number; version: number } | null
            if (!saved) continue
            const d = { ...saved, inventoryOn: o.op === 'inventory' ? date : null, state: 'saved' }
            docs.push(d)
            if (o.op === 'inventory' || o.sign) {
              const code = await attempt((m) => signDocument(m, d.id, d.version))
              expect([null, 'stock_not_enough']).toContain(code)
              if (code === null) d.state = 'signed'
            }
          }
          expect(await broken(warehouseId)).toEqual([])
        }
      }),
      { numRuns: 25 },
    )
  })

  it('concurrent sales of the last units never take a balance below zero', async () => {
    const warehouseId = await freshWarehouse()
    const [productId] = await freshProducts(1)
    const incoming = await run((m) =>
      createDocument(m, {
        kind: 'incoming',
        documentDate: day(0),
        warehouseId,
        lines: [{ productId: productId!, quantity: 5 }],
      }),
    )
    await run((m) => signDocument(m, incoming.id, incoming.version))
    const sales = await Promise.all(
      [1, 2, 3].map(() =>
        run((m) =>
          createDocument(m, {
            kind: 'sales',
            documentDate: day(0),
            warehouseId,
            lines: [{ productId: productId!, quantity: 2 }],
          }),
        ),
      ),
    )
    const codes = await Promise.all(sales.map((s) => attempt((m) => signDocument(m, s.id, s.version))))
    expect(codes.filter((c) => c === null)).toHaveLength(2)
    expect(codes.filter((c) => c === 'stock_not_enough')).toHaveLength(1)
    const [b] = await queryRows<{ qty: number }>(
      t.db.db,
      sql`SELECT qty FROM stock_balances WHERE warehouse_id = ${warehouseId}`,
    )
    expect(b?.qty).toBe(1)
    expect(await broken(warehouseId)).toEqual([])
  })
})

describe('an order’s goods and materials', () => {
  it('are written off FEFO once per (order, version), and returned once on cancel', async () => {
    const warehouseId = await freshWarehouse()
    const [productId] = await freshProducts(1)
    const pid = productId!
    const [order] = await queryRows<{ id: number; version: number }>(
      t.db.db,
      sql`SELECT id, version FROM orders ORDER BY id LIMIT 1`,
    )
    const incoming = await run((m) =>
      createDocument(m, {
        kind: 'incoming',
        documentDate: day(0),
        warehouseId,
        lines: [
          { productId: pid, series: 'LATE', expiresOn: day(50), quantity: 10, unitCost: 3 },
          { productId: pid, series: 'SOON', expiresOn: day(5), quantity: 2, unitCost: 4 },
        ],
      }),
    )
    await run((m) => signDocument(m, incoming.id, incoming.version))
    const writeOff = (version: number) =>
      run(({ tx, now }) =>
        writeOffOrderStock(tx, {
          orderId: order!.id,
          orderVersion: version,
          warehouseId,
          items: [
            { productId: pid, qty: 2 },
            { productId: pid, qty: 1 },
          ],
          userId: adminId,
          now,
        }),
      )
    const first = await writeOff(order!.version)
    expect(first).toEqual({
      repeated: false,
      batches: [
        { productId: pid, series: 'SOON', expiresOn: day(5), qty: 2 },
        { productId: pid, series: 'LATE', expiresOn: day(50), qty: 1 },
      ],
      shortfall: [],
    })
    const retry = await writeOff(order!.version)
    expect(retry).toEqual({ ...first, repeated: true })
    const stock = () =>
      queryRows<{ series: string; qty: number }>(
        t.db.db,
        sql`SELECT series, qty FROM stock_balances WHERE warehouse_id = ${warehouseId} ORDER BY series`,
      )
    expect(await stock()).toEqual([
      { series: 'LATE', qty: 9 },
      { series: 'SOON', qty: 0 },
    ])
    const cancel = () =>
      run(({ tx, now }) => returnOrderStock(tx, { orderId: order!.id, userId: adminId, now }))
    expect(await cancel()).toHaveLength(2)
    expect(await cancel()).toEqual([])
    expect(await stock()).toEqual([
      { series: 'LATE', qty: 10 },
      { series: 'SOON', qty: 2 },
    ])
    // More than the unexpired stock takes what there is and records the rest; nothing goes below zero.
    const tooMuch = await run(({ tx, now }) =>
      writeOffOrderStock(tx, {
        orderId: order!.id,
        orderVersion: order!.version + 1000,
        warehouseId,
        items: [{ productId: pid, qty: 13 }],
        userId: adminId,
        now,
      }),
    )
    expect(tooMuch.shortfall).toEqual([{ productId: pid, qty: 1 }])
    expect(tooMuch.batches.reduce((sum, b) => sum + b.qty, 0)).toBe(12)
    expect(await stock()).toEqual([
      { series: 'LATE', qty: 0 },
      { series: 'SOON', qty: 0 },
    ])
    const [row] = await queryRows<{ shortfall: unknown }>(
      t.db.db,
      sql`SELECT shortfall FROM stock_order_write_offs WHERE order_id = ${order!.id} AND order_version = ${order!.version + 1000}`,
    )
    expect(row?.shortfall).toEqual([{ productId: pid, qty: 1 }])
    expect(await cancel()).toHaveLength(2)
    expect(await broken(warehouseId)).toEqual([])
  })
})

describe('the demo stock', () => {
  it('gives every warehouse signed incoming stock, posted through the ledger, and a second run adds nothing', async () => {
    const count = async () =>
      Number((await queryRows<{ n: string }>(t.db.db, sql`SELECT count(*) AS n FROM stock_moves`))[0]?.n)
    const before = await count()
    await seedDemoStock(t.db.db)
    expect(await count()).toBe(before)
    const empty = await queryRows<{ id: number }>(
      t.db.db,
      sql`SELECT w.id FROM warehouses w WHERE w.name NOT LIKE 'Склад інваріантів%' AND NOT EXISTS
          (SELECT 1 FROM stock_balances b WHERE b.warehouse_id = w.id AND b.qty > 0)`,
    )
    expect(empty).toEqual([])
    const off = await queryRows<{ id: number }>(
      t.db.db,
      sql`SELECT b.id FROM stock_balances b LEFT JOIN stock_moves m ON m.balance_id = b.id
          GROUP BY b.id HAVING b.qty <> COALESCE(SUM(m.qty), 0)`,
    )
    expect(off).toEqual([])
  })
})
