/**
 * PATCH /api/v2/mc-orders/{id} and PATCH /api/v2/crm-orders/{id}: versioned edits of the order's fields.
 * Both re-price the stored cart with the new fields (price lists, insurance, discounts and promo code
 * change prices), so the answer always carries current totals, and a promo code that is not found or
 * not active is refused with 422 on promo_code (spec 000 §5).
 */
import { eq } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type { CrmOrderPatch, McOrder, McOrderPatch } from '../../../domain/orders/order.schema'
import { normalizePromoCode } from '../../../domain/pricing/promo-code'
import { filials } from '../../db/schema/places'
import { orders } from '../../db/schema/orders'
import type { MutationScope } from '../../lib/mutation'
import { updateVersioned } from '../../lib/versioned'
import type { Tx } from '../../db/client'
import { priceOrder, rejectErrors, storePricing } from './calculation.service'
import { assertMayEdit, transition } from './order-guard'
import { assertRefsExist, priceListTypes } from './order-refs'
import { orderRow, orderView, type OrderRow } from './order-view'

type Set = Partial<typeof orders.$inferInsert>

const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

const usesDeposit = (row: OrderRow) =>
  Object.values(row.cartData).some((list: Array<{ quantityFromDeposit: number }>) =>
    list.some((l) => l.quantityFromDeposit > 0),
  )

const copy = <K extends string>(
  body: Partial<Record<K, unknown>>,
  keys: readonly K[],
): Record<string, unknown> =>
  Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]))

async function mcSet(tx: Tx, row: OrderRow, body: McOrderPatch, now: Date): Promise<Set> {
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
  const types = await priceListTypes(
    tx,
    [body.servicePriceListId, body.mcTestPriceListId].filter((x): x is number => typeof x === 'number'),
  )
  if (typeof body.servicePriceListId === 'number' && types.get(body.servicePriceListId) !== 'services')
    errors.service_price_list_id = ['Оберіть прайс-лист послуг']
  if (typeof body.mcTestPriceListId === 'number' && types.get(body.mcTestPriceListId) !== 'tests')
    errors.mc_test_price_list_id = ['Оберіть прайс-лист аналізів']
  if (body.writeOffSumOfCashDeposit !== undefined) {
    const sum = body.writeOffSumOfCashDeposit ?? 0 // spec 000 §5: empty is 0
    set.writeOffSumOfCashDeposit = sum
    set.writeOffFromCashDepositAt = sum > 0 ? (row.writeOffFromCashDepositAt ?? now) : null
  }
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

/** Applies `set` against `version`, re-prices the cart and answers the order. */
async function save(m: MutationScope, row: OrderRow, version: number, set: Set): Promise<McOrder> {
  const { tx, now } = m
  transition(row, 'edit_order')
  const updated = await updateVersioned(tx, orders, { id: row.id, version }, set, async () => {
    const current = await orderRow(tx, row.id)
    return current && orderView(tx, current)
  })
  const priced = await priceOrder(tx, updated, updated.cartData, now)
  const rejected = rejectErrors(priced)
  if (Object.keys(rejected).length) throw fail(rejected)
  const saved = await storePricing(tx, updated, updated.cartData, priced)
  return orderView(tx, saved)
}

async function load(m: MutationScope, id: number): Promise<OrderRow> {
  const row = await orderRow(m.tx, id, true)
  if (!row) throw new DomainError('not_found', 404, errorMessages.not_found)
  assertMayEdit(m.user, row)
  return row
}

/** PATCH /api/v2/mc-orders/{id}. */
export async function patchMcOrder(m: MutationScope, id: number, body: McOrderPatch): Promise<McOrder> {
  const row = await load(m, id)
  await assertRefsExist(m.tx, body)
  return save(m, row, body.version, await mcSet(m.tx, row, body, m.now))
}

/** PATCH /api/v2/crm-orders/{id}. */
export async function patchCrmOrder(m: MutationScope, id: number, body: CrmOrderPatch): Promise<McOrder> {
  const row = await load(m, id)
  await assertRefsExist(m.tx, body)
  return save(m, row, body.version, crmSet(body))
}
