/**
 * Reads of stock documents: the warehouse scope of a user, a document with its lines as the API answers
 * it, the paged list, and the date of a warehouse's last signed inventory (the backdating policy).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm'
import {
  stockDocumentKindLabels,
  stockDocumentStateLabels,
  type StockDocument,
  type StockDocumentListQuery,
} from '../../../domain/warehouse/stock-document.schema'
import { lineSum } from '../../../domain/warehouse/stock-rules'
import type { Db, Tx } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { warehouses } from '../../db/schema/places'
import { userWarehouses } from '../../db/schema/staff-users'
import { stockBalances, stockDocumentLines, stockDocuments } from '../../db/schema/stock'

/**
 * The warehouses a user works with: those assigned to them (user_warehouses), or every warehouse when
 * none is assigned — the rule the registry's call list applies to filials, which lets an administrator
 * (no assignments) see the whole network. Null means all.
 */
export async function warehouseScope(db: Db | Tx, userId: number): Promise<number[] | null> {
  const rows = await db
    .select({ id: userWarehouses.warehouseId })
    .from(userWarehouses)
    .where(eq(userWarehouses.userId, userId))
  return rows.length ? rows.map((r) => r.id) : null
}

export const inScope = (scope: number[] | null, warehouseId: number) =>
  scope === null || scope.includes(warehouseId)

/** A document is in scope when its warehouse (or a transfer's receiving one) is. */
const docScope = (scope: number[] | null): SQL | undefined =>
  scope === null
    ? undefined
    : or(inArray(stockDocuments.warehouseId, scope), inArray(stockDocuments.targetWarehouseId, scope))

type DocRow = typeof stockDocuments.$inferSelect

const header = (d: DocRow, warehouseName: string) => ({
  id: d.id,
  uuid: d.uuid,
  version: d.version,
  kind: d.kind,
  kindLabel: stockDocumentKindLabels[d.kind],
  number: d.number,
  documentDate: d.documentDate,
  warehouseId: d.warehouseId,
  warehouseName,
  targetWarehouseId: d.targetWarehouseId,
  supplierId: d.supplierId,
  reason: d.reason,
  comment: d.comment,
  state: d.state,
  stateLabel: stockDocumentStateLabels[d.state],
  signedAt: d.signedAt?.toISOString() ?? null,
  signedBy: d.signedBy,
  deletedAt: d.deletedAt?.toISOString() ?? null,
})

/** A document row, optionally locked FOR UPDATE. */
export async function documentRow(db: Db | Tx, id: number, lock = false): Promise<DocRow | undefined> {
  const q = db.select().from(stockDocuments).where(eq(stockDocuments.id, id))
  const [row] = lock ? await q.for('update') : await q
  return row
}

/**
 * The document if it exists and one of its warehouses is in the user's scope, else undefined (a read or
 * write answers 404, as for a missing one); optionally locked FOR UPDATE.
 */
export async function visibleDocument(db: Db | Tx, userId: number, id: number, lock = false) {
  const [row, scope] = await Promise.all([documentRow(db, id, lock), warehouseScope(db, userId)])
  const visible =
    row &&
    (inScope(scope, row.warehouseId) ||
      (row.targetWarehouseId !== null && inScope(scope, row.targetWarehouseId)))
  return visible ? { row, scope } : undefined
}

/** The document as the API answers it, with its lines (inventory lines with the balance now). */
export async function documentView(db: Db | Tx, d: DocRow): Promise<StockDocument> {
  const [w] = await db
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.id, d.warehouseId))
  const rows = await db
    .select({
      line: stockDocumentLines,
      productName: products.name,
      current: stockBalances.qty,
    })
    .from(stockDocumentLines)
    .innerJoin(products, eq(products.id, stockDocumentLines.productId))
    .leftJoin(
      stockBalances,
      and(
        eq(stockBalances.warehouseId, d.warehouseId),
        eq(stockBalances.productId, stockDocumentLines.productId),
        eq(stockBalances.series, stockDocumentLines.series),
        sql`${stockBalances.expiresOn} IS NOT DISTINCT FROM ${stockDocumentLines.expiresOn}`,
      ),
    )
    .where(eq(stockDocumentLines.documentId, d.id))
    .orderBy(asc(stockDocumentLines.position))
  const lines = rows.map(({ line, productName, current }) => {
    const unitCost = line.unitCost === null ? null : Number(line.unitCost)
    return {
      id: line.id,
      productId: line.productId,
      productName,
      series: line.series === '' ? null : line.series,
      expiresOn: line.expiresOn,
      quantity: line.quantity,
      unitCost,
      vatRate: line.vatRate,
      sum: lineSum(line.quantity, unitCost),
      expectedQuantity: line.expectedQuantity,
      currentQuantity: d.kind === 'inventory' ? (current ?? 0) : null,
    }
  })
  return { ...header(d, w?.name ?? ''), total: lines.reduce((s, l) => s + l.sum, 0), lines }
}

/** The paged list, newest business date first, within the user's scope. */
export async function listDocuments(db: Db, scope: number[] | null, q: StockDocumentListQuery) {
  const where = and(
    docScope(scope),
    q.warehouseId === undefined
      ? undefined
      : or(
          eq(stockDocuments.warehouseId, q.warehouseId),
          eq(stockDocuments.targetWarehouseId, q.warehouseId),
        ),
    q.kind === undefined ? undefined : eq(stockDocuments.kind, q.kind),
    q.state === undefined ? undefined : eq(stockDocuments.state, q.state),
    q.dateFrom === undefined ? undefined : gte(stockDocuments.documentDate, q.dateFrom),
    q.dateTo === undefined ? undefined : lte(stockDocuments.documentDate, q.dateTo),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: stockDocuments, warehouseName: warehouses.name, total: sumOfLines })
      .from(stockDocuments)
      .innerJoin(warehouses, eq(warehouses.id, stockDocuments.warehouseId))
      .where(where)
      .orderBy(desc(stockDocuments.documentDate), desc(stockDocuments.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(stockDocuments).where(where),
  ])
  return {
    data: rows.map((r) => ({ ...header(r.d, r.warehouseName), total: Number(r.total) })),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}

const sumOfLines = sql<string>`(SELECT COALESCE(SUM(ROUND(l.quantity * l.unit_cost)), 0)
  FROM stock_document_lines l WHERE l.document_id = ${stockDocuments.id})`

/** The business date of the last signed inventory statement of a warehouse, or null. */
export async function lastInventoryDate(db: Db | Tx, warehouseId: number): Promise<string | null> {
  const [row] = await db
    .select({ d: max(stockDocuments.documentDate) })
    .from(stockDocuments)
    .where(
      and(
        eq(stockDocuments.warehouseId, warehouseId),
        eq(stockDocuments.kind, 'inventory'),
        eq(stockDocuments.state, 'signed'),
      ),
    )
  return row?.d ?? null
}

/** The balance of one batch (no row when it never moved). */
export async function batchQty(
  db: Db | Tx,
  k: { warehouseId: number; productId: number; series: string; expiresOn: string | null },
) {
  return db
    .select({ qty: stockBalances.qty })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.warehouseId, k.warehouseId),
        eq(stockBalances.productId, k.productId),
        eq(stockBalances.series, k.series),
        sql`${stockBalances.expiresOn} IS NOT DISTINCT FROM ${k.expiresOn}::date`,
      ),
    )
}

/** The batches of a warehouse with stock on the book, by nomenclature name, then earliest expiry. */
export async function warehouseBatches(db: Db, warehouseId: number) {
  const rows = await db
    .select({
      productId: stockBalances.productId,
      productName: products.name,
      series: stockBalances.series,
      expiresOn: stockBalances.expiresOn,
      qty: stockBalances.qty,
    })
    .from(stockBalances)
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .where(and(eq(stockBalances.warehouseId, warehouseId), sql`${stockBalances.qty} > 0`))
    .orderBy(asc(products.name), sql`${stockBalances.expiresOn} NULLS LAST`, asc(stockBalances.series))
  return rows.map((r) => ({ ...r, series: r.series || null }))
}

/** The lines of a document in the shape they are sent in. */
export async function lineInputs(db: Db | Tx, documentId: number) {
  const rows = await db
    .select()
    .from(stockDocumentLines)
    .where(eq(stockDocumentLines.documentId, documentId))
    .orderBy(asc(stockDocumentLines.position))
  return rows.map((l) => ({
    productId: l.productId,
    series: l.series,
    expiresOn: l.expiresOn,
    quantity: l.quantity,
    unitCost: l.unitCost === null ? null : Number(l.unitCost),
    vatRate: l.vatRate,
  }))
}

/** The lines of a document as stored. */
export async function documentLines(db: Db | Tx, documentId: number) {
  return db
    .select()
    .from(stockDocumentLines)
    .where(eq(stockDocumentLines.documentId, documentId))
    .orderBy(asc(stockDocumentLines.position))
}
