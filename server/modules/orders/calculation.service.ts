/**
 * update-calculation and update-calculation-after-payment (spec 000 §7): merges the posted lines into
 * the stored cart (an empty body re-prices the stored cart against today's reference data: the "hard
 * update"), runs domain/pricing on the server against the database's reference data, refuses the
 * `reject` problems with 422 keyed per field, and stores the cart, the price info, the totals and the
 * promo code's use — all under the order's row lock, so two recalculations never interleave.
 */
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type {
  CartInput,
  OrderCartData,
  OrderPriceInfo,
  ProductLine,
  ServiceLine,
  TestLine,
} from '../../../domain/orders/cart.schema'
import { orderMessages } from '../../../domain/orders/order.schema'
import { lineDepositFields, pricingOrderOf } from '../../../domain/orders/order-pricing'
import type { OrderEvent } from '../../../domain/orders/order-machine'
import { priceCart } from '../../../domain/pricing/price-cart'
import type { PricedCart, PricedLine } from '../../../domain/pricing/priced-cart.schema'
import { pricingInputSchema } from '../../../domain/pricing/pricing.schema'
import { pricingProblemCatalogue } from '../../../domain/pricing/problems'
import type { Tx } from '../../db/client'
import { services } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import { promoCodeUses, promoCodes } from '../../db/schema/promo-codes'
import type { MutationScope } from '../../lib/mutation'
import { assertMayEdit, isPaymentOrder, lockOrder, transition } from './order-guard'
import { orderClient, type OrderRow } from './order-view'
import { loadPricingRefs } from './pricing-refs.repo'

type InputLine = { id: number; quantity: number; quantityFromDeposit: number }
// The deposit fields come from domain/orders/order-pricing.ts, which the PWA's preview uses too.
const deposit = lineDepositFields

function depositErrors(cart: CartInput): FieldErrors {
  const errors: FieldErrors = {}
  for (const list of ['services', 'tests', 'products', 'materials'] as const)
    (cart[list] ?? []).forEach((l, i) => {
      if (l.quantityFromDeposit > l.quantity)
        errors[`${list}.${i}.quantity_from_deposit`] = [
          'З депозиту не можна списати більше, ніж кількість у рядку',
        ]
    })
  return errors
}

/** The cart the order will hold: posted lists replace the stored ones; left-out lists stay as stored. */
function mergeCart(stored: OrderCartData, input: CartInput, now: Date): OrderCartData {
  const find = <T extends { id: number }>(list: T[], id: number) => list.find((l) => l.id === id)
  const servicesOut: ServiceLine[] | undefined = input.services?.map((l) => {
    const before = find(stored.services, l.id)
    return {
      ...(before ?? { name: '', code: null, standardDuration: 30, price: 0, maxDiscount: 100 }),
      id: l.id,
      doctorId: l.doctorId !== undefined ? l.doctorId : (before?.doctorId ?? null),
      noSchedule: l.noSchedule ?? before?.noSchedule ?? false,
      scheduleId: l.scheduleId !== undefined ? l.scheduleId : (before?.scheduleId ?? null),
      timeFrom: l.timeFrom !== undefined ? l.timeFrom : (before?.timeFrom ?? null),
      timeTo: l.timeTo !== undefined ? l.timeTo : (before?.timeTo ?? null),
      ...deposit(l, before, now),
    }
  })
  const testsOut: TestLine[] | undefined = input.tests?.map((l) => {
    const before = find(stored.tests, l.id)
    return {
      name: before?.name ?? '',
      code: before?.code ?? null,
      price: before?.price ?? 0,
      id: l.id,
      paramApiReferenceId: l.paramApiReferenceId ?? null,
      paramApiReferenceValue: l.paramApiReferenceValue ?? null,
      barcode: l.barcode ?? null,
      ...deposit(l, before, now),
    }
  })
  const simple = (list: InputLine[] | undefined, old: ProductLine[]): ProductLine[] | undefined =>
    list?.map((l) => {
      const before = find(old, l.id)
      return { name: before?.name ?? '', price: before?.price ?? 0, id: l.id, ...deposit(l, before, now) }
    })
  return {
    services: servicesOut ?? stored.services,
    tests: testsOut ?? stored.tests,
    products: simple(input.products, stored.products) ?? stored.products,
    materials: simple(input.materials, stored.materials) ?? stored.materials,
  }
}

/** Copies the engine's names, codes and final unit prices onto the stored lines. */
async function applyPrices(tx: Tx, cart: OrderCartData, priced: PricedCart): Promise<OrderCartData> {
  const of = (kind: PricedLine['kind'], index: number) =>
    priced.lines.find((l) => l.kind === kind && l.index === index)
  const serviceIds = cart.services.map((s) => s.id)
  const durations = serviceIds.length
    ? await tx
        .select({ id: services.id, standardDuration: services.standardDuration, code: services.code })
        .from(services)
        .where(inArray(services.id, serviceIds))
    : []
  return {
    services: cart.services.map((l, i) => {
      const p = of('service', i)
      const s = durations.find((d) => d.id === l.id)
      return {
        ...l,
        name: p?.name ?? l.name,
        code: p?.code ?? s?.code ?? l.code,
        price: p?.unitPrice ?? 0,
        maxDiscount: p?.maxDiscountPercent ?? l.maxDiscount,
        standardDuration: s?.standardDuration ?? l.standardDuration,
      }
    }),
    tests: cart.tests.map((l, i) => {
      const p = of('test', i)
      return { ...l, name: p?.name ?? l.name, code: p?.code ?? l.code, price: p?.unitPrice ?? 0 }
    }),
    products: cart.products.map((l, i) => {
      const p = of('product', i)
      return { ...l, name: p?.name ?? l.name, price: p?.unitPrice ?? 0 }
    }),
    materials: cart.materials.map((l, i) => {
      const p = of('material', i)
      return { ...l, name: p?.name ?? l.name, price: p?.unitPrice ?? 0 }
    }),
  }
}

/** Runs the engine over an order row and a cart, against the database's reference data. */
export async function priceOrder(tx: Tx, row: OrderRow, cart: OrderCartData, now: Date): Promise<PricedCart> {
  const refs = await loadPricingRefs(tx, row, {
    services: cart.services.map((l) => l.id),
    tests: cart.tests.map((l) => l.id),
    products: cart.products.map((l) => l.id),
    materials: cart.materials.map((l) => l.id),
  })
  const input = pricingInputSchema.parse({
    // The same mapping the PWA's preview worker uses (domain/orders/order-pricing.ts).
    order: pricingOrderOf(row),
    cart,
    refs,
  })
  return priceCart(input, now)
}

/** The `reject` problems as a 422 errors map keyed per field (spec 000 §5 "Server field errors"). */
export function rejectErrors(priced: PricedCart): FieldErrors {
  const errors: FieldErrors = {}
  for (const p of priced.problems.filter((x) => x.severity === 'reject')) {
    const message = p.detail ? `${p.message}: ${p.detail}` : p.message
    ;(errors[p.field ?? '_root'] ??= []).push(message)
  }
  return errors
}

export function priceInfoOf(
  row: OrderRow,
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
async function recordPromoUse(tx: Tx, orderId: number, promoCodeId: number | null): Promise<void> {
  if (promoCodeId === null) {
    await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId))
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
 * Stores a calculation on the order: the cart, the price info, the totals, the applied promo code and
 * its use (`extra` adds the state / version changes of the caller). Answers the saved row.
 */
export async function storePricing(
  tx: Tx,
  row: OrderRow,
  cartData: OrderCartData,
  priced: PricedCart,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const state = extra.state ?? row.state
  const promoCodeId = priced.appliedDiscount?.kind === 'promo_code' ? priced.appliedDiscount.id : null
  await recordPromoUse(tx, row.id, promoCodeId)
  const [saved] = await tx
    .update(orders)
    .set({
      cartData,
      priceInfo: priceInfoOf(row, cartData, priced, state),
      promoCodeId,
      sum: priced.totals.sum,
      discount: priced.totals.discount,
      toPay: priced.totals.toPay,
      manualDiscountPercent: priced.totals.manualDiscountPercent,
      franchisePercent: priced.totals.franchisePercent,
      ...extra,
    })
    .where(eq(orders.id, row.id))
    .returning()
  if (!saved) throw new Error('order vanished under its lock')
  return saved
}

export type CalculationPath = 'normal' | 'after_payment'

/** Recalculates the order's cart; answers {cartData, client, priceInfo, version, state}. */
export async function updateCalculation(
  m: MutationScope,
  id: number,
  input: CartInput,
  path: CalculationPath,
) {
  const { tx, now } = m
  const row = await lockOrder(tx, id)
  assertMayEdit(m.user, row)
  const payment = isPaymentOrder(row)
  if (path === 'normal' && payment)
    throw new DomainError('payment_order', 422, orderMessages.paymentOrderUseAfterPayment)
  if (path === 'after_payment' && !payment)
    throw new DomainError('not_payment_order', 422, orderMessages.notPaymentOrder)
  const event: OrderEvent =
    path === 'after_payment' && ['confirmed', 'done_part'].includes(row.state)
      ? 'edit_after_payment'
      : 'edit_cart'
  const next = transition(row, event)
  // A hard update re-prices without editing, so it keeps the state (a confirmed cart stays confirmed).
  const state = Object.keys(input).length === 0 ? row.state : next
  const errors = depositErrors(input)
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  const merged = mergeCart(row.cartData, input, now)
  const priced = await priceOrder(tx, row, merged, now)
  const rejected = rejectErrors(priced)
  if (Object.keys(rejected).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors: rejected })
  const cartData = await applyPrices(tx, merged, priced)
  const saved = await storePricing(tx, row, cartData, priced, {
    state,
    version: row.version + 1,
    updatedAt: now,
  })
  return {
    cartData,
    client: await orderClient(tx, saved),
    priceInfo: saved.priceInfo ?? priceInfoOf(saved, cartData, priced, saved.state),
    version: saved.version,
    state: saved.state,
  }
}
