/**
 * The cart's editing rules, pure (spec 000 §2.8, §4 "Cart flow", §5): lines added, removed and
 * changed on the stored cart; what update-calculation is sent; which call recalculates; whether the
 * order can be edited at all. The screen keeps the lines of the last edit and sends them whole.
 */
import type {
  CartInput,
  OrderCartData,
  ProductLine,
  ServiceLine,
  TestLine,
} from '../../../domain/orders/cart.schema'
import type { McOrder } from '../../../domain/orders/order.schema'

export type LineKind = 'services' | 'tests' | 'products' | 'materials'
export const lineKinds: LineKind[] = ['services', 'tests', 'products', 'materials']
export const kindLabels: Record<LineKind, string> = {
  services: 'Послуги',
  tests: 'Аналізи',
  products: 'Товари',
  materials: 'Матеріали',
}
/** The pricing engine's name of a line kind (PricedLine.kind). */
export const pricedKind = {
  services: 'service',
  tests: 'test',
  products: 'product',
  materials: 'material',
} as const

export interface CatalogueItem {
  kind: LineKind
  id: number
  name: string
  code: string | null
  /** Kopiykas, the price list's final price (for the picker only; the engine prices the line). */
  price: number
}

const depositFields = (quantity: number) => ({
  quantity,
  quantityToPay: quantity,
  quantityFromDeposit: 0,
  debitedFromDepositAt: null,
  paidFromDeposit: false,
})

/** The cart with `item` added (an item already in the cart gets one more unit). */
export function addLine(cart: OrderCartData, item: CatalogueItem): OrderCartData {
  const list = cart[item.kind] as Array<{ id: number; quantity: number }>
  if (list.some((l) => l.id === item.id))
    return setQuantity(cart, item.kind, item.id, (list.find((l) => l.id === item.id)?.quantity ?? 0) + 1)
  const base = { id: item.id, name: item.name, price: item.price, ...depositFields(1) }
  if (item.kind === 'services') {
    const line: ServiceLine = {
      ...base,
      code: item.code,
      doctorId: null,
      noSchedule: false,
      standardDuration: 30,
      timeFrom: null,
      timeTo: null,
      scheduleId: null,
      maxDiscount: 100,
    }
    return { ...cart, services: [...cart.services, line] }
  }
  if (item.kind === 'tests') {
    const line: TestLine = {
      ...base,
      code: item.code,
      paramApiReferenceId: null,
      paramApiReferenceValue: null,
      barcode: null,
    }
    return { ...cart, tests: [...cart.tests, line] }
  }
  const line: ProductLine = base
  return { ...cart, [item.kind]: [...cart[item.kind], line] }
}

export function removeLine(cart: OrderCartData, kind: LineKind, id: number): OrderCartData {
  return { ...cart, [kind]: (cart[kind] as Array<{ id: number }>).filter((l) => l.id !== id) }
}

type AnyLine = OrderCartData[LineKind][number]
function mapLine(cart: OrderCartData, kind: LineKind, id: number, f: (l: AnyLine) => AnyLine): OrderCartData {
  return { ...cart, [kind]: (cart[kind] as AnyLine[]).map((l) => (l.id === id ? f(l) : l)) }
}

export const MAX_QUANTITY = 1000

/** A quantity between 1 and 1000; units from the deposit never exceed it. */
export function setQuantity(
  cart: OrderCartData,
  kind: LineKind,
  id: number,
  quantity: number,
): OrderCartData {
  const q = Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)))
  return mapLine(cart, kind, id, (l) => {
    const fromDeposit = Math.min(l.quantityFromDeposit, q)
    return { ...l, quantity: q, quantityFromDeposit: fromDeposit, quantityToPay: q - fromDeposit }
  })
}

/** Units of the line paid from the client's deposit (0 … quantity). */
export function setDepositUnits(
  cart: OrderCartData,
  kind: LineKind,
  id: number,
  units: number,
): OrderCartData {
  return mapLine(cart, kind, id, (l) => {
    const u = Math.min(l.quantity, Math.max(0, Math.trunc(units)))
    return { ...l, quantityFromDeposit: u, quantityToPay: l.quantity - u }
  })
}

export const lineCount = (cart: OrderCartData): number =>
  cart.services.length + cart.tests.length + cart.products.length + cart.materials.length

/** The body of update-calculation: every list, whole, with what the registrar chose per line. */
export function toCartInput(cart: OrderCartData): Required<CartInput> {
  const units = (l: { id: number; quantity: number; quantityFromDeposit: number }) => ({
    id: l.id,
    quantity: l.quantity,
    quantityFromDeposit: l.quantityFromDeposit,
  })
  return {
    services: cart.services.map((l) => ({
      ...units(l),
      doctorId: l.doctorId,
      noSchedule: l.noSchedule,
      scheduleId: l.scheduleId,
      timeFrom: l.timeFrom,
      timeTo: l.timeTo,
    })),
    tests: cart.tests.map((l) => ({
      ...units(l),
      paramApiReferenceId: l.paramApiReferenceId,
      paramApiReferenceValue: l.paramApiReferenceValue,
      barcode: l.barcode,
    })),
    products: cart.products.map(units),
    materials: cart.materials.map(units),
  }
}

/** Whether two payloads say the same (spec 000 §4: an edit is sent only if it changed since the last save). */
export const samePayload = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** Orders with a payment type or a payment-wait flow recalculate through update-calculation-after-payment. */
export const isPaymentOrder = (o: Pick<McOrder, 'paymentTypeId' | 'paymentWaitFlow'>): boolean =>
  o.paymentTypeId !== null || o.paymentWaitFlow

export type CartEditMode = 'cart' | 'after-payment' | 'read-only'

/**
 * How the cart can be edited in the order's state: a cart not yet finished is edited and recalculated
 * normally; a confirmed payment order through the after-payment call; anything else only looked at.
 */
export function cartEditMode(
  o: Pick<McOrder, 'allowedEvents' | 'paymentTypeId' | 'paymentWaitFlow'>,
): CartEditMode {
  if (o.allowedEvents.includes('edit_cart')) return 'cart'
  if (o.allowedEvents.includes('edit_after_payment') && isPaymentOrder(o)) return 'after-payment'
  return 'read-only'
}

export const recalcRequest = (orderId: number | string, mode: CartEditMode) =>
  mode === 'after-payment'
    ? { method: 'PATCH' as const, path: `/api/v2/mc-orders/${orderId}/update-calculation-after-payment` }
    : { method: 'POST' as const, path: `/api/v2/mc-orders/${orderId}/update-calculation` }

/** A line is paid from the deposit (spec 000 §5, word for word). */
export function isDepositPaid(l: {
  debitedFromDepositAt: string | null
  quantityFromDeposit: number
  paidFromDeposit: boolean
  quantityToPay: number
  quantity: number
}): boolean {
  return (
    l.debitedFromDepositAt !== null &&
    l.quantityFromDeposit > 0 &&
    (l.paidFromDeposit || l.quantityToPay - l.quantityFromDeposit > l.quantity)
  )
}

/** Deposits are used by some line: the patient can no longer change (spec 000 §5). */
export const depositsUsed = (cart: OrderCartData): boolean =>
  lineKinds.some((k) =>
    (cart[k] as AnyLine[]).some((l) => l.quantityFromDeposit > 0 && l.debitedFromDepositAt !== null),
  )
