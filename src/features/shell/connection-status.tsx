import { cn } from '../../lib/cn'
import { useOnlineStatus } from '../../shared/use-online-status'

/** 'Онлайн' / 'Офлайн', always in the header (spec 000 §1); announced politely when it changes. */
export function ConnectionStatus() {
  const online = useOnlineStatus()
  return (
    <span
      role="status"
      className={cn(
        'inline-flex min-h-8 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium whitespace-nowrap',
        online ? 'bg-green-50 text-green-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', online ? 'bg-green-600' : 'bg-amber-600')}
      />
      {online ? 'Онлайн' : 'Офлайн'}
    </span>
  )
}
