import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { PageLoader } from '../../ui/page-loader'
import { useSession } from '../../lib/session/session-context'
import { ProfileError } from './profile-error'
import { signInPathFor } from './redirect-target'

/** Renders its children only for a signed-in user whose profile is known; others go to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'signed-out') {
    return <Navigate to={signInPathFor(location, session.signedOutByUser)} replace />
  }
  if (session.status === 'loading') return <PageLoader label="Завантаження профілю…" />
  if (session.status === 'error') return <ProfileError />
  return children
}
