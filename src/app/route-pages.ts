/**
 * The pages attached to the navigation routes (domain/navigation), by route path. A route with no
 * entry here shows the honest "not available yet" page, so attaching a page is one line.
 */
import { navRoutes } from '../../domain/navigation/nav-routes'
import { notBuiltSections } from '../../domain/navigation/not-built'
import { lazyPage, type LazyPage } from './lazy-page'

export const routePages: Readonly<Record<string, LazyPage>> = {
  '/': lazyPage(() => import('../features/home/home-page'), 'HomePage'),
  '/403': lazyPage(() => import('../features/errors/forbidden-page'), 'ForbiddenPage'),
  '/sync': lazyPage(() => import('../features/sync/sync-page'), 'SyncPage'),
  '/settings/general/personal-settings': lazyPage(
    () => import('../features/settings/personal-settings-page'),
    'PersonalSettingsPage',
  ),
  '/settings/medical-center/weekend-reasons': lazyPage(
    () => import('../features/settings/weekend-reasons-page'),
    'WeekendReasonsPage',
  ),
}

export const NotAvailablePage = lazyPage(
  () => import('../features/errors/not-available-page'),
  'NotAvailablePage',
)

/** The sections with routes that still show "not available" (the README's "Not built yet" list). */
export function notBuiltYet() {
  return notBuiltSections(navRoutes, new Set(Object.keys(routePages)))
}
