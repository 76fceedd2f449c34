/** A message's status as a coloured badge with its Ukrainian label (the log and the test send). */
import { statusLabels, type NotificationStatus } from '../../../domain/notifications/notifications'
import { cn } from '../../lib/cn'

// Sent green, failed red, "may or may not have gone" amber, on its way blue, waiting grey.
const statusTone: Record<NotificationStatus, string> = {
  confirmation_awaiting: 'bg-slate-200 text-slate-800',
  ready_for_send: 'bg-blue-100 text-blue-900 ring-1 ring-blue-300',
  sending: 'bg-blue-600 text-white',
  sent: 'bg-green-700 text-white',
  error: 'bg-red-600 text-white',
  unknown: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
}

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusTone[status],
      )}
    >
      {statusLabels[status]}
    </span>
  )
}
