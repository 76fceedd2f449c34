/**
 * The route map, built from the navigation tree (domain/navigation) so the router, the side menu and
 * the breadcrumbs cannot disagree. Every page and both signed-in layouts load lazily, one chunk each;
 * the guards and the error page ship with the entry, so they work even when a chunk cannot be fetched.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { navRoutes, type NavRoute, type NavRouteHandle } from '../../domain/navigation/nav-routes'
import { ErrorPage } from '../features/errors/error-page'
import { GuestOnly } from '../features/auth/guest-only'
import { RequireAuth } from '../features/auth/require-auth'
import { AppRoot } from './app-root'
import { AuthLayout } from './layouts/auth-layout'
import { lazyPage } from './lazy-page'
import { RouteAccess } from './route-access'
import { RouteError } from './route-error'
import { NotAvailablePage, routePages } from './route-pages'

const AuthPage = lazyPage(() => import('../features/auth/auth-page'), 'AuthPage')
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage')
const DefaultLayout = lazyPage(() => import('./layouts/default-layout'), 'DefaultLayout')
const PrintLayout = lazyPage(() => import('./layouts/print-layout'), 'PrintLayout')

interface PreloadHandle {
  preload: () => Promise<void>
}
const isPreloadHandle = (h: unknown): h is PreloadHandle =>
  typeof h === 'object' && h !== null && typeof (h as Partial<PreloadHandle>).preload === 'function'

function RoutePage({ route }: { route: NavRoute }) {
  const Page = routePages[route.path]
  return <RouteAccess route={route}>{Page ? <Page /> : <NotAvailablePage title={route.title} />}</RouteAccess>
}

function toRouteObject(route: NavRoute): RouteObject {
  const handle: NavRouteHandle & PreloadHandle = {
    navRoute: route,
    preload: (routePages[route.path] ?? NotAvailablePage).preload,
  }
  return { path: route.path, handle, element: <RoutePage route={route} /> }
}

const pagesOf = (layout: NavRoute['layout']) =>
  navRoutes.filter((r) => r.layout === layout).map(toRouteObject)

export const routes: RouteObject[] = [
  {
    element: <AppRoot prefetch={(path) => prefetchPath(path)} />,
    errorElement: <RouteError fullScreen />,
    children: [
      {
        path: 'auth',
        element: (
          <GuestOnly>
            <AuthLayout />
          </GuestOnly>
        ),
        children: [
          { index: true, element: <AuthPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: (
          <RequireAuth>
            <DefaultLayout />
          </RequireAuth>
        ),
        handle: { preload: DefaultLayout.preload },
        // A page's error shows inside the shell, which stays usable around it.
        children: [
          {
            errorElement: <RouteError />,
            children: [...pagesOf('default'), { path: '*', element: <ErrorPage status={404} /> }],
          },
        ],
      },
      {
        element: (
          <RequireAuth>
            <PrintLayout />
          </RequireAuth>
        ),
        handle: { preload: PrintLayout.preload },
        children: [{ errorElement: <RouteError />, children: pagesOf('print') }],
      },
    ],
  },
]

const prefetched = new Set<string>()

/** Fetches the code of the layout and page at `path`, once per path. */
export function prefetchPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path
  if (prefetched.has(pathname)) return
  prefetched.add(pathname)
  for (const match of matchRoutes(routes, pathname) ?? []) {
    if (isPreloadHandle(match.route.handle)) void match.route.handle.preload()
  }
}

export function createRouter() {
  return createBrowserRouter(routes)
}
