/**
 * Lookup sets on a screen: each kept on the device as a cached reference (its path in the reference
 * catalogue), refreshed (If-None-Match) whenever a page that uses it opens and when the network comes
 * back, read live for the combobox and for the list's cells — offline, the copy last received.
 */
import { useEffect, useMemo } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { lookupItemText, lookups, type LookupName } from '../../../domain/resources/lookups'
import { can } from '../../../domain/permissions/check'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOffline } from '../../offline/react/offline-context'
import { useReference } from '../../offline/react/use-reference'
import { fetchReference } from '../../offline/references/reference-loader'
import { indexLookup, lookupRecords, type LookupIndex } from './lookup-search'

/** The lookup sets the definitions' fields and columns point into. */
export const lookupsOf = (defs: readonly AnyResource[]): LookupName[] =>
  [
    ...new Set(
      defs.flatMap((d) => [
        ...Object.values(d.form).flatMap((f) => (f.lookup ? [f.lookup] : [])),
        ...d.columns.flatMap((c) => (c.kind === 'lookup' && c.lookup ? [c.lookup] : [])),
      ]),
    ),
  ].sort()

/** Asks the server for the sets `defs` use (the user may read), now and whenever the network comes back. */
export function useFreshLookups(defs: readonly AnyResource[]): void {
  const { db, getReference } = useOffline()
  const user = useSignedInUser()
  const key = lookupsOf(defs)
    .filter((name) => can(user.permissions, lookups[name].perm))
    .join(',')
  useEffect(() => {
    if (key === '') return
    const refresh = () => {
      for (const name of key.split(',') as LookupName[])
        fetchReference(db, getReference, lookups[name].apiPath).catch((e: unknown) => {
          // Offline or the server is away: the device's copy serves; the next trigger asks again.
          console.warn(`Lookup ${name} not refreshed`, e)
        })
    }
    refresh()
    window.addEventListener('online', refresh)
    return () => window.removeEventListener('online', refresh)
  }, [db, getReference, key])
}

/** The set `name` indexed for search (loaded when the device has none yet). */
export function useLookupIndex(name: LookupName): {
  index: LookupIndex | undefined
  loading: boolean
  error: unknown
} {
  const ref = useReference<unknown>(lookups[name].apiPath)
  const { data } = ref
  // Indexed once per stored copy (a new object only when the record is written again), not per render.
  const index = useMemo(() => {
    const records = lookupRecords(data)
    return records && indexLookup(records)
  }, [data])
  return { index, loading: ref.loading, error: ref.error }
}

const NO_NAMES: ReadonlyMap<string, ReadonlyMap<number, string>> = new Map()

/** id → the record's code and name, for each set in `names`, read in one live query (for a table's cells). */
export function useLookupNameMaps(
  names: readonly LookupName[],
): ReadonlyMap<string, ReadonlyMap<number, string>> {
  const { db } = useOffline()
  const key = names.join(',')
  return (
    useLiveQuery(async () => {
      const out = new Map<string, ReadonlyMap<number, string>>()
      for (const name of key === '' ? [] : (key.split(',') as LookupName[])) {
        const records = lookupRecords((await db.references.get(lookups[name].apiPath))?.data)
        if (records) out.set(name, new Map(records.map((i) => [i.id, lookupItemText(i)])))
      }
      return out
    }, [db, key]) ?? NO_NAMES
  )
}
