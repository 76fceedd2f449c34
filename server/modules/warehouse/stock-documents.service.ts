/**
 * Stock documents (issue 24; spec 001 §3, §4): a document is saved (editable, with its version), then
 * signed — which posts its moves — or deleted. Deleting a signed document posts reversing moves (rows are
 * never removed) and is refused when a balance would go below zero.
 *
 * Backdating policy (domain notes D4.1): a document whose business date is before the last signed
 * inventory statement of its warehouse (or of a transfer's receiving warehouse) is refused on save and
 * on signing, with a message naming that inventory's date. The inventory fixed the stock of its day, so
 * a movement "before" it would silently contradict the count.
 *
 * Retries: signing a signed document, or deleting a deleted one, changes nothing and answers the document
 * (200), so a repeated request after a lost answer is harmless; signing a deleted document is 409.
 * Signing and deleting take a per-warehouse advisory lock, so two signings of one warehouse run one after
 * the other (no deadlock between their batch locks, no inventory slipping in between the date check and
 * the moves).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import type {
  StockDocument,
  StockDocumentCreate,
  StockDocumentPatch,
  StockLineInput,
} from '../../../domain/warehouse/stock-document.schema'
import {
  backdatingRefusal,
  stockDocumentProblems,
  stockMessages,
} from '../../../domain/warehouse/stock-rules'
import { inventoryCountMessages } from '../../../domain/warehouse/inventory-count.schema'
import type { Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
import { products } from '../../db/schema/catalogue'
import { warehouses } from '../../db/schema/places'
import { stockDocumentLines, stockDocuments } from '../../db/schema/stock'
import { suppliers } from '../../db/schema/warehouse'
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned, versionConflict } from '../../lib/versioned'
import * as docs from './stock-documents.repo'
import { postDocument, reverseDocument } from './stock-posting'

const WAREHOUSE_LOCK = 727_240

const numberPrefix = { incoming: 'ПН', sales: 'ВН', transfer: 'ПМ', inventory: 'ІО' } as const

const fail = (errors: Record<string, string[]>) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

/**
 * The document if it exists and is in the user's scope (else 404, as a missing one), optionally locked.
 * Only the issuing warehouse's users change it: a transfer's receiving side reads it (403 on a write).
 */
async function scopedRow(m: MutationScope, id: number, lock: boolean) {
  const found = await docs.visibleDocument(m.tx, m.user.id, id, lock)
  if (!found) throw notFound()
  if (!docs.inScope(found.scope, found.row.warehouseId))
    throw new DomainError('forbidden', 403, stockMessages.receivingSideOnly)
  return found
}

/** Refuses warehouses outside the scope or unknown, suppliers and products unknown, and backdated documents. */
async function checkHeader(
  tx: Tx,
  scope: number[] | null,
  d: {
    documentDate: string
    warehouseId: number
    targetWarehouseId?: number | null | undefined
    supplierId?: number | null | undefined
  },
  lines: readonly StockLineInput[],
) {
  const errors: Record<string, string[]> = {}
  const named = [d.warehouseId, ...(d.targetWarehouseId == null ? [] : [d.targetWarehouseId])]
  const known = new Set(
    (await tx.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, named))).map(
      (w) => w.id,
    ),
  )
  if (!known.has(d.warehouseId) || !docs.inScope(scope, d.warehouseId))
    errors.warehouse_id = [stockMessages.warehouseUnavailable]
  if (d.targetWarehouseId != null && !known.has(d.targetWarehouseId))
    errors.target_warehouse_id = [stockMessages.warehouseUnavailable]
  if (d.supplierId != null) {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, d.supplierId))
    if (!supplier) errors.supplier_id = [stockMessages.supplierUnknown]
  }
  const productIds = [...new Set(lines.map((l) => l.productId))]
  const found = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map(
      (p) => p.id,
    ),
  )
  lines.forEach((l, i) => {
    if (!found.has(l.productId)) errors[`lines.${i}.product_id`] = [stockMessages.productUnknown]
  })
  if (Object.keys(errors).length) throw fail(errors)
  await checkBackdating(tx, d)
}

async function checkBackdating(
  tx: Tx,
  d: { documentDate: string; warehouseId: number; targetWarehouseId?: number | null | undefined },
) {
  for (const w of [d.warehouseId, d.targetWarehouseId]) {
    if (w == null) continue
    const refusal = backdatingRefusal(d.documentDate, await docs.lastInventoryDate(tx, w))
    if (refusal)
      throw new DomainError('stock_backdated', 422, refusal, { errors: { document_date: [refusal] } })
  }
}

/** Replaces the lines of a saved document; inventory lines snapshot the book quantity now. */
async function writeLines(
  tx: Tx,
  documentId: number,
  kind: StockDocumentCreate['kind'],
  warehouseId: number,
  lines: readonly StockLineInput[],
) {
  await tx.delete(stockDocumentLines).where(eq(stockDocumentLines.documentId, documentId))
  const values = []
  for (const [i, l] of lines.entries()) {
    const series = l.series?.trim() ?? ''
    const expiresOn = l.expiresOn ?? null
    let expectedQuantity: number | null = null
    if (kind === 'inventory') {
      const [b] = await docs.batchQty(tx, { warehouseId, productId: l.productId, series, expiresOn })
      expectedQuantity = b?.qty ?? 0
    }
    values.push({
      documentId,
      position: i + 1,
      productId: l.productId,
      series,
      expiresOn,
      quantity: l.quantity,
      unitCost: l.unitCost == null ? null : l.unitCost.toFixed(4),
      vatRate: l.vatRate ?? null,
      expectedQuantity,
    })
  }
  await tx.insert(stockDocumentLines).values(values)
}

/** POST /api/v2/warehouse/documents: a saved document (201). */
export async function createDocument(m: MutationScope, body: StockDocumentCreate): Promise<StockDocument> {
  const problems = stockDocumentProblems(body)
  if (Object.keys(problems).length) throw fail(problems)
  const scope = await docs.warehouseScope(m.tx, m.user.id)
  await checkHeader(m.tx, scope, body, body.lines)
  const [next] = await queryRows<{ id: number }>(
    m.tx,
    sql`SELECT nextval(pg_get_serial_sequence('stock_documents', 'id'))::int AS id`,
  )
  if (!next) throw new Error('no document id')
  const [row] = await m.tx
    .insert(stockDocuments)
    .values({
      id: next.id,
      kind: body.kind,
      number: body.number ?? `${numberPrefix[body.kind]}-${String(next.id).padStart(6, '0')}`,
      documentDate: body.documentDate,
      warehouseId: body.warehouseId,
      targetWarehouseId: body.targetWarehouseId ?? null,
      supplierId: body.supplierId ?? null,
      reason: body.reason ?? null,
      comment: body.comment ?? null,
      createdBy: m.user.id,
    })
    .returning()
  if (!row) throw new Error('stock document insert returned no row')
  await writeLines(m.tx, row.id, row.kind, row.warehouseId, body.lines)
  m.status(201)
  return docs.documentView(m.tx, row)
}

/** PATCH /api/v2/warehouse/documents/{id}: edits a saved document with its version; lines are replaced. */
export async function patchDocument(
  m: MutationScope,
  id: number,
  body: StockDocumentPatch,
): Promise<StockDocument> {
  const { row, scope } = await scopedRow(m, id, true)
  if (row.state !== 'saved') throw new DomainError('stock_document_not_saved', 409, stockMessages.notSaved)
  if (row.version !== body.version) throw versionConflict(await docs.documentView(m.tx, row))
  const { version, lines, ...set } = body
  const merged = { ...row, ...set }
  const current = lines ?? (await docs.lineInputs(m.tx, id))
  const problems = stockDocumentProblems({ ...merged, lines: current })
  if (Object.keys(problems).length) throw fail(problems)
  await checkHeader(m.tx, scope, merged, current)
  const saved = await updateVersioned(m.tx, stockDocuments, { id, version }, set, () =>
    docs.documentRow(m.tx, id),
  )
  if (lines || set.warehouseId !== undefined)
    await writeLines(m.tx, id, saved.kind, saved.warehouseId, current)
  return docs.documentView(m.tx, saved)
}

async function lockWarehouses(tx: Tx, ids: (number | null)[]) {
  for (const w of ids.filter((x): x is number => x !== null).sort((a, b) => a - b))
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${WAREHOUSE_LOCK}, ${w})`)
}

/** POST /api/v2/warehouse/documents/{id}/sign: posts the moves; a signed document answers as it is. */
export async function signDocument(m: MutationScope, id: number, version: number): Promise<StockDocument> {
  const first = await scopedRow(m, id, false)
  await lockWarehouses(m.tx, [first.row.warehouseId, first.row.targetWarehouseId])
  const { row } = await scopedRow(m, id, true)
  if (row.state === 'signed') return docs.documentView(m.tx, row)
  if (row.state === 'deleted')
    throw new DomainError('stock_document_deleted', 409, stockMessages.deletedCannotSign)
  if (row.version !== version) throw versionConflict(await docs.documentView(m.tx, row))
  await checkBackdating(m.tx, row)
  await postDocument(m.tx, row, { userId: m.user.id, now: m.now })
  const [signed] = await m.tx
    .update(stockDocuments)
    .set({
      state: 'signed',
      signedAt: m.now,
      signedBy: m.user.id,
      version: row.version + 1,
      updatedAt: m.now,
    })
    .where(eq(stockDocuments.id, id))
    .returning()
  if (!signed) throw notFound()
  return docs.documentView(m.tx, signed)
}

/**
 * DELETE /api/v2/warehouse/documents/{id}: a saved document is marked deleted; a signed invoice is
 * reversed by new moves first (409 when a balance would go below zero), a signed inventory statement is
 * refused (409); a deleted one answers as it is.
 */
export async function deleteDocument(m: MutationScope, id: number): Promise<StockDocument> {
  const first = await scopedRow(m, id, false)
  await lockWarehouses(m.tx, [first.row.warehouseId, first.row.targetWarehouseId])
  const { row } = await scopedRow(m, id, true)
  if (row.state === 'deleted') return docs.documentView(m.tx, row)
  // The count fixed the stock of its day (and later documents may not predate it): never undone.
  if (row.state === 'signed' && row.kind === 'inventory')
    throw new DomainError('stock_inventory_signed', 409, inventoryCountMessages.signedNoDelete)
  if (row.state === 'signed') await reverseDocument(m.tx, row, { userId: m.user.id, now: m.now })
  const [deleted] = await m.tx
    .update(stockDocuments)
    .set({
      state: 'deleted',
      deletedAt: m.now,
      deletedBy: m.user.id,
      version: row.version + 1,
      updatedAt: m.now,
    })
    .where(eq(stockDocuments.id, id))
    .returning()
  if (!deleted) throw notFound()
  return docs.documentView(m.tx, deleted)
}
