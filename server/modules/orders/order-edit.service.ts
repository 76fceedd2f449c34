/**
 * PATCH /api/v2/mc-orders/{id} and PATCH /api/v2/crm-orders/{id}: versioned edits of the order's fields.
 * Both re-price the stored cart with the new fields (price lists, insurance, discounts and promo code
 * change prices), so the answer always carries current totals, and a promo code that is not found or
 * not active is refused with 422 on promo_code (spec 000 §5). A cash deposit write-off is checked
 * against the client's balance (deposits.service.ts); a contractor against its contract (order-insurer.ts).
 */
import { eq } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import { depositMessages } from '../../../domain/deposits/deposit-rules'
import {
  orderMessages,
  type CrmOrderPatch,
  type McOrder,
  type McOrderPatch,
  type ResolvedMcOrderPatch,
} from '../../../domain/orders/order.schema'
import type { PricedCart } from '../../../domain/pricing/priced-cart.schema'
import { normalizePromoCode } from '../../../domain/pricing/promo-code'
import { clients } from '../../db/schema/clients'
import { filials } from '../../db/schema/places'
import { orders } from '../../db/schema/orders'
import type { MutationScope } from '../../lib/mutation'
import { updateVersioned } from '../../lib/versioned'
import type { Tx } from '../../db/client'
import { checkCashWriteOff, writtenOffRefusal } from '../deposits/deposits.service'
import { priceOrder, rejectErrors } from './calculation.service'
import { storePricing } from './pricing-store'
import { assertMayEdit, transition } from './order-guard'
import { insurerErrors } from './order-insurer'
import { assertRefsExist, priceListErrors } from './order-refs'
import { orderRow, orderView, type OrderRow } from './order-view'

type Set = Partial<typeof orders.$inferInsert>

const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

/** Lines paid from a deposit, or a sum to take from the cash deposit: the deposits are the patient's. */
const usesDeposit = (row: OrderRow) =>
  row.writeOffSumOfCashDeposit > 0 ||
  Object.values(row.cartData).some((list: Array<{ quantityFromDeposit: number }>) =>
    list.some((l) => l.quantityFromDeposit > 0),
  )

const copy = <K extends string>(
  body: Partial<Record<K, unknown>>,
  keys: readonly K[],
): Record<string, unknown> =>
  Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]))

async function mcSet(tx: Tx, row: OrderRow, body: ResolvedMcOrderPatch, now: Date): Promise<Set> {
  const errors: FieldErrors = {}
  const set: Set = copy(body, [
    'bloodPointId',
    'servicePriceListId',
    'mcTestPriceListId',
    'depositableType',
    'cashDepositableType',
    'isOnlinePayment',
    'paymentTypeId',
    'paymentWaitFlow',
  ] as const)
  if (body.crmClientId !== undefined) set.clientId = body.crmClientId
  if (body.callerCrmClientId !== undefined) set.callerClientId = body.callerCrmClientId
  if (body.crmInsuranceCompanyId !== undefined) set.insuranceCompanyId = body.crmInsuranceCompanyId
  if (body.client !== undefined) set.clientData = body.client
  // A chosen crm client replaces inline data (spec 000 §5: the inline client is sent as null).
  if (body.crmClientId != null) set.clientData = null
  if (body.crmClientId != null && body.client != null)
    errors.client = ['Оберіть клієнта з бази або введіть дані нового, але не обидва']
  const patientChanges =
    (body.crmClientId !== undefined && body.crmClientId !== row.clientId) ||
    (body.client !== undefined && JSON.stringify(body.client) !== JSON.stringify(row.clientData))
  if (patientChanges && usesDeposit(row))
    errors.crm_client_id = ['Пацієнта не можна змінити: у замовленні використано депозит']
  if (body.cityId !== undefined) set.cityId = body.cityId
  if (body.filialId !== undefined) {
    set.filialId = body.filialId
    if (body.filialId !== null) {
      const [f] = await tx
        .select({ cityId: filials.cityId })
        .from(filials)
        .where(eq(filials.id, body.filialId))
      if (f && body.cityId != null && body.cityId !== f.cityId)
        errors.filial_id = ['Філія не належить обраному місту']
      if (f && body.cityId === undefined) set.cityId = f.cityId
    }
  }
  Object.assign(errors, await priceListErrors(tx, body))
  if (body.writeOffSumOfCashDeposit !== undefined) {
    const sum = body.writeOffSumOfCashDeposit ?? 0 // spec 000 §5: empty is 0
    const clientId = body.crmClientId !== undefined ? body.crmClientId : row.clientId
    const writtenOff = sum !== row.writeOffSumOfCashDeposit ? await writtenOffRefusal(tx, row.id) : null
    if (writtenOff) errors.write_off_sum_of_cash_deposit = [writtenOff]
    else if (sum > 0 && clientId === null)
      errors.write_off_sum_of_cash_deposit = [depositMessages.crmClientRequired]
    set.writeOffSumOfCashDeposit = sum
    set.writeOffFromCashDepositAt = sum > 0 ? (row.writeOffFromCashDepositAt ?? now) : null
  }
  Object.assign(errors, await insurerErrors(tx, row, set, 'crm_insurance_company_id', body))
  if (Object.keys(errors).length) throw fail(errors)
  return set
}

function crmSet(body: CrmOrderPatch): Set {
  const set: Set = copy(body, [
    'clientState',
    'operatorComment',
    'zeroPrice',
    'zeroPriceComment',
    'zeroPriceMaterial',
    'zeroPriceMaterialComment',
    'manualDiscount',
    'manualDiscountComment',
    'discountId',
    'discountConfirmation',
    'doctorId',
    'doctorNotFound',
    'responsibleDoctorId',
    'researchTypeId',
    'researchTypeNumber',
    'externalApiOrderCode',
    'manipulationDate',
    'policeNumber',
    'franchise',
    'cito',
    'guidingOrganisationId',
    'insuranceCompanyId',
    'passportData',
    'personalDataConsent',
    'commentToRegistrar',
    'commentToClient',
    'externalNumber',
    'referringDoctorId',
    'fencePointId',
    'npsRating',
    'npsComment',
  ] as const)
  if (body.client !== undefined) set.clientData = body.client
  if (body.promoCode !== undefined) {
    const code = body.promoCode === null ? '' : normalizePromoCode(body.promoCode)
    set.promoCode = code === '' ? null : code
  }
  return set
}

/** A further check of the edited and re-priced order, before it is stored. */
type Check = (updated: OrderRow, priced: PricedCart) => Promise<void>

/** Applies `set` against `version`, re-prices the cart and answers the order. */
async function save(
  m: MutationScope,
  row: OrderRow,
  version: number,
  set: Set,
  check?: Check,
): Promise<McOrder> {
  const { tx, now } = m
  transition(row, 'edit_order')
  const updated = await updateVersioned(tx, orders, { id: row.id, version }, set, async () => {
    const current = await orderRow(tx, row.id)
    return current && orderView(tx, current)
  })
  const priced = await priceOrder(tx, updated, updated.cartData, now)
  const rejected = rejectErrors(priced)
  if (Object.keys(rejected).length) throw fail(rejected)
  await check?.(updated, priced)
  const saved = await storePricing(tx, updated, updated.cartData, priced)
  return orderView(tx, saved)
}

async function load(m: MutationScope, id: number): Promise<OrderRow> {
  const row = await orderRow(m.tx, id, true)
  if (!row) throw new DomainError('not_found', 404, errorMessages.not_found)
  assertMayEdit(m.user, row)
  return row
}

/**
 * The write-off the cart just set, against the client's cash deposit: the amount is the part of the sum
 * the re-priced cart takes (the engine's cashDepositAmount), so a sum above what the patient owes never
 * asks for a confirmation it does not need. The money moves only at finish-cart.
 */
const cashWriteOffCheck =
  (m: MutationScope, body: ResolvedMcOrderPatch): Check =>
  (updated, priced) =>
    checkCashWriteOff(m.tx, {
      orderId: updated.id,
      clientId: updated.clientId,
      amount: priced.totals.cashDepositAmount,
      confirmNegativeBalance: body.confirmNegativeBalance ?? false,
    })

/** A client created offline is named by its uuid (its create went ahead of this edit in the outbox). */
async function resolveClient(tx: Tx, body: McOrderPatch): Promise<ResolvedMcOrderPatch> {
  const ref = body.crmClientId
  if (typeof ref !== 'string') return { ...body, crmClientId: ref }
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.uuid, ref))
  if (!row) throw fail({ crm_client_id: [orderMessages.clientNotFound] })
  return { ...body, crmClientId: row.id }
}

/** PATCH /api/v2/mc-orders/{id}. */
export async function patchMcOrder(m: MutationScope, id: number, input: McOrderPatch): Promise<McOrder> {
  // The scope first: an order outside it answers 404 whatever the body names.
  const row = await load(m, id)
  const body = await resolveClient(m.tx, input)
  await assertRefsExist(m.tx, body)
  const set = await mcSet(m.tx, row, body, m.now)
  const check = body.writeOffSumOfCashDeposit === undefined ? undefined : cashWriteOffCheck(m, body)
  return save(m, row, body.version, set, check)
}

/** PATCH /api/v2/crm-orders/{id}. */
export async function patchCrmOrder(m: MutationScope, id: number, body: CrmOrderPatch): Promise<McOrder> {
  const row = await load(m, id)
  await assertRefsExist(m.tx, body)
  const set = crmSet(body)
  const errors = await insurerErrors(m.tx, row, set, 'insurance_company_id', body)
  if (Object.keys(errors).length) throw fail(errors)
  return save(m, row, body.version, set)
}
