/**
 * The barcodes of an order's tubes (spec 000 §5 'A barcode … already used in this or another order is
 * rejected'; spec 001 §5 'A barcode cannot be empty and must be unique'). Every cart save writes the
 * order's barcodes to order_barcodes in its own transaction — inserting the new ones, deleting those the
 * cart no longer has — so the table's primary key decides between two carts saved at the same moment:
 * the second insert waits for the first transaction, finds the barcode taken and answers 422 on the line.
 * The barcodes of the order's laboratory tubes are kept too (written by server/modules/lab/tube-sync.ts).
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import { cartRuleMessages } from '../../../domain/orders/cart-rules'
import type { Tx } from '../../db/client'
import { orderBarcodes } from '../../db/schema/lab-devices'
import { labTubes } from '../../db/schema/lab-tubes'
import { orders } from '../../db/schema/orders'

const barcodeOf = (b: string | null | undefined): string | null => b?.trim() || null

/** The cart's barcodes (trimmed, none empty) in line order, null where a tube is not labelled yet. */
export const cartBarcodes = (cart: OrderCartData): Array<string | null> =>
  cart.tests.map((t) => barcodeOf(t.barcode))

/** barcode → code of another order holding it, for `barcodes`. */
export async function barcodesHeldElsewhere(
  tx: Tx,
  orderId: number,
  barcodes: readonly string[],
): Promise<Map<string, string>> {
  if (barcodes.length === 0) return new Map()
  const rows = await tx
    .select({ barcode: orderBarcodes.barcode, code: orders.code })
    .from(orderBarcodes)
    .innerJoin(orders, eq(orders.id, orderBarcodes.orderId))
    .where(and(inArray(orderBarcodes.barcode, [...barcodes]), ne(orderBarcodes.orderId, orderId)))
  return new Map(rows.map((r) => [r.barcode, r.code]))
}

const refuse = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

/**
 * Makes order_barcodes hold exactly the barcodes of `after` for the order (nothing is written when the
 * cart's barcodes did not change since `before`). 422 on `tests.<i>.barcode` for a barcode twice in the
 * cart or held by another order — also one another transaction has just written.
 */
export async function syncOrderBarcodes(
  tx: Tx,
  orderId: number,
  before: OrderCartData,
  after: OrderCartData,
): Promise<void> {
  const lines = cartBarcodes(after)
  const wanted = [...new Set(lines.filter((b): b is string => b !== null))]
  const had = new Set(cartBarcodes(before).filter((b): b is string => b !== null))
  if (wanted.length === had.size && wanted.every((b) => had.has(b))) return
  const errors: FieldErrors = {}
  const seen = new Set<string>()
  lines.forEach((b, i) => {
    if (b === null) return
    if (seen.has(b)) errors[`tests.${i}.barcode`] = [cartRuleMessages.barcodeInThisOrder]
    seen.add(b)
  })
  if (Object.keys(errors).length) throw refuse(errors)
  // The barcodes of the order's tubes stay whatever the cart's lines say (server/modules/lab/tube-sync.ts).
  const tubes = tx.select({ barcode: labTubes.barcode }).from(labTubes).where(eq(labTubes.orderId, orderId))
  await tx
    .delete(orderBarcodes)
    .where(
      and(
        eq(orderBarcodes.orderId, orderId),
        notInArray(orderBarcodes.barcode, tubes),
        ...(wanted.length ? [notInArray(orderBarcodes.barcode, wanted)] : []),
      ),
    )
  if (wanted.length === 0) return
  const inserted = await tx
    .insert(orderBarcodes)
    .values(wanted.map((barcode) => ({ barcode, orderId, createdAt: sql`now()` })))
    .onConflictDoNothing({ target: orderBarcodes.barcode })
    .returning({ barcode: orderBarcodes.barcode })
  const mine = new Set(inserted.map((r) => r.barcode))
  const contested = wanted.filter((b) => !mine.has(b))
  // Not inserted: ours already, or another order's (perhaps committed a moment ago, while we waited).
  const elsewhere = await barcodesHeldElsewhere(tx, orderId, contested)
  lines.forEach((b, i) => {
    const other = b === null ? undefined : elsewhere.get(b)
    if (other) errors[`tests.${i}.barcode`] = [cartRuleMessages.barcodeInOrder(other)]
  })
  if (Object.keys(errors).length) throw refuse(errors)
}
