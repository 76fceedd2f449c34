import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSession } from '../../lib/session/session-context'
import { redirectTargetFrom } from './redirect-target'

/** The sign-in pages: a signed-in user is sent on to where they were going, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const { search } = useLocation()
  if (status !== 'signed-out') return <Navigate to={redirectTargetFrom(search)} replace />
  return children
}
