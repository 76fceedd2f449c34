/**
 * What the profile's server blocks (orders, deposit) say when the server cannot be asked: the copy kept
 * from an earlier visit with the time it was loaded, or that this device has none.
 */
import type { ReactNode } from 'react'
import { formatDateTime } from '../../lib/format/date'

const box = 'rounded-md p-3 text-sm'

/** The copy shown is an older one: when it was loaded, and that it may be out of date. */
export function StaleNote({
  online,
  fetchedAt,
  subject,
  caveat,
}: {
  online: boolean
  fetchedAt: number | undefined
  /** What is shown ('замовлення'). */
  subject: string
  /** Why to take it with care ('список може бути застарілим'). */
  caveat: string
}) {
  const why = online ? 'Не вдалося оновити дані з сервера' : 'Немає мережі'
  const when = fetchedAt === undefined ? '' : ` станом на ${formatDateTime(fetchedAt)}`
  return (
    <p role="status" className={`${box} bg-amber-50 text-amber-900`}>
      {why}: показано {subject}
      {when} — {caveat}.
    </p>
  )
}

/** Nothing to show: no network and no copy on the device, or the server failed. */
export function UnavailableNote({ offline, children }: { offline: boolean; children: ReactNode }) {
  return (
    <p
      role={offline ? 'status' : 'alert'}
      className={`${box} ${offline ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-900'}`}
    >
      {children}
    </p>
  )
}
