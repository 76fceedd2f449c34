/**
 * A reference set for a screen: live from IndexedDB (useLiveQuery), loaded from the server by the
 * catalogue's policy when it is missing (cached sets) or on every mount (network-first sets).
 */
import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { isApiError } from '../../lib/api/api-error'
import { loadReference } from '../references/reference-loader'
import { useOffline } from './offline-context'
import { referenceDefOf, silentValue } from '../references/reference-catalogue'

export interface ReferenceState<T> {
  data: T | undefined
  /** The stored record's revision (grows with every write of it). */
  rev: number
  /** When the shown copy was last received from the server (epoch ms), if there is one. */
  fetchedAt: number | undefined
  /** The server could not be asked just now: the copy shown is the one stored earlier, maybe old. */
  stale: boolean
  /** Still waiting for a first copy. */
  loading: boolean
  error: unknown
  /** A forced reload from the server (insurance cities, a manual refresh). */
  reload: () => void
}

/** The first wait before a failed read with no copy on the device is asked again; it doubles each time. */
export const RETRY_FIRST_MS = 2_000
/** The longest wait between two tries. */
export const RETRY_MAX_MS = 30_000

/**
 * Whether a failed read may succeed if asked again: no network, a timeout or a server error — not a
 * refusal (4xx), which asking again will not change.
 */
const worthRetrying = (e: unknown): boolean =>
  !isApiError(e) || e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500

/**
 * `refreshKey`: a network-first set is asked again whenever it changes (e.g. once a write it lists lands).
 * A read that failed while the device holds no copy is asked again by itself — after 2 s, 4 s, 8 s … up to
 * every 30 s, and at once when the browser comes back online — so a screen on a flaky clinic network
 * recovers without the user pressing «Спробувати ще раз».
 */
export function useReference<T = unknown>(path: string, refreshKey?: unknown): ReferenceState<T> {
  const { db, getReference } = useOffline()
  const record = useLiveQuery(() => db.references.get(path), [db, path], null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  // Failed reads so far: a retry is planned only once the read before it has failed (never two at once).
  const [failures, setFailures] = useState(0)
  const [staleKey, setStaleKey] = useState<string | null>(null)
  const def = referenceDefOf(path)
  const isNetwork = def?.policy === 'network'

  useEffect(() => {
    let active = true
    const refresh = isNetwork || attempt > 0
    let fellBack = false
    loadReference(db, getReference, path, { refresh, onFallback: () => (fellBack = true) })
      .then(() => {
        if (!active) return
        setError(null)
        setFailures(0)
        setStaleKey(fellBack ? path : null)
      })
      .catch((e: unknown) => {
        // Shown on screen as "not loaded"; the console keeps the cause for support.
        console.error(`Reference ${path} failed to load`, e)
        if (!active) return
        setError(e)
        setFailures((f) => f + 1)
      })
    return () => {
      active = false
    }
  }, [db, getReference, path, isNetwork, attempt, refreshKey])

  // Nothing to show yet and the read failed for a reason that may pass: try again by itself.
  const waiting = error !== null && record === undefined && worthRetrying(error)
  useEffect(() => {
    if (!waiting) return
    const retry = () => setAttempt((a) => a + 1)
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(failures - 1, 4))
    const timer = window.setTimeout(retry, wait)
    window.addEventListener('online', retry)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('online', retry)
    }
  }, [waiting, failures])

  const silent = error && def?.silent ? (silentValue(def) as T) : undefined
  return {
    data: (record?.data as T | undefined) ?? silent,
    rev: record?.rev ?? 0,
    fetchedAt: record?.fetchedAt,
    stale: staleKey === path && record !== undefined && record !== null,
    loading: record === null || (record === undefined && !error),
    error: silent ? null : error,
    reload: () => setAttempt((a) => a + 1),
  }
}
