/**
 * Guard rails of the local store: persistent storage asked for at a user's first sign-in on this device,
 * and eviction detection — a sentinel row in the user's database plus a marker in localStorage. If the
 * browser evicted the database, the marker outlives it and the missing sentinel gives it away.
 */
import type { OfflineDb } from './db'

export const SENTINEL = 'sentinel'
export const EVICTION = 'eviction'
export const PERSISTENCE = 'persistence'
const markerKey = (userId: number) => `clinic-office:store-marker:${userId}`

export interface PersistenceState {
  asked: boolean
  granted: boolean
  askedAt: number
}

export interface EvictionState {
  detectedAt: number
}

/** Checks the sentinel; writes it (and the marker) when missing. Returns whether eviction was detected. */
export async function checkSentinel(
  db: OfflineDb,
  storage: Storage,
  now = Date.now(),
): Promise<{ firstSignIn: boolean; evicted: boolean }> {
  const sentinel = await db.syncState.get(SENTINEL)
  const marker = storage.getItem(markerKey(db.userId))
  if (sentinel) return { firstSignIn: false, evicted: false }
  await db.syncState.put({ key: SENTINEL, value: { createdAt: now } })
  storage.setItem(markerKey(db.userId), String(now))
  if (!marker) return { firstSignIn: true, evicted: false }
  await db.syncState.put({ key: EVICTION, value: { detectedAt: now } satisfies EvictionState })
  return { firstSignIn: false, evicted: true }
}

/** Asks the browser to keep the store (navigator.storage.persist) and records its answer. */
export async function requestPersistence(db: OfflineDb, now = Date.now()): Promise<PersistenceState> {
  const storage = globalThis.navigator?.storage
  const granted = storage?.persist ? await storage.persist().catch(() => false) : false
  const state: PersistenceState = { asked: true, granted, askedAt: now }
  await db.syncState.put({ key: PERSISTENCE, value: state })
  return state
}
