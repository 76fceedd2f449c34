/**
 * update-calculation and update-calculation-after-payment (spec 000 §7): merges the posted lines into
 * the stored cart (an empty body re-prices the stored cart against today's reference data: the "hard
 * update"), runs domain/pricing on the server against the database's reference data, refuses the
 * `reject` problems with 422 keyed per field, and stores the cart, the price info, the totals and the
 * promo code's use — all under the order's row lock, so two recalculations never interleave.
 */
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type {
  CartInput,
  OrderCartData,
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
import type { Tx } from '../../db/client'
import type { Answers, JsonPart } from '../../db/one-trip'
import { orders } from '../../db/schema/orders'
import type { MutationScope } from '../../lib/mutation'
import { assertMayEdit, isPaymentOrder, lockOrderToReprice, transition } from './order-guard'
import { orderClientPart, type OrderCore } from './order-view'
import type { RefRows } from './pricing-refs.mapping'
import { loadPricingRefs } from './pricing-refs.repo'
import { pricingUpdate } from './pricing-store'

type ServiceRow = RefRows['services'][number]
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
    const scheduleId = l.scheduleId !== undefined ? l.scheduleId : (before?.scheduleId ?? null)
    const timeFrom = l.timeFrom !== undefined ? l.timeFrom : (before?.timeFrom ?? null)
    // The slot's date and cabinet come only from book-service: kept while the line keeps that slot.
    const sameSlot = before !== undefined && scheduleId === before.scheduleId && timeFrom === before.timeFrom
    return {
      ...(before ?? { name: '', code: null, standardDuration: 30, price: 0, maxDiscount: 100 }),
      id: l.id,
      doctorId: l.doctorId !== undefined ? l.doctorId : (before?.doctorId ?? null),
      noSchedule: l.noSchedule ?? before?.noSchedule ?? false,
      scheduleId,
      timeFrom,
      timeTo: l.timeTo !== undefined ? l.timeTo : (before?.timeTo ?? null),
      startsAt: sameSlot && timeFrom !== null ? (before.startsAt ?? null) : null,
      cabinetId: sameSlot && timeFrom !== null ? (before.cabinetId ?? null) : null,
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
function applyPrices(cart: OrderCartData, priced: PricedCart, serviceRows: ServiceRow[]): OrderCartData {
  const of = (kind: PricedLine['kind'], index: number) =>
    priced.lines.find((l) => l.kind === kind && l.index === index)
  return {
    services: cart.services.map((l, i) => {
      const p = of('service', i)
      const s = serviceRows.find((d) => d.id === l.id)
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

/**
 * Runs the engine over an order row and a cart, against the database's reference data; answers the
 * priced cart, the rows of the cart's services and the caller's further reads `also`, all read in one
 * round trip.
 */
async function pricingOf<E extends Record<string, JsonPart<unknown>>>(
  tx: Tx,
  row: OrderCore,
  cart: OrderCartData,
  now: Date,
  also: E,
): Promise<{ priced: PricedCart; serviceRows: ServiceRow[]; also: Answers<E> }> {
  const loaded = await loadPricingRefs(
    tx,
    row,
    {
      services: cart.services.map((l) => l.id),
      tests: cart.tests.map((l) => l.id),
      products: cart.products.map((l) => l.id),
      materials: cart.materials.map((l) => l.id),
    },
    also,
  )
  const input = pricingInputSchema.parse({
    // The same mapping the PWA's preview worker uses (domain/orders/order-pricing.ts).
    order: pricingOrderOf(row),
    cart,
    refs: loaded.refs,
  })
  return { priced: priceCart(input, now), serviceRows: loaded.rows.services, also: loaded.also }
}

/** Runs the engine over an order row and a cart, against the database's reference data. */
export async function priceOrder(
  tx: Tx,
  row: OrderCore,
  cart: OrderCartData,
  now: Date,
): Promise<PricedCart> {
  return (await pricingOf(tx, row, cart, now, {})).priced
}

/**
 * Prices an order's stored cart as the hard update does (the same engine, reference data and line
 * prices) and stores it, keeping the order's state and version: how the demo seed prices its orders.
 * The order's laboratory tubes are left alone (the seed makes the demo's in one step of its own).
 */
export async function repriceStoredCart(tx: Tx, row: OrderCore, now: Date): Promise<void> {
  const { priced, serviceRows } = await pricingOf(tx, row, row.cartData, now, {})
  const cartData = applyPrices(row.cartData, priced, serviceRows)
  await (
    await pricingUpdate(tx, row, cartData, priced, {}, false)
  ).update
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

export type CalculationPath = 'normal' | 'after_payment'

/** Recalculates the order's cart; answers {cartData, client, priceInfo, version, state}. */
export async function updateCalculation(
  m: MutationScope,
  id: number,
  input: CartInput,
  path: CalculationPath,
) {
  const { tx, now } = m
  const row = await lockOrderToReprice(tx, id)
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
  // The patient for the answer comes along with the reference data: the write below does not change it.
  const { priced, serviceRows, also } = await pricingOf(tx, row, merged, now, {
    client: orderClientPart(row),
  })
  const rejected = rejectErrors(priced)
  if (Object.keys(rejected).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors: rejected })
  const cartData = applyPrices(merged, priced, serviceRows)
  const { update, priceInfo } = await pricingUpdate(tx, row, cartData, priced, {
    state,
    version: row.version + 1,
    updatedAt: now,
  })
  // Only what the answer needs back: the cart and price info just written are already at hand.
  const [saved] = await update.returning({ version: orders.version, state: orders.state })
  if (!saved) throw new Error('order vanished under its lock')
  return { cartData, client: also.client, priceInfo, version: saved.version, state: saved.state }
}
