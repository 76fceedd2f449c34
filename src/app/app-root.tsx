import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageLoader } from '../ui/page-loader'
import { PrefetchContext } from '../ui/prefetch-link'
import { LoadingBar } from './loading/loading-bar'

// Loaded after the first paint: the sign-in page does not need notifications to appear.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** Above every layout: the loading bar, the notifications (once for the whole app), link prefetching. */
export function AppRoot({ prefetch }: { prefetch: (path: string) => void }) {
  return (
    <PrefetchContext value={prefetch}>
      <LoadingBar />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster position="top-right" richColors closeButton customAriaLabel="Сповіщення (Alt+T)" />
      </Suspense>
    </PrefetchContext>
  )
}
