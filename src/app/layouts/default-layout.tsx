import { Suspense } from 'react'
import { AppHeader } from '../../features/shell/app-header'
import { KeptDraftRestorer } from '../../features/shell/kept-draft-restorer'
import { MenuSidebar } from '../../features/shell/menu-sidebar'
import { RouteBreadcrumbs } from '../../features/shell/route-breadcrumbs'
import { ShellFooter } from '../../features/shell/shell-footer'
import { useShellReferences } from '../../features/shell/shell-references'
import { RequireOffline } from '../../offline/react/require-offline'
import { lazyPage } from '../lazy-page'
import { SyncStatusSlot } from '../sync-status-slot'
import { PageTransition } from './page-transition'

// The background services (realtime, task and client sync, activity) render nothing and are a chunk
// of their own: their code (zod schemas, the sync clients) is evaluated in a task of its own after the
// shell's, instead of adding to one long evaluation of everything as a signed-in screen starts.
const SessionServices = lazyPage(() => import('../session-services'), 'SessionServices')

/**
 * The signed-in layout (spec 000 §2.1): header bar, collapsible side menu (a drawer below 1024 px),
 * breadcrumbs, the page, and the footer. It starts the session's services and the reference loads.
 */
export function DefaultLayout() {
  useShellReferences()
  return (
    <RequireOffline>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only rounded-md bg-white font-medium text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center focus:px-4"
        >
          Перейти до вмісту
        </a>
        <AppHeader statusSlot={<SyncStatusSlot />} />
        <div className="flex flex-1">
          <MenuSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <main
              id="main-content"
              tabIndex={-1}
              className="flex flex-1 flex-col gap-2 p-4 focus:outline-none sm:p-6"
            >
              <RouteBreadcrumbs />
              <KeptDraftRestorer />
              <PageTransition />
            </main>
            <ShellFooter />
          </div>
        </div>
        <Suspense fallback={null}>
          <SessionServices />
        </Suspense>
      </div>
    </RequireOffline>
  )
}
