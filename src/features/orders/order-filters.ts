/**
 * The order list's filters as they live in the address (`/mc-orders?state=done,deleted&period=month&page=2`),
 * so a reload, a shared link and the back button keep them; and the API query they become.
 */
import { orderStateCodes, type OrderState } from '../../../domain/orders/order-states'
import { CUSTOM_PERIOD, DEFAULT_PERIOD, isPresetKey, resolvePeriod, type PeriodChoice } from './order-period'

export interface OrderFilters {
  states: OrderState[]
  period: PeriodChoice
  from: string
  to: string
  city: string
  filial: string
  payment: string
  operator: string
  client: string
  code: string
  page: number
}

/** Filter names in the address; the page number resets whenever one of them changes. */
export type FilterKey = Exclude<keyof OrderFilters, 'page'>

const stateSet = new Set<string>(orderStateCodes)

export function readFilters(params: URLSearchParams): OrderFilters {
  const get = (k: string) => params.get(k)?.trim() ?? ''
  const period = get('period')
  const page = Number(params.get('page'))
  return {
    states: get('state')
      .split(',')
      .filter((s): s is OrderState => stateSet.has(s)),
    period: period === CUSTOM_PERIOD || isPresetKey(period) ? period : DEFAULT_PERIOD,
    from: get('from'),
    to: get('to'),
    city: get('city'),
    filial: get('filial'),
    payment: get('payment'),
    operator: get('operator'),
    client: get('client'),
    code: get('code'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

export type FilterPatch = Partial<Record<FilterKey | 'page', string>>

/** The address with some filters changed (an empty value removes one) and, unless paging, the page back to 1. */
export function withFilters(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(patch)) {
    const name = key === 'states' ? 'state' : key
    if (value) next.set(name, value)
    else next.delete(name)
  }
  if (!('page' in patch)) next.delete('page')
  // A preset carries its own dates; stale custom ones would come back when "custom" is chosen again.
  if (patch.period !== undefined && patch.period !== CUSTOM_PERIOD) {
    next.delete('from')
    next.delete('to')
  }
  return next
}

/**
 * The GET /api/v2/mc-orders query, or the period's message when the period cannot be asked for.
 * An order code names one order, so a code search ignores the period (an old order stays findable).
 */
export function listQuery(
  f: OrderFilters,
  now: Date,
  registryView?: 'not_finished' | 'without_schedule',
): { query: string; periodError: string | null } {
  const q = new URLSearchParams({ page: String(f.page) })
  // A registry tab's list is bounded by its own rule, not by a creation period.
  if (registryView) q.set('registryView', registryView)
  if (f.states.length) q.set('state', f.states.join(','))
  const pairs: Array<[string, string]> = [
    ['cityId', f.city],
    ['filialId', f.filial],
    ['paymentTypeId', f.payment],
    ['operatorId', f.operator],
    ['client', f.client],
    ['code', f.code],
  ]
  for (const [name, value] of pairs) if (value) q.set(name, value)
  if (f.code || registryView) return { query: q.toString(), periodError: null }
  const { period, error } = resolvePeriod(f.period, { from: f.from, to: f.to }, now)
  if (period.from) q.set('dateFrom', period.from)
  if (period.to) q.set('dateTo', period.to)
  return { query: q.toString(), periodError: error }
}
