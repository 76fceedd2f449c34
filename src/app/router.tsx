/**
 * The route map (spec 000 §2.2). Pages load lazily, one chunk each; the layouts and guards are small
 * and ship with the entry so the first screen appears without a second round trip for them.
 */
import { createBrowserRouter, type RouteObject } from 'react-router'
import { GuestOnly } from '../features/auth/guest-only'
import { RequireAuth } from '../features/auth/require-auth'
import { AuthLayout } from './layouts/auth-layout'
import { DefaultLayout } from './layouts/default-layout'
import { lazyPage } from './lazy-page'
import { RouteError } from './route-error'

const AuthPage = lazyPage(() => import('../features/auth/auth-page'), 'AuthPage')
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage')
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage')
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage')

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
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
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
