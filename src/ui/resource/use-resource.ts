/**
 * Reading resources on a screen: the device's records (live, with their unsent marks), brought up to
 * date from the change feed as the screen opens and when the network comes back, and the names of a
 * referenced resource's records for selects and columns.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { resourceByName } from '../../../domain/resources/registry'
import { can } from '../../../domain/permissions/check'
import { api } from '../../lib/api/api'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOffline } from '../../offline/react/offline-context'
import {
  readRows,
  pullResources,
  pullResponseSchema,
  sameRows,
  type LocalRow,
} from '../../offline/resources/resource-store'
import { sortRowsInSlices, sortRowsNow } from './sort-rows'

const pullGet = (path: string, signal: AbortSignal) =>
  api.request(path, { schema: pullResponseSchema, signal })

/** Pulls every resource the user may read, now and whenever the network comes back. */
export function usePulledResources(defs: readonly AnyResource[]): { pull: () => Promise<unknown> } {
  const { db } = useOffline()
  const user = useSignedInUser()
  const scopes = useMemo(
    () => [...new Set(defs.filter((d) => can(user.permissions, d.perms.read)).map((d) => d.name))].sort(),
    [defs, user.permissions],
  )
  // Aborted when the screen closes or the session ends: a pull queued behind another never starts then.
  const alive = useRef<AbortController | null>(null)
  const pull = useCallback(() => {
    const signal = alive.current?.signal
    if (!signal || signal.aborted) return Promise.resolve(0)
    return pullResources(db, scopes, (path) => pullGet(path, signal), signal).catch((e: unknown) => {
      // Offline or the server is away: the device's copy stays on screen; the next trigger tries again.
      if (!signal.aborted) console.warn('Resource pull failed', e)
    })
  }, [db, scopes])
  useEffect(() => {
    const controller = new AbortController()
    alive.current = controller
    void pull()
    const onOnline = () => void pull()
    window.addEventListener('online', onOnline)
    return () => {
      controller.abort()
      window.removeEventListener('online', onOnline)
    }
  }, [pull])
  return { pull }
}

/**
 * The device's records of `def` (undefined while reading). A re-read that finds every record as it was
 * (a write elsewhere in the tables it watches) hands back the same array, so nothing re-sorts or redraws.
 */
export function useResourceRows(def: AnyResource | undefined): LocalRow[] | undefined {
  const { db } = useOffline()
  const last = useRef<LocalRow[] | undefined>(undefined)
  return useLiveQuery(async () => {
    const next = def ? await readRows(db, def) : []
    if (last.current && sameRows(last.current, next)) return last.current
    last.current = next
    return next
  }, [db, def])
}

/** Up to this many rows are sorted during the render; longer lists in slices of main-thread time. */
export const SORT_AT_ONCE = 1000

/**
 * `rows` in the definition's order. A long list is sorted in slices that give the main thread back
 * (while it sorts, the previous order stays on screen, or undefined the first time), so a 10,000-row
 * dictionary never blocks the page; a short one is sorted at once.
 */
export function useSortedRows(def: AnyResource, rows: LocalRow[] | undefined): LocalRow[] | undefined {
  const atOnce = rows !== undefined && rows.length <= SORT_AT_ONCE
  const now = useMemo(() => {
    if (!rows || !atOnce) return undefined
    return sortRowsNow(def, rows)
  }, [def, rows, atOnce])
  // The last order shown: kept on screen while a changed long list is sorted again.
  const [shown, setShown] = useState<{ def: AnyResource; sorted: LocalRow[] } | undefined>(undefined)
  if (now && shown?.sorted !== now) setShown({ def, sorted: now })
  useEffect(() => {
    if (!rows || atOnce) return
    const stop = new AbortController()
    sortRowsInSlices(def, rows, { signal: stop.signal }).then(
      (sorted) => setShown({ def, sorted }),
      () => undefined, // stopped: newer rows or another resource are being sorted
    )
    return () => stop.abort()
  }, [def, rows, atOnce])
  return now ?? (rows && shown?.def === def ? shown.sorted : undefined)
}

const describeAll = (def: AnyResource, rows: LocalRow[]): Map<number, string> => {
  const out = new Map<number, string>()
  for (const { row } of rows) if (typeof row.id === 'number') out.set(row.id, def.describe(row))
  return out
}

/** id → name of the records of the resource `name` (for selects and reference columns). */
export function useRefNames(name: string | undefined): Map<number, string> {
  const def = name ? resourceByName(name) : undefined
  const rows = useResourceRows(def)
  return useMemo(() => (def && rows ? describeAll(def, rows) : new Map<number, string>()), [rows, def])
}

const NO_NAMES: ReadonlyMap<string, Map<number, string>> = new Map()

/**
 * id → name for each resource in `names`, read in one live query: a table reads its reference columns'
 * names once, not once per cell.
 */
export function useRefNameMaps(names: readonly string[]): ReadonlyMap<string, Map<number, string>> {
  const { db } = useOffline()
  const key = names.join(',')
  return (
    useLiveQuery(async () => {
      const out = new Map<string, Map<number, string>>()
      for (const name of key === '' ? [] : key.split(',')) {
        const def = resourceByName(name)
        if (def) out.set(name, describeAll(def, await readRows(db, def)))
      }
      return out
    }, [db, key]) ?? NO_NAMES
  )
}
