/**
 * The notification log's filters, kept in the address so back, reload and a shared link show the same
 * log. The period defaults to the last 7 Kyiv days; a period the user emptied stays empty in the
 * address (`from=`), so the server's own «Період не обрано!» shows on the field.
 */
import {
  notificationChannels,
  notificationEvents,
  notificationStatuses,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationStatus,
} from '../../../domain/notifications/notifications'
import { kyivDay } from '../../../domain/time/kyiv'

export interface LogFilters {
  /** YYYY-MM-DD, or '' when the user emptied it. */
  from: string
  to: string
  status: NotificationStatus | ''
  channel: NotificationChannel | ''
  event: NotificationEvent | ''
  q: string
  page: number
}

export type LogFilterDraft = Omit<LogFilters, 'page'>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The calendar day `days` after `day` (YYYY-MM-DD), counted on the calendar, not in hours. */
function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The last 7 Kyiv days, today included. */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const to = kyivDay(now)
  return { from: addDays(to, -6), to }
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : ''

const day = (params: URLSearchParams, key: string, fallback: string) => {
  if (!params.has(key)) return fallback
  const v = params.get(key) ?? ''
  return DAY.test(v) ? v : ''
}

export function readLogFilters(params: URLSearchParams, now: Date): LogFilters {
  const period = defaultPeriod(now)
  const page = Number(params.get('page'))
  return {
    from: day(params, 'from', period.from),
    to: day(params, 'to', period.to),
    status: oneOf(notificationStatuses, params.get('status')),
    channel: oneOf(notificationChannels, params.get('channel')),
    event: oneOf(notificationEvents, params.get('event')),
    q: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The address after «Сформувати»: every filter as applied, back on the first page. */
export function withLogFilters(params: URLSearchParams, draft: LogFilterDraft): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set('from', draft.from)
  next.set('to', draft.to)
  for (const key of ['status', 'channel', 'event', 'q'] as const) {
    const v = draft[key].trim()
    if (v) next.set(key, v)
    else next.delete(key)
  }
  next.delete('page')
  return next
}

/** The API query of the filters (the Excel export takes the same, without the page). */
export function logQuery(f: LogFilters, withPage = true): string {
  const q = new URLSearchParams()
  if (f.from) q.set('from', f.from)
  if (f.to) q.set('to', f.to)
  if (f.status) q.set('status', f.status)
  if (f.channel) q.set('channel', f.channel)
  if (f.event) q.set('event', f.event)
  if (f.q) q.set('q', f.q)
  if (withPage) q.set('page', String(f.page))
  return q.toString()
}
