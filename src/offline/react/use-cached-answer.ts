/**
 * A server answer a screen shows offline too: a network-first set of the reference cache (the server
 * is asked on every mount, the copy last received is kept in IndexedDB), read through its zod schema
 * and reduced to the three things a screen says — still loading, here it is (maybe out of date), or
 * not available (no copy on this device, and the server could not be asked or refused).
 */
import { useMemo } from 'react'
import type { z } from 'zod'
import { isApiError } from '../../lib/api/api-error'
import { useReference, type ReferenceState } from './use-reference'

export type CachedAnswer<T> =
  | { status: 'loading' }
  | {
      status: 'shown'
      data: T
      /** The server could not be asked just now: this is the copy kept from an earlier visit. */
      stale: boolean
      /** When that copy came from the server (epoch ms). */
      fetchedAt: number | undefined
    }
  | {
      status: 'unavailable'
      /** No network (rather than a refusal or a broken answer of the server). */
      offline: boolean
    }

type Shown = Pick<ReferenceState<unknown>, 'data' | 'loading' | 'error' | 'stale' | 'fetchedAt'>

/** What a screen shows of reference state `ref`; an answer its schema does not accept is unavailable. */
export function readCachedAnswer<T>(ref: Shown, schema: z.ZodType<T>): CachedAnswer<T> {
  if (ref.data === undefined) {
    if (ref.loading) return { status: 'loading' }
    return { status: 'unavailable', offline: isApiError(ref.error) && ref.error.status === 0 }
  }
  const parsed = schema.safeParse(ref.data)
  if (!parsed.success) return { status: 'unavailable', offline: false }
  return { status: 'shown', data: parsed.data, stale: ref.stale, fetchedAt: ref.fetchedAt }
}

/**
 * The answer of GET `path` (a network-first entry of the reference catalogue), parsed by `schema`;
 * asked again whenever `refreshKey` changes.
 */
export function useCachedAnswer<T>(
  path: string,
  schema: z.ZodType<T>,
  refreshKey?: unknown,
): CachedAnswer<T> {
  const { data, loading, error, stale, fetchedAt } = useReference(path, refreshKey)
  return useMemo(
    () => readCachedAnswer({ data, loading, error, stale, fetchedAt }, schema),
    [data, loading, error, stale, fetchedAt, schema],
  )
}
