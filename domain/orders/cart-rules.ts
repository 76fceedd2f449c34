/**
 * The rules of PATCH /api/v2/check-carts/{id} (spec 000 §5 "Cart and deposit rules"), pure so the PWA
 * can show the same messages before sending. Answers the 422 `errors` map keyed per snake_case field;
 * an empty map means the cart passes. The pricing problems come from domain/pricing (promo code not
 * found or not active, unpublished positions, …); what needs the database (barcodes and codes used in
 * other orders) is looked up by the server and passed in.
 */
import type { FieldErrors } from '../api/errors'
import type { PricedCart } from '../pricing/priced-cart.schema'

export const cartRuleMessages = {
  patientRequired: 'Оберіть пацієнта',
  passportRequired: 'Заповніть паспортні дані пацієнта',
  consentRequired: 'Потрібна згода пацієнта на обробку персональних даних',
  cartEmpty: 'Кошик порожній: додайте послугу, аналіз або товар',
  barcodeInThisOrder: 'Штрихкод уже використано в цьому замовленні',
  barcodeInOrder: (code: string) => `Штрихкод уже використано в замовленні ${code}`,
  codeInOrder: (code: string) => `Код уже використано в замовленні ${code}`,
} as const

export interface CartCheckInput {
  /** Check only, or confirm the cart (blocking problems count only then). */
  confirm: boolean
  hasPatient: boolean
  passportData: string | null
  personalDataConsent: boolean
  lineCount: number
  priced: PricedCart
  /** Test barcodes in cart order (null where none). */
  barcodes: ReadonlyArray<string | null>
  /** barcode → code of another order that already uses it. */
  barcodesElsewhere: ReadonlyMap<string, string>
  /** The order code of another order with the same external code, if any. */
  externalCodeTakenBy: string | null
}

/** Every failed rule, keyed per field. */
export function checkCart(input: CartCheckInput): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message)
  if (!input.hasPatient) add('crm_client_id', cartRuleMessages.patientRequired)
  if (!input.passportData?.trim()) add('passport_data', cartRuleMessages.passportRequired)
  if (!input.personalDataConsent) add('personal_data_consent', cartRuleMessages.consentRequired)
  if (input.confirm && input.lineCount === 0) add('cart', cartRuleMessages.cartEmpty)
  for (const p of input.priced.problems) {
    const counts = p.severity === 'reject' || (input.confirm && p.severity === 'block_confirmation')
    if (counts) add(p.field ?? 'cart', p.detail ? `${p.message}: ${p.detail}` : p.message)
  }
  const seen = new Set<string>()
  input.barcodes.forEach((raw, i) => {
    const barcode = raw?.trim()
    if (!barcode) return
    if (seen.has(barcode)) add(`tests.${i}.barcode`, cartRuleMessages.barcodeInThisOrder)
    seen.add(barcode)
    const other = input.barcodesElsewhere.get(barcode)
    if (other) add(`tests.${i}.barcode`, cartRuleMessages.barcodeInOrder(other))
  })
  if (input.externalCodeTakenBy)
    add('external_api_order_code', cartRuleMessages.codeInOrder(input.externalCodeTakenBy))
  return errors
}
