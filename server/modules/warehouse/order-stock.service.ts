/**
 * The goods and materials of an order, for the orders flow to call inside its own transaction: written
 * off a warehouse FEFO when the order is finished — exactly once per (order, version), however often
 * the finish is retried — and given back when it is cancelled, exactly once. What the stock does not
 * cover is written off as far as it goes and the rest recorded as the write-off's shortfall: a clinic
 * is never stopped from finishing an order by the warehouse, and no balance goes below zero.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { isExpired } from '../../../domain/warehouse/stock-rules'
import { kyivDay } from '../../../domain/time/kyiv'
import type { OrderWriteOffListQuery } from '../../../domain/warehouse/stock-document.schema'
import type { Db, Tx } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import { warehouses } from '../../db/schema/places'
import { stockBalances, stockMoves, stockOrderWriteOffs, type StockShortfall } from '../../db/schema/stock'
import * as ledger from './stock-ledger.repo'
import { issue, productNames, reverseMoves } from './stock-posting'
import { reserveKey, reservedStock } from './stock-reservations'

export interface OrderWriteOff {
  orderId: number
  orderVersion: number
  warehouseId: number
  /** Use units per product; several entries of one product add up. */
  items: { productId: number; qty: number }[]
  userId: number | null
  now: Date
}

export interface WrittenOffBatch {
  productId: number
  series: string
  expiresOn: string | null
  qty: number
}

const taken = async (tx: Tx, writeOffId: number): Promise<WrittenOffBatch[]> =>
  (
    await tx
      .select()
      .from(stockMoves)
      .where(and(eq(stockMoves.writeOffId, writeOffId), eq(stockMoves.kind, 'order_write_off')))
      .orderBy(stockMoves.id)
  ).map((m) => ({ productId: m.productId, series: m.series, expiresOn: m.expiresOn, qty: -m.qty }))

export interface WriteOffResult {
  repeated: boolean
  batches: WrittenOffBatch[]
  /** Use units per product the unexpired stock did not cover (not written off). */
  shortfall: StockShortfall[]
}

/**
 * Writes the items off FEFO for (order, version); a repeat of the same key changes nothing and answers
 * what the first call took. A product whose unexpired stock does not cover it takes what there is; the
 * rest is kept in the write-off's `shortfall`.
 */
export async function writeOffOrderStock(tx: Tx, w: OrderWriteOff): Promise<WriteOffResult> {
  const [created] = await tx
    .insert(stockOrderWriteOffs)
    .values({
      orderId: w.orderId,
      orderVersion: w.orderVersion,
      warehouseId: w.warehouseId,
      writtenOffAt: w.now,
    })
    .onConflictDoNothing()
    .returning({ id: stockOrderWriteOffs.id })
  if (!created) {
    const [done] = await tx
      .select({ id: stockOrderWriteOffs.id, shortfall: stockOrderWriteOffs.shortfall })
      .from(stockOrderWriteOffs)
      .where(
        and(eq(stockOrderWriteOffs.orderId, w.orderId), eq(stockOrderWriteOffs.orderVersion, w.orderVersion)),
      )
    return {
      repeated: true,
      batches: done ? await taken(tx, done.id) : [],
      shortfall: done?.shortfall ?? [],
    }
  }
  const totals = new Map<number, number>()
  for (const i of w.items) totals.set(i.productId, (totals.get(i.productId) ?? 0) + i.qty)
  const ids = [...totals.keys()].sort((a, b) => a - b)
  const names = await productNames(tx, ids)
  const locked = await ledger.lockProductBatches(tx, w.warehouseId, ids)
  const today = kyivDay(w.now)
  const shortfall: StockShortfall[] = []
  for (const productId of ids) {
    const wanted = totals.get(productId) ?? 0
    if (wanted <= 0) continue
    const usable = locked
      .filter((b) => b.productId === productId && b.qty > 0 && !isExpired(b.expiresOn, today))
      .reduce((sum, b) => sum + b.qty, 0)
    const qty = Math.min(wanted, usable)
    if (qty < wanted) shortfall.push({ productId, qty: wanted - qty })
    if (qty === 0) continue
    const name = names.get(productId) ?? ''
    const picks = await issue(
      tx,
      { warehouseId: w.warehouseId, productId, qty, field: `products.${productId}` },
      name,
      today,
    )
    for (const p of picks)
      await ledger.postMove(
        tx,
        {
          kind: 'order_write_off',
          balanceId: p.balance.id,
          batch: {
            warehouseId: w.warehouseId,
            productId,
            series: p.balance.series,
            expiresOn: p.balance.expiresOn,
          },
          qty: -p.qty,
          unitCost: p.balance.unitCost,
          writeOffId: created.id,
          postedBy: w.userId,
          postedAt: w.now,
        },
        () => name,
      )
  }
  if (shortfall.length > 0)
    await tx.update(stockOrderWriteOffs).set({ shortfall }).where(eq(stockOrderWriteOffs.id, created.id))
  return { repeated: false, batches: await taken(tx, created.id), shortfall }
}

/**
 * Gives back everything written off for order `orderId` and not yet returned — once: a second call finds
 * nothing left to return. Answers the batches returned.
 */
export async function returnOrderStock(
  tx: Tx,
  r: { orderId: number; userId: number | null; now: Date },
): Promise<WrittenOffBatch[]> {
  const open = await tx
    .update(stockOrderWriteOffs)
    .set({ returnedAt: r.now })
    .where(and(eq(stockOrderWriteOffs.orderId, r.orderId), isNull(stockOrderWriteOffs.returnedAt)))
    .returning({ id: stockOrderWriteOffs.id })
  const returned: WrittenOffBatch[] = []
  for (const { id } of open) {
    const moves = await ledger.unreversedMoves(tx, { writeOffId: id })
    await reverseMoves(tx, moves, 'order_return', { userId: r.userId, now: r.now })
    returned.push(
      ...moves.map((m) => ({
        productId: m.productId,
        series: m.series,
        expiresOn: m.expiresOn,
        qty: -m.qty,
      })),
    )
  }
  return returned
}

/**
 * The stock of a filial: the warehouse whose filial is `filialId`, the first by id when the filial has
 * several; null for a filial without one (its orders write nothing off).
 */
export async function filialWarehouse(tx: Tx, filialId: number | null): Promise<number | null> {
  return (await filialStock(tx, filialId))?.id ?? null
}

/** The filial's stock (its first), with whether it lets an order be finished beyond its balance. */
export async function filialStock(
  tx: Tx,
  filialId: number | null,
): Promise<{ id: number; name: string; saleWithoutStock: boolean } | null> {
  if (filialId === null) return null
  const [w] = await tx
    .select({ id: warehouses.id, name: warehouses.name, saleWithoutStock: warehouses.saleWithoutStock })
    .from(warehouses)
    .where(eq(warehouses.filialId, filialId))
    .orderBy(asc(warehouses.id))
    .limit(1)
  return w ?? null
}

/**
 * What the filial's stock lacks for the cart's products (quantities in storage units), as the cart
 * shows it — one sentence per product — when the stock does not allow a sale beyond its balance; empty
 * when it does, when the filial has no stock, or when the stock covers every product. What the other
 * open orders hold (stock-reservations.ts) is not free for this cart; the write-off when the order is
 * done takes what the stock holds then (a shortfall recorded).
 */
export async function cartStockRefusals(
  tx: Tx,
  o: { orderId: number; filialId: number | null; products: { id: number; quantity: number }[] },
  now: Date,
): Promise<string[]> {
  if (o.products.length === 0) return []
  const stock = await filialStock(tx, o.filialId)
  if (!stock || stock.saleWithoutStock) return []
  const wanted = new Map<number, number>()
  for (const p of o.products) wanted.set(p.id, (wanted.get(p.id) ?? 0) + p.quantity)
  const ids = [...wanted.keys()].sort((a, b) => a - b)
  const free = await cartProductStock(tx, stock.id, ids, now, o.orderId)
  const names = await productNames(tx, ids)
  const refusals: string[] = []
  for (const s of free) {
    const need = wanted.get(s.productId) ?? 0
    if (s.availableStorageUnits >= need) continue
    const name = names.get(s.productId) ?? `товар ${s.productId}`
    const held =
      s.reservedStorageUnits > 0 ? ` (ще ${s.reservedStorageUnits} уп у резерві інших замовлень)` : ''
    refusals.push(
      s.availableStorageUnits <= 0
        ? held
          ? `«${name}»: на складі «${stock.name}» немає вільного${held}`
          : `«${name}»: немає на складі «${stock.name}»`
        : `«${name}»: на складі «${stock.name}» ${held ? 'вільно ' : ''}лише ${s.availableStorageUnits} уп${held}, у кошику ${need}`,
    )
  }
  return refusals
}

/** Unexpired use units in stock per product at a warehouse (0 for a product it does not hold). */
export async function availableStock(
  tx: Tx,
  warehouseId: number,
  productIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)]
  const result = new Map(ids.map((id) => [id, 0]))
  if (ids.length === 0) return result
  const today = kyivDay(now)
  const rows = await tx
    .select({
      productId: stockBalances.productId,
      qty: stockBalances.qty,
      expiresOn: stockBalances.expiresOn,
    })
    .from(stockBalances)
    .where(and(eq(stockBalances.warehouseId, warehouseId), inArray(stockBalances.productId, ids)))
  for (const r of rows)
    if (r.qty > 0 && !isExpired(r.expiresOn, today))
      result.set(r.productId, (result.get(r.productId) ?? 0) + r.qty)
  return result
}

/**
 * The cart's products at a warehouse, by product id: unexpired use units in stock less what the other
 * open orders hold (`reserved`, in use units; the order `exceptOrderId` is the cart's own), and the whole
 * storage units that leaves free. A product of no nomenclature unit is left out.
 */
export async function cartProductStock(
  tx: Tx,
  warehouseId: number,
  productIds: number[],
  now: Date,
  exceptOrderId: number,
) {
  const inStock = await availableStock(tx, warehouseId, productIds, now)
  const ids = [...inStock.keys()]
  const per = await useUnitsPer(tx, ids)
  const held = await reservedStock(tx, { warehouseIds: [warehouseId], productIds: ids, exceptOrderId })
  return [...inStock.entries()]
    .filter(([productId]) => per.has(productId))
    .sort(([a], [b]) => a - b)
    .map(([productId, qty]) => {
      const unit = per.get(productId) ?? 1
      const reserved = held.get(reserveKey(warehouseId, productId)) ?? 0
      return {
        productId,
        available: qty - reserved,
        availableStorageUnits: Math.floor((qty - reserved) / unit),
        reserved,
        reservedStorageUnits: Math.ceil(reserved / unit),
      }
    })
}

/** Use units per storage unit of each product. */
async function useUnitsPer(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select({ id: products.id, per: products.useUnitsPerStorageUnit })
    .from(products)
    .where(inArray(products.id, ids))
  return new Map(rows.map((r) => [r.id, r.per]))
}

/** A cart's lines as the write-off reads them: ids and quantities of its goods, services and tests. */
export interface OrderCartLines {
  /** Quantities in storage units. */
  products: { id: number; quantity: number }[]
  services?: { id: number; quantity: number }[]
  tests?: { id: number; quantity: number }[]
}

/**
 * The materials the cart's services and tests use (the nomenclature's «Використовують послуги / аналізи»),
 * in use units per item: each line's quantity times the item's use per unit.
 */
export async function orderMaterials(tx: Tx, cart: OrderCartLines): Promise<Map<number, number>> {
  const used = new Map<number, number>()
  const services = cart.services ?? []
  const tests = cart.tests ?? []
  if (services.length === 0 && tests.length === 0) return used
  const ids = (lines: { id: number }[]) =>
    lines.length === 0
      ? sql`NULL`
      : sql.join(
          [...new Set(lines.map((l) => l.id))].map((id) => sql`${id}`),
          sql`, `,
        )
  const rows = await tx
    .select({ id: products.id, serviceUses: products.serviceUses, testUses: products.testUses })
    .from(products)
    .where(
      sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${products.serviceUses}) u
                  WHERE (u->>'serviceId')::int IN (${ids(services)}))
          OR EXISTS (SELECT 1 FROM jsonb_array_elements(${products.testUses}) u
                  WHERE (u->>'mcTestId')::int IN (${ids(tests)}))`,
    )
  const add = (id: number, qty: number) => used.set(id, (used.get(id) ?? 0) + qty)
  for (const p of rows) {
    const perService = new Map(p.serviceUses.map((u) => [u.serviceId, u.quantity]))
    const perTest = new Map(p.testUses.map((u) => [u.mcTestId, u.quantity]))
    for (const l of services) add(p.id, (perService.get(l.id) ?? 0) * l.quantity)
    for (const l of tests) add(p.id, (perTest.get(l.id) ?? 0) * l.quantity)
  }
  for (const [id, qty] of used) if (qty <= 0) used.delete(id)
  return used
}

/**
 * The write-off of an order becoming done: the goods of its cart (quantity in storage units × use units
 * per storage unit) and the materials its services and tests use (orderMaterials), from its filial's
 * stock, keyed by the version the order is done at. Null when the filial has no stock or the order
 * takes nothing from it.
 */
export async function writeOffFinishedOrder(
  tx: Tx,
  o: OrderCartLines & {
    orderId: number
    orderVersion: number
    filialId: number | null
    userId: number | null
    now: Date
  },
): Promise<WriteOffResult | null> {
  const materials = await orderMaterials(tx, o)
  if (o.products.length === 0 && materials.size === 0) return null
  const warehouseId = await filialWarehouse(tx, o.filialId)
  if (warehouseId === null) return null
  const per = await useUnitsPer(tx, [...new Set(o.products.map((p) => p.id))])
  const items = [
    ...o.products
      .filter((p) => per.has(p.id))
      .map((p) => ({ productId: p.id, qty: p.quantity * (per.get(p.id) ?? 1) })),
    ...[...materials].map(([productId, qty]) => ({ productId, qty })),
  ]
  return writeOffOrderStock(tx, {
    orderId: o.orderId,
    orderVersion: o.orderVersion,
    warehouseId,
    items,
    userId: o.userId,
    now: o.now,
  })
}

/**
 * GET /api/v2/warehouse/order-write-offs: the orders' write-offs of the user's warehouses, newest first,
 * with what the stock lacked, so the warehouse sees what was sold or used without stock.
 */
export async function listOrderWriteOffs(db: Db, scope: number[] | null, q: OrderWriteOffListQuery) {
  const where = and(
    scope === null ? undefined : inArray(stockOrderWriteOffs.warehouseId, scope),
    q.warehouseId === undefined ? undefined : eq(stockOrderWriteOffs.warehouseId, q.warehouseId),
    q.shortfall === undefined
      ? undefined
      : q.shortfall === 'true'
        ? sql`jsonb_array_length(${stockOrderWriteOffs.shortfall}) > 0`
        : sql`jsonb_array_length(${stockOrderWriteOffs.shortfall}) = 0`,
  )
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: stockOrderWriteOffs.id,
        orderId: stockOrderWriteOffs.orderId,
        orderCode: orders.code,
        warehouseId: stockOrderWriteOffs.warehouseId,
        warehouseName: warehouses.name,
        writtenOffAt: stockOrderWriteOffs.writtenOffAt,
        returnedAt: stockOrderWriteOffs.returnedAt,
        shortfall: stockOrderWriteOffs.shortfall,
        total: sql<string>`count(*) OVER ()`,
      })
      .from(stockOrderWriteOffs)
      .innerJoin(orders, eq(orders.id, stockOrderWriteOffs.orderId))
      .innerJoin(warehouses, eq(warehouses.id, stockOrderWriteOffs.warehouseId))
      .where(where)
      .orderBy(desc(stockOrderWriteOffs.writtenOffAt), desc(stockOrderWriteOffs.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
    const names = await productNames(tx, [
      ...new Set(rows.flatMap((r) => r.shortfall.map((s) => s.productId))),
    ])
    return {
      data: rows.map((r) => ({
        id: r.id,
        orderId: r.orderId,
        orderCode: r.orderCode,
        warehouseId: r.warehouseId,
        warehouseName: r.warehouseName,
        writtenOffAt: r.writtenOffAt.toISOString(),
        returnedAt: r.returnedAt?.toISOString() ?? null,
        shortfall: r.shortfall.map((s) => ({ ...s, productName: names.get(s.productId) ?? '' })),
      })),
      meta: { page: q.page, perPage: q.perPage, total: Number(rows[0]?.total ?? 0) },
    }
  })
}
