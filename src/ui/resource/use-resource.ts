/**
 * Reading resources on a screen: the device's records (live, with their unsent marks), brought up to
 * date from the change feed as the screen opens and when the network comes back, and the names of a
 * referenced resource's records for selects and columns.
 */
import { useCallback, useEffect, useMemo } from 'react'
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
  type LocalRow,
} from '../../offline/resources/resource-store'

const pullGet = (path: string) => api.request(path, { schema: pullResponseSchema })

/** Pulls every resource the user may read, now and whenever the network comes back. */
export function usePulledResources(defs: readonly AnyResource[]): { pull: () => Promise<unknown> } {
  const { db } = useOffline()
  const user = useSignedInUser()
  const scopes = useMemo(
    () => [...new Set(defs.filter((d) => can(user.permissions, d.perms.read)).map((d) => d.name))].sort(),
    [defs, user.permissions],
  )
  const pull = useCallback(
    () =>
      pullResources(db, scopes, pullGet).catch((e: unknown) => {
        // Offline or the server is away: the device's copy stays on screen; the next trigger tries again.
        console.warn('Resource pull failed', e)
      }),
    [db, scopes],
  )
  useEffect(() => {
    void pull()
    const onOnline = () => void pull()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [pull])
  return { pull }
}

/** The device's records of `def` (undefined while reading). */
export function useResourceRows(def: AnyResource | undefined): LocalRow[] | undefined {
  const { db } = useOffline()
  return useLiveQuery(async () => (def ? readRows(db, def) : []), [db, def])
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
