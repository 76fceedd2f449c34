/**
 * The signed-in user's offline session: opens their local store and runs its outbox until stopped —
 * mirrors the access token for the service worker, resumes a queue paused by a 401 once a fresh token
 * arrives, checks the eviction sentinel (asking for persistent storage at the first sign-in), and
 * refreshes the cached reference sets in the background now and on reconnect.
 *
 * Loaded on demand by OfflineProvider once a user is known, so the sign-in page never downloads Dexie
 * and the outbox.
 */
import { api, tokenStore } from '../../lib/api/api'
import { openUserDb } from '../db'
import { clearDeviceSession, writeDeviceSession } from '../device-session'
import { resumeAfterSignIn } from '../flusher'
import { checkSentinel, requestPersistence } from '../guard-rails'
import { createOutboxRuntime } from '../page-runtime'
import { refreshCachedReferences, type ReferenceGet } from '../references/reference-loader'
import { createTransport } from '../transport'
import type { Offline } from './offline-context'

/** Sets every signed-in device keeps fresh, whether or not a screen asked for them yet. */
const STARTUP_SETS = ['/current-state', '/api/v2/personal-settings']

export function startOffline(userId: number): { offline: Offline; stop: () => void } {
  const db = openUserDb(userId)
  const transport = createTransport((path, init) => api.request(path, init))
  const getReference: ReferenceGet = (path, init) => api.request(path, init)
  const offline: Offline = { db, userId, outbox: createOutboxRuntime(db, transport), getReference }
  const { outbox } = offline

  outbox.start()
  const onToken = () => {
    const set = tokenStore.read()
    if (!set) return
    void writeDeviceSession(userId, set.token, set.expiresAt)
    void resumeAfterSignIn(db).then((n) => n > 0 && outbox.kick())
  }
  const refresh = () => void refreshCachedReferences(db, getReference, STARTUP_SETS)
  onToken()
  refresh()
  const unsubscribe = tokenStore.subscribe(onToken)
  window.addEventListener('online', refresh)
  void checkSentinel(db, localStorage).then((r) => (r.firstSignIn ? requestPersistence(db) : undefined))
  return {
    offline,
    stop: () => {
      outbox.stop()
      unsubscribe()
      window.removeEventListener('online', refresh)
    },
  }
}

/** Signed out: the worker must not send for a gone session. The user's queue stays in their database. */
export function endOfflineSession(): Promise<void> {
  return clearDeviceSession()
}
