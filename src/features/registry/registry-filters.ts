/**
 * The registry grid's filters as the address keeps them (?date=YYYY-MM-DD&cityId&filialId&
 * specializationId&doctorId, and view=week, by=cabinet): a shared link or a reload shows the same day. A missing or malformed
 * value is left out, and a missing date is today (Kyiv).
 */
import type { RegistryDayQuery } from '../../../domain/schedule/registry-day.schema'
import { inRange } from '../../shared/registry/registry-days'

export const registryFilterKeys = ['cityId', 'filialId', 'specializationId', 'doctorId'] as const
export type RegistryFilterKey = (typeof registryFilterKeys)[number]

const isDay = (v: string | null): v is string =>
  v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && inRange(v)

/** The day query the address names. */
export function readRegistryFilters(params: URLSearchParams, today: string): RegistryDayQuery {
  const raw = params.get('date')
  const q: RegistryDayQuery = { date: isDay(raw) ? raw : today }
  for (const key of registryFilterKeys) {
    const v = params.get(key)
    if (v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) q[key] = Number(v)
  }
  return q
}

/** The schedule's view: a day (doctors or cabinets as columns) or one doctor's week. */
export function readRegistryView(params: URLSearchParams): {
  view: 'day' | 'week'
  by: 'doctor' | 'cabinet'
} {
  return {
    view: params.get('view') === 'week' ? 'week' : 'day',
    by: params.get('by') === 'cabinet' ? 'cabinet' : 'doctor',
  }
}

/** The address for a changed filter; a city change drops a filial of another city, etc. (the caller's rule). */
export function withRegistryFilters(
  params: URLSearchParams,
  patch: Partial<Record<'date' | 'view' | 'by' | RegistryFilterKey, string | number | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === undefined || v === '') next.delete(k)
    else next.set(k, String(v))
  }
  return next
}
