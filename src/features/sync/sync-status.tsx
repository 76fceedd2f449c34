/**
 * The header's sync widget: online or offline, how many changes wait and for how long, failures
 * that need the user, and a lost local store. Links to the sync screen. Renders nothing signed out.
 */
import { CloudOff, RefreshCw, TriangleAlert, Cloud } from 'lucide-react'
import { Link } from 'react-router'
import { useOptionalOffline } from '../../offline/react/offline-context'
import { useOnline, useOutboxSummary } from '../../offline/react/use-outbox'
import { plural } from '../../lib/format/plural'
import { age } from '../../offline/react/words'
import { cn } from '../../lib/cn'
import { useNow } from '../../shared/use-now'

export function SyncStatus({ className }: { className?: string }) {
  const offline = useOptionalOffline()
  const summary = useOutboxSummary(offline?.db)
  const online = useOnline()
  useNow(30_000)
  if (!offline) return null
  const waiting = summary?.waiting ?? 0
  const failures = summary?.failures ?? 0
  const alarm = failures > 0 || summary?.evictedAt !== undefined
  const Icon = alarm ? TriangleAlert : !online ? CloudOff : waiting > 0 ? RefreshCw : Cloud

  const parts = [online ? 'В мережі' : 'Немає мережі']
  // Until the queue has been read, say so: "all sent" would be a claim nobody has checked yet.
  if (!summary) parts.push('перевірка черги…')
  else if (waiting > 0) {
    parts.push(`${waiting} ${plural(waiting, 'зміна чекає', 'зміни чекають', 'змін чекають')}`)
    if (summary?.oldestAt) parts.push(`найдовше ${age(summary.oldestAt)}`)
  } else parts.push('усе надіслано')
  if (summary?.needsSignIn) parts.push('потрібно увійти знову')
  else if (failures > 0)
    parts.push(`${failures} ${plural(failures, 'потребує', 'потребують', 'потребують')} уваги`)
  if (summary?.evictedAt !== undefined) parts.push('браузер очистив дані пристрою')

  const message = parts.join(' · ')
  // On a narrow header the message is cut short; the tooltip always holds all of it.
  return (
    <Link
      to="/sync"
      data-testid="sync-status"
      title={`Стан синхронізації: ${message}`}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md px-3 text-sm hover:bg-slate-100',
        alarm ? 'text-red-700' : !online ? 'text-amber-800' : 'text-slate-700',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span role="status" className="min-w-0 truncate">
        {message}
      </span>
    </Link>
  )
}
