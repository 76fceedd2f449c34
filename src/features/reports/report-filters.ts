/**
 * A report's filters in the address (`?from=…&to=…&dateType=…&cityId=…&userIds=1,2&page=2`), so a
 * reload or a shared link shows the same report. Only the keys the definition takes are read or sent
 * (the server refuses any other); the period has no default — nothing is asked until one is chosen —
 * and a report of the stock as it is now (`periodless`) takes none.
 */
import {
  joinsFilials,
  MAX_EXPIRING_DAYS,
  reportFilters,
  type ReportFilterKey,
  type ReportDateType,
  type ReportDefinition,
} from '../../../domain/reports/define-report'

export interface ReportDraft {
  /** YYYY-MM-DD or ''. */
  from: string
  to: string
  dateType: ReportDateType | ''
  /**
   * A selected id ('' for all) of each single filter — a key of a fixed choice, a number of days typed
   * in; userIds as its ids.
   */
  ids: Partial<Record<string, string>>
  userIds: number[]
  /** Several filials merged into one report (the joined-reports module). */
  filialIds: number[]
}

export interface ReportFilterState extends ReportDraft {
  page: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[1-9][0-9]{0,9}$/

const singleFilters = (def: ReportDefinition) => def.filters.filter((k) => !('many' in reportFilters[k]))

/** Whether `v` may stand in the address as the value of filter `key`. */
function acceptable(key: ReportFilterKey, v: string): boolean {
  const filter = reportFilters[key]
  if ('choices' in filter) return Object.hasOwn(filter.choices, v)
  if ('days' in filter) return /^[0-9]{1,4}$/.test(v) && Number(v) <= MAX_EXPIRING_DAYS
  return ID.test(v)
}

export function readReportFilters(def: ReportDefinition, params: URLSearchParams): ReportFilterState {
  const day = (key: string) => {
    const v = def.periodless ? '' : (params.get(key) ?? '')
    return DAY.test(v) ? v : ''
  }
  const dateType = (def.dateTypes ?? []).find((t) => t === params.get('dateType')) ?? def.dateTypes?.[0] ?? ''
  const ids: Record<string, string> = {}
  for (const key of singleFilters(def)) {
    const v = params.get(key) ?? ''
    ids[key] = acceptable(key, v) ? v : ''
  }
  const list = (key: string, taken: boolean) =>
    (taken ? (params.get(key) ?? '') : '')
      .split(',')
      .filter((v) => ID.test(v))
      .map(Number)
  const page = Number(params.get('page'))
  return {
    from: day('from'),
    to: day('to'),
    dateType,
    ids,
    userIds: list('userIds', def.filters.includes('userIds')),
    filialIds: list('filialIds', joinsFilials(def)),
    page: def.paged && Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The report's query string (the same for the answer and, without the page, for the Excel file). */
export function reportQuery(def: ReportDefinition, f: ReportFilterState, withPage = true): string {
  const q = new URLSearchParams()
  if (f.from) q.set('from', f.from)
  if (f.to) q.set('to', f.to)
  if (def.dateTypes && f.dateType) q.set('dateType', f.dateType)
  for (const key of singleFilters(def)) {
    const v = f.ids[key]
    if (v) q.set(key, v)
  }
  if (def.filters.includes('userIds') && f.userIds.length > 0) q.set('userIds', f.userIds.join(','))
  if (joinsFilials(def) && f.filialIds.length > 0) q.set('filialIds', f.filialIds.join(','))
  if (def.paged && withPage) q.set('page', String(f.page))
  // The ids' commas stay as they are (userIds=1,2,3, as the API documents them).
  return q.toString().replaceAll('%2C', ',')
}

/** The address after «Сформувати»: the draft as the only filters, back on the first page. */
export function withReportFilters(def: ReportDefinition, draft: ReportDraft): URLSearchParams {
  return new URLSearchParams(reportQuery(def, { ...draft, page: 1 }, false))
}

/** The keys a 422 may name on this report's form. */
export const reportFields = (def: ReportDefinition): string[] => [
  'from',
  'to',
  ...(def.dateTypes ? ['dateType'] : []),
  ...def.filters,
  ...(joinsFilials(def) ? ['filialIds'] : []),
]
