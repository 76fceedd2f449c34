/**
 * «Попередні записи» filters as the address keeps them (?doctorId&deadlineFrom&deadlineTo&type&
 * isNearVisit=1&overdue=1&page): a reload or a shared link shows the same list. A malformed value is
 * left out. `entriesPath` is the request — and the key of the copy kept on the device.
 */
export interface EntryFilters {
  doctorId: string
  deadlineFrom: string
  deadlineTo: string
  type: string
  isNearVisit: boolean
  overdue: boolean
  page: number
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`))

export function readEntryFilters(params: URLSearchParams): EntryFilters {
  const get = (k: string) => params.get(k)?.trim() ?? ''
  const page = Number(params.get('page'))
  const doctorId = get('doctorId')
  return {
    doctorId: /^[1-9]\d{0,9}$/.test(doctorId) ? doctorId : '',
    deadlineFrom: isDay(get('deadlineFrom')) ? get('deadlineFrom') : '',
    deadlineTo: isDay(get('deadlineTo')) ? get('deadlineTo') : '',
    type: get('type') === '1' || get('type') === '2' ? get('type') : '',
    isNearVisit: get('isNearVisit') === '1',
    overdue: get('overdue') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The address with some filters changed (an empty or false value removes one); the page back to 1. */
export function withEntryFilters(
  params: URLSearchParams,
  patch: Partial<Record<Exclude<keyof EntryFilters, 'page'>, string | boolean>>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [k, v] of Object.entries(patch)) {
    if (v === true) next.set(k, '1')
    else if (v === false || v === '') next.delete(k)
    else next.set(k, String(v))
  }
  next.delete('page')
  return next
}

/** The request of the list; a reversed deadline range is left to the server's message. */
export function entriesPath(f: EntryFilters): string {
  const q = new URLSearchParams({ page: String(f.page), perPage: '15' })
  if (f.doctorId) q.set('doctorId', f.doctorId)
  if (f.deadlineFrom) q.set('deadlineFrom', f.deadlineFrom)
  if (f.deadlineTo) q.set('deadlineTo', f.deadlineTo)
  if (f.type) q.set('type', f.type)
  if (f.isNearVisit) q.set('isNearVisit', '1')
  if (f.overdue) q.set('overdue', '1')
  return `/previous-orders/api?${q}`
}
