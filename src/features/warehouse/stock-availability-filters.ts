/**
 * The stock availability's filters in the address (`?search=…&warehouseId=…&categoryId=…&belowMin=true
 * &expiringDays=…&page=…`): read leniently (a bad value is dropped, the server checks the rest) and
 * written back without empty ones, so back, reload and a shared link show the same list.
 */
export interface AvailabilityFilters {
  search: string
  warehouseId: string
  categoryId: string
  belowMin: boolean
  /** Days ahead, as typed; '' for no expiry filter. */
  expiringDays: string
}

export const emptyAvailabilityFilters: AvailabilityFilters = {
  search: '',
  warehouseId: '',
  categoryId: '',
  belowMin: false,
  expiringDays: '',
}

const digits = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) ? v : '')

export function readAvailabilityFilters(params: URLSearchParams): AvailabilityFilters & { page: number } {
  const page = Number(digits(params.get('page')) || '1')
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    warehouseId: digits(params.get('warehouseId')),
    categoryId: digits(params.get('categoryId')),
    belowMin: params.get('belowMin') === 'true',
    expiringDays: digits(params.get('expiringDays')),
    page: page >= 1 ? page : 1,
  }
}

/** The filters as query parameters (the page's address, the API's query and the export's). */
export function availabilityParams(f: AvailabilityFilters, page?: number): URLSearchParams {
  const p = new URLSearchParams()
  if (f.search.trim()) p.set('search', f.search.trim())
  if (f.warehouseId) p.set('warehouseId', f.warehouseId)
  if (f.categoryId) p.set('categoryId', f.categoryId)
  if (f.belowMin) p.set('belowMin', 'true')
  if (f.expiringDays) p.set('expiringDays', f.expiringDays)
  if (page !== undefined && page > 1) p.set('page', String(page))
  return p
}
