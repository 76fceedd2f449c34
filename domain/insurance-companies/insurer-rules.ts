/**
 * Whether a contractor (insurance company) may be put on an order (issue #6): published, its contract in
 * force on the order's day (past the end only with auto-extension), and working in the order's city,
 * filial and payment type where it lists them. An empty list means "no restriction". Pure: the day is
 * passed in (YYYY-MM-DD, the clinic's calendar).
 */

/** What the rule needs of a contractor. */
export interface InsurerTerms {
  published: boolean
  contractStartDate: string | null
  contractEndDate: string | null
  autoExtension: boolean
  cityIds: readonly number[]
  filialIds: readonly number[]
  paymentTypeIds: readonly number[]
}

/** What the rule needs of an order; null where the order does not say yet (nothing to check). */
export interface InsuredOrder {
  /** The order's day, YYYY-MM-DD. */
  date: string
  cityId: number | null
  filialId: number | null
  paymentTypeId: number | null
}

export type InsurerRefusalReason =
  'unpublished' | 'contract_not_started' | 'contract_ended' | 'city' | 'filial' | 'payment_type'

export interface InsurerRefusal {
  reason: InsurerRefusalReason
  message: string
}

/** YYYY-MM-DD → DD.MM.YYYY, the way dates are written in the UI. */
export const uaDate = (iso: string): string => iso.split('-').reverse().join('.')

export const insurerMessages = {
  unpublished: () => 'Контрагент не опублікований',
  contract_not_started: (from: string) => `Договір з контрагентом починає діяти з ${uaDate(from)}`,
  contract_ended: (to: string) => `Договір з контрагентом закінчився ${uaDate(to)}`,
  city: () => 'Контрагент не працює в цьому місті',
  filial: () => 'Контрагент не працює в цій філії',
  payment_type: () => 'Контрагент не приймає цей тип оплати',
} as const

/** Why the contract is not in force on `date`, or null when it is (open ends allowed). */
export function contractRefusal(
  terms: Pick<InsurerTerms, 'contractStartDate' | 'contractEndDate' | 'autoExtension'>,
  date: string,
): InsurerRefusal | null {
  if (terms.contractStartDate && date < terms.contractStartDate)
    return {
      reason: 'contract_not_started',
      message: insurerMessages.contract_not_started(terms.contractStartDate),
    }
  if (terms.contractEndDate && date > terms.contractEndDate && !terms.autoExtension)
    return { reason: 'contract_ended', message: insurerMessages.contract_ended(terms.contractEndDate) }
  return null
}

/** Whether the contract is in force on `date`. */
export const contractInForce = (
  terms: Pick<InsurerTerms, 'contractStartDate' | 'contractEndDate' | 'autoExtension'>,
  date: string,
): boolean => contractRefusal(terms, date) === null

const allows = (list: readonly number[], id: number | null) =>
  id === null || list.length === 0 || list.includes(id)

/** Why the order's place or payment type does not suit the contractor, or null when it does. */
export function placeRefusal(terms: InsurerTerms, order: Omit<InsuredOrder, 'date'>): InsurerRefusal | null {
  if (!allows(terms.cityIds, order.cityId)) return { reason: 'city', message: insurerMessages.city() }
  if (!allows(terms.filialIds, order.filialId)) return { reason: 'filial', message: insurerMessages.filial() }
  if (!allows(terms.paymentTypeIds, order.paymentTypeId))
    return { reason: 'payment_type', message: insurerMessages.payment_type() }
  return null
}

/** The first reason the contractor may not be put on the order, or null when it may. */
export function insurerRefusal(terms: InsurerTerms, order: InsuredOrder): InsurerRefusal | null {
  if (!terms.published) return { reason: 'unpublished', message: insurerMessages.unpublished() }
  return contractRefusal(terms, order.date) ?? placeRefusal(terms, order)
}
