/**
 * Stores a calculation on the order: the cart, the price info, the totals, the applied promo code and
 * its use, in one UPDATE under the order's row lock (the caller holds it).
 */
import { and, count, eq, ne } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import type { OrderCartData, OrderPriceInfo } from '../../../domain/orders/cart.schema'
import type { PricedCart } from '../../../domain/pricing/priced-cart.schema'
import { pricingProblemCatalogue } from '../../../domain/pricing/problems'
import type { Tx } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { promoCodeUses, promoCodes } from '../../db/schema/promo-codes'
import { syncOrderBarcodes } from './order-barcodes'
import { syncOrderTubes } from '../lab/tube-sync'
import type { OrderCore, OrderRow } from './order-view'

/** The price info stored with a calculation (and answered by the cart calls). */
export function priceInfoOf(
  row: OrderCore,
  cart: OrderCartData,
  priced: PricedCart,
  state: string,
): OrderPriceInfo {
  return {
    priceCalculation: priced,
    calculatedContainers: priced.calculatedContainers,
    state,
    firstConfirmedAt: row.firstConfirmedAt?.toISOString() ?? null,
    testState: ['done', 'payed_cash'].includes(state)
      ? 'done'
      : ['confirmed', 'done_part'].includes(state)
        ? 'in_progress'
        : 'not_started',
    orderServicesNoSchedule: cart.services.filter((s) => s.noSchedule).map((s) => s.id),
  }
}

/**
 * Records the applied promo code as this order's (only) use. A limited code's row is locked and its uses
 * by other orders counted again, so two orders racing for the last use cannot both get it.
 */
async function recordPromoUse(tx: Tx, row: OrderCore, promoCodeId: number | null): Promise<void> {
  const orderId = row.id
  if (promoCodeId === null) {
    // An order's uses are written only here, together with its promo_code_id: an order that had no
    // code has no use to delete (the common case, one statement less).
    if (row.promoCodeId !== null) await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId))
    return
  }
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId)).for('update')
  const limit = promo?.multipleUse ? promo.count : 1
  if (limit !== null && limit !== undefined) {
    const [used] = await tx
      .select({ n: count() })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, promoCodeId), ne(promoCodeUses.orderId, orderId)))
    if ((used?.n ?? 0) >= limit)
      throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
        errors: {
          promo_code: [`${pricingProblemCatalogue.promo_code_inactive.message}: ліміт використань вичерпано`],
        },
      })
  }
  await tx
    .delete(promoCodeUses)
    .where(and(eq(promoCodeUses.orderId, orderId), ne(promoCodeUses.promoCodeId, promoCodeId)))
  await tx.insert(promoCodeUses).values({ promoCodeId, orderId }).onConflictDoNothing()
}

/**
 * Records the cart's barcodes and the promo code's use and builds the one UPDATE that stores a calculation on the order: the
 * cart, the price info, the totals and the applied promo code (`extra` adds the state / version changes
 * of the caller). The caller picks what the UPDATE returns.
 */
export async function pricingUpdate(
  tx: Tx,
  row: OrderCore,
  cartData: OrderCartData,
  priced: PricedCart,
  extra: Partial<typeof orders.$inferInsert>,
  /** false: leave the tubes alone (the demo seed's pricing: server/db/seed/demo-tubes.ts makes them). */
  tubes = true,
) {
  const state = extra.state ?? row.state
  const promoCodeId = priced.appliedDiscount?.kind === 'promo_code' ? priced.appliedDiscount.id : null
  // The tubes' barcodes go with the cart: one order each, held by order_barcodes' primary key.
  await syncOrderBarcodes(tx, row.id, row.cartData, cartData)
  // A cart confirmed once has tubes: they follow the cart (tests added get tubes, removed ones leave).
  if (tubes && row.firstConfirmedAt !== null)
    await syncOrderTubes(tx, row, cartData, priced.calculatedContainers)
  await recordPromoUse(tx, row, promoCodeId)
  const priceInfo = priceInfoOf(row, cartData, priced, state)
  const update = tx
    .update(orders)
    .set({
      cartData,
      priceInfo,
      promoCodeId,
      sum: priced.totals.sum,
      discount: priced.totals.discount,
      toPay: priced.totals.toPay,
      manualDiscountPercent: priced.totals.manualDiscountPercent,
      franchisePercent: priced.totals.franchisePercent,
      ...extra,
    })
    .where(eq(orders.id, row.id))
  return { update, priceInfo }
}

/**
 * Stores a calculation on the order: the cart, the price info, the totals, the applied promo code and
 * its use (`extra` adds the state / version changes of the caller). Answers the saved row.
 */
export async function storePricing(
  tx: Tx,
  row: OrderCore,
  cartData: OrderCartData,
  priced: PricedCart,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const [saved] = await (await pricingUpdate(tx, row, cartData, priced, extra)).update.returning()
  if (!saved) throw new Error('order vanished under its lock')
  return saved
}
