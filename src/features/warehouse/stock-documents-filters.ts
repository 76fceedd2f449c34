/**
 * The warehouse documents' filters in the address (`?warehouseId=…&kind=…&state=…&dateFrom=…&dateTo=…
 * &page=…`, days as YYYY-MM-DD, shown DD.MM.YYYY by the date fields): read leniently (a bad value is
 * dropped) and written back without empty ones, so back, reload and a shared link show the same list.
 */
import {
  stockDocumentKinds,
  stockDocumentStates,
  type StockDocumentKind,
  type StockDocumentState,
} from '../../../domain/warehouse/stock-document.schema'

export interface DocumentFilters {
  warehouseId: string
  kind: StockDocumentKind | ''
  state: StockDocumentState | ''
  /** YYYY-MM-DD or ''. */
  dateFrom: string
  dateTo: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const digits = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) ? v : '')
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | '' =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : ''
const day = (v: string | null) => (v !== null && DAY.test(v) ? v : '')

export function readDocumentFilters(params: URLSearchParams): DocumentFilters & { page: number } {
  const page = Number(digits(params.get('page')) || '1')
  return {
    warehouseId: digits(params.get('warehouseId')),
    kind: oneOf(stockDocumentKinds, params.get('kind')),
    state: oneOf(stockDocumentStates, params.get('state')),
    dateFrom: day(params.get('dateFrom')),
    dateTo: day(params.get('dateTo')),
    page: page >= 1 ? page : 1,
  }
}

/** The filters as query parameters (the page's address and the API's query alike). */
export function documentParams(f: DocumentFilters, page?: number): URLSearchParams {
  const p = new URLSearchParams()
  for (const key of ['warehouseId', 'kind', 'state', 'dateFrom', 'dateTo'] as const)
    if (f[key]) p.set(key, f[key])
  if (page !== undefined && page > 1) p.set('page', String(page))
  return p
}
