/**
 * The contractor rule of an order edit (domain/insurance-companies/insurer-rules.ts): a newly chosen
 * contractor must be published, under a contract in force on the order's day and work in its city,
 * filial and payment type (422 on the contractor's field). An order that keeps its contractor but moves
 * to another city, filial or payment type is checked for those alone, on the field that changed — an
 * ended contract does not block unrelated edits of an order made while it was in force.
 */
import type { FieldErrors } from '../../../domain/api/errors'
import { insurerRefusal, placeRefusal } from '../../../domain/insurance-companies/insurer-rules'
import type { Tx } from '../../db/client'
import type { orders } from '../../db/schema/orders'
import { insurerTerms } from '../insurance-companies/insurer-links.repo'
import { kyivDate } from '../references/active-price-list.repo'
import type { OrderRow } from './order-view'

type Set = Partial<typeof orders.$inferInsert>
const placeFields = ['cityId', 'filialId', 'paymentTypeId'] as const

/**
 * Field errors of the contractor rule for `set` applied to `row`. `field` is the contractor's field in
 * the request; `sent` names the fields the request carried (a city derived from a filial is the filial's).
 */
export async function insurerErrors(
  tx: Tx,
  row: OrderRow,
  set: Set,
  field: 'crm_insurance_company_id' | 'insurance_company_id',
  sent: Partial<Record<string, unknown>>,
): Promise<FieldErrors> {
  const insurerId = set.insuranceCompanyId !== undefined ? set.insuranceCompanyId : row.insuranceCompanyId
  if (insurerId == null) return {}
  const changed = (k: (typeof placeFields)[number]) => set[k] !== undefined && set[k] !== row[k]
  const newInsurer = set.insuranceCompanyId !== undefined && set.insuranceCompanyId !== row.insuranceCompanyId
  if (!newInsurer && !placeFields.some(changed)) return {}
  const terms = await insurerTerms(tx, insurerId)
  if (!terms) return {} // an unknown id is refused by assertRefsExist
  const order = {
    date: kyivDate(row.createdAt),
    cityId: set.cityId !== undefined ? set.cityId : row.cityId,
    filialId: set.filialId !== undefined ? set.filialId : row.filialId,
    paymentTypeId: set.paymentTypeId !== undefined ? set.paymentTypeId : row.paymentTypeId,
  }
  if (newInsurer) {
    const refusal = insurerRefusal(terms, order)
    return refusal ? { [field]: [refusal.message] } : {}
  }
  const refusal = placeRefusal(terms, order)
  if (!refusal) return {}
  const key =
    refusal.reason === 'payment_type'
      ? 'payment_type_id'
      : refusal.reason === 'city' && sent.cityId !== undefined
        ? 'city_id'
        : 'filial_id'
  return { [key]: [refusal.message] }
}
