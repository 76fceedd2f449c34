/**
 * A reference set for a screen: live from IndexedDB (useLiveQuery), loaded from the server by the
 * catalogue's policy when it is missing (cached sets) or on every mount (network-first sets).
 */
import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
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

/** `refreshKey`: a network-first set is asked again whenever it changes (e.g. once a write it lists lands). */
export function useReference<T = unknown>(path: string, refreshKey?: unknown): ReferenceState<T> {
  const { db, getReference } = useOffline()
  const record = useLiveQuery(() => db.references.get(path), [db, path], null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
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
        setStaleKey(fellBack ? path : null)
      })
      .catch((e: unknown) => {
        // Shown on screen as "not loaded"; the console keeps the cause for support.
        console.error(`Reference ${path} failed to load`, e)
        if (active) setError(e)
      })
    return () => {
      active = false
    }
  }, [db, getReference, path, isNetwork, attempt, refreshKey])

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
