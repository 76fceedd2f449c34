/**
 * Opens the signed-in user's local store and runs its outbox for as long as that user is signed in:
 * mirrors the access token for the service worker, resumes a queue paused by a 401 once a fresh
 * token arrives, checks the eviction sentinel (asking for persistent storage at the first sign-in),
 * and refreshes the cached reference sets in the background after sign-in and on reconnect.
 */
import { useEffect, useMemo, type ReactNode } from 'react'
import { api, tokenStore } from '../../lib/api/api'
import { useSession } from '../../lib/session/session-context'
import { openUserDb } from '../db'
import { clearDeviceSession, writeDeviceSession } from '../device-session'
import { resumeAfterSignIn } from '../flusher'
import { checkSentinel, requestPersistence } from '../guard-rails'
import { createOutboxRuntime } from '../page-runtime'
import { refreshCachedReferences, type ReferenceGet } from '../references/reference-loader'
import { createTransport } from '../transport'
import { OfflineContext, type Offline } from './offline-context'

/** Sets every signed-in device keeps fresh, whether or not a screen asked for them yet. */
const STARTUP_SETS = ['/current-state', '/api/v2/personal-settings', '/settings/weekend-reasons']

function createOffline(userId: number): Offline {
  const db = openUserDb(userId)
  const transport = createTransport((path, init) => api.request(path, init))
  const getReference: ReferenceGet = (path, init) => api.request(path, init)
  return { db, userId, outbox: createOutboxRuntime(db, transport), getReference }
}

export function OfflineProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id
  const offline = useMemo(() => (userId === undefined ? null : createOffline(userId)), [userId])

  useEffect(() => {
    if (!offline) {
      // Signed out: the worker must not send for a gone session. The user's queue stays in their database.
      void clearDeviceSession()
      return
    }
    const { db, outbox, getReference } = offline
    outbox.start()
    const onToken = () => {
      const set = tokenStore.read()
      if (!set) return
      void writeDeviceSession(offline.userId, set.token, set.expiresAt)
      void resumeAfterSignIn(db).then((n) => n > 0 && outbox.kick())
    }
    const refresh = () => void refreshCachedReferences(db, getReference, STARTUP_SETS)
    onToken()
    refresh()
    const unsubscribe = tokenStore.subscribe(onToken)
    window.addEventListener('online', refresh)
    void checkSentinel(db, localStorage).then((r) => (r.firstSignIn ? requestPersistence(db) : undefined))
    return () => {
      outbox.stop()
      unsubscribe()
      window.removeEventListener('online', refresh)
    }
  }, [offline])

  return <OfflineContext value={offline}>{children}</OfflineContext>
}
