import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { routeAllowed, type NavRoute } from '../../domain/navigation/nav-routes'
import { useSignedInUser } from '../lib/session/session-context'

/** A page the user's permissions do not allow sends them to /403 (spec 000 §2.1), out of the history. */
export function RouteAccess({ route, children }: { route: NavRoute; children: ReactNode }) {
  const { permissions } = useSignedInUser()
  if (!routeAllowed(route, permissions)) return <Navigate to="/403" replace />
  return children
}
