import { useEffect, useSyncExternalStore } from 'react'
import { onRequestActivity } from '../../lib/api/http'
import { cn } from '../../lib/cn'
import { loadingBar } from './loading-bar-store'

/**
 * The thin bar along the top of the window. Decorative for screen readers: the pages announce their
 * own loading and errors, and a bar moving every half second would only be noise.
 */
export function LoadingBar() {
  const { visible, percent, failed } = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState)

  useEffect(
    () =>
      onRequestActivity({
        onRequestStart: loadingBar.start,
        onRequestEnd: (outcome) => loadingBar.end(outcome === 'failed'),
      }),
    [],
  )

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] print:hidden">
      <div
        data-testid="loading-bar"
        data-state={failed ? 'failed' : visible ? 'loading' : 'idle'}
        className={cn(
          'h-full transition-[width,opacity] duration-300 ease-out motion-reduce:transition-none',
          failed ? 'bg-red-600' : 'bg-brand-600',
          visible ? 'opacity-100' : 'opacity-0',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
