import type { ReactNode } from 'react'
import { PageLoader } from '../../ui/page-loader'
import { useOptionalOffline } from './offline-context'

/** Shows the loader until the signed-in user's local store is open (a moment after sign-in or start). */
export function RequireOffline({ children }: { children: ReactNode }) {
  return useOptionalOffline() ? children : <PageLoader />
}
