import { createContext, useContext } from 'react'
import type { OfflineDb } from '../db'
import type { OutboxRuntime } from '../page-runtime'
import type { ReferenceGet } from '../references/reference-loader'

export interface Offline {
  db: OfflineDb
  userId: number
  outbox: OutboxRuntime
  getReference: ReferenceGet
}

export const OfflineContext = createContext<Offline | null>(null)

/** The signed-in user's local store and outbox; only below OfflineProvider (inside RequireAuth). */
export function useOffline(): Offline {
  const offline = useContext(OfflineContext)
  if (!offline) throw new Error('useOffline must be used inside OfflineProvider with a signed-in user')
  return offline
}

/** The same, or null where no user is signed in (the sync widget in a shared header). */
export function useOptionalOffline(): Offline | null {
  return useContext(OfflineContext)
}
