/**
 * PUT /api/v2/warehouse/documents/{id}/counts (issue 24 item 4): one counted line of a saved inventory
 * statement, as a tablet counting offline queues it (domain/warehouse/inventory-count.schema.ts). The
 * line is found by its batch; the write is checked against the count it was typed over, not against the
 * whole statement's version, so tablets counting different lines never conflict. A count the line
 * already has answers the statement unchanged (a replay under a new key changes nothing either); a
 * changed count raises the statement's version, so a whole-statement save made on the older one is 409.
 */
import { and, eq, sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import { inventoryCountMessages, type InventoryCount } from '../../../domain/warehouse/inventory-count.schema'
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { stockMessages } from '../../../domain/warehouse/stock-rules'
import { stockDocumentLines, stockDocuments } from '../../db/schema/stock'
import type { MutationScope } from '../../lib/mutation'
import { notFound } from '../../lib/versioned'
import * as docs from './stock-documents.repo'

export async function writeInventoryCount(
  m: MutationScope,
  id: number,
  body: InventoryCount,
): Promise<StockDocument> {
  const found = await docs.visibleDocument(m.tx, m.user.id, id, true)
  if (!found) throw notFound()
  const { row } = found
  if (!docs.inScope(found.scope, row.warehouseId))
    throw new DomainError('forbidden', 403, stockMessages.receivingSideOnly)
  if (row.kind !== 'inventory')
    throw new DomainError('validation_failed', 422, inventoryCountMessages.notInventory, {
      errors: { id: [inventoryCountMessages.notInventory] },
    })
  if (row.state !== 'saved')
    throw new DomainError('stock_document_not_saved', 409, inventoryCountMessages.signedNoCount)
  const series = body.series?.trim() ?? ''
  const [line] = await m.tx
    .select()
    .from(stockDocumentLines)
    .where(
      and(
        eq(stockDocumentLines.documentId, id),
        eq(stockDocumentLines.productId, body.productId),
        eq(stockDocumentLines.series, series),
        sql`${stockDocumentLines.expiresOn} IS NOT DISTINCT FROM ${body.expiresOn}::date`,
      ),
    )
  const conflict = (message: string) =>
    docs
      .documentView(m.tx, row)
      .then((current) => new DomainError('version_conflict', 409, message, { current }))
  if (!line) throw await conflict(inventoryCountMessages.lineMissing)
  if (line.quantity === body.quantity) return docs.documentView(m.tx, row)
  if (line.quantity !== body.previous)
    throw await conflict(
      `Цей рядок уже порахував інший користувач: ${line.quantity} замість ${body.previous}, які ви бачили`,
    )
  await m.tx
    .update(stockDocumentLines)
    .set({ quantity: body.quantity })
    .where(eq(stockDocumentLines.id, line.id))
  const [saved] = await m.tx
    .update(stockDocuments)
    .set({ version: row.version + 1, updatedAt: m.now })
    .where(eq(stockDocuments.id, id))
    .returning()
  if (!saved) throw notFound()
  return docs.documentView(m.tx, saved)
}
