import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { RequireOffline } from '../../offline/react/require-offline'
import { PageLoader } from '../../ui/page-loader'

/** The print layout (spec 000 §2.1, §6): the page alone on white; the router puts it behind sign-in. */
export function PrintLayout() {
  return (
    <main className="min-h-dvh bg-white p-6 text-black print:p-0">
      <RequireOffline>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RequireOffline>
    </main>
  )
}
