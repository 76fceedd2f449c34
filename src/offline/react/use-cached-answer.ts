/**
 * A server answer a screen shows offline too: a network-first set of the reference cache (the server
 * is asked on every mount, the copy last received is kept in IndexedDB), read through its zod schema
 * and reduced to the three things a screen says — still loading, here it is (maybe out of date), or
 * not available (no copy on this device, and the server could not be asked or refused).
 */
import { useEffect, useMemo, useState } from 'react'
import { z } from 'zod'
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

/** No copy yet: still loading, or unavailable (offline, or the server refused or broke). */
function withoutCopy(ref: Shown): { status: 'loading' } | { status: 'unavailable'; offline: boolean } {
  if (ref.loading) return { status: 'loading' }
  return { status: 'unavailable', offline: isApiError(ref.error) && ref.error.status === 0 }
}

/** What a screen shows of reference state `ref`; an answer its schema does not accept is unavailable. */
export function readCachedAnswer<T>(ref: Shown, schema: z.ZodType<T>): CachedAnswer<T> {
  if (ref.data === undefined) return withoutCopy(ref)

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

/** Gives the main thread back (other tasks, input, painting) before going on; not throttled like timers. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** Parses `items` with `item` a few milliseconds at a time; undefined when one is refused. */
export async function parseInSlices(items: unknown[], item: z.ZodType, live: () => boolean, budgetMs = 8) {
  const out: unknown[] = []
  let since = performance.now()
  for (const raw of items) {
    const parsed = item.safeParse(raw)
    if (!parsed.success) return undefined
    out.push(parsed.data)
    if (performance.now() - since > budgetMs) {
      await yieldToPage()
      if (!live()) return undefined
      since = performance.now()
    }
  }
  return out
}

/**
 * useCachedAnswer for a large answer (a registry day of 40 doctors is ~700 KB): the array `key` of the
 * answer is read through its schema a few milliseconds at a time, between other work, so no single task
 * holds the page; everything else of the answer is read at once. While a newer copy is being read, the
 * one read before stays on screen.
 */
export function useSlicedCachedAnswer<T>(
  path: string,
  schema: z.ZodObject,
  key: string,
  refreshKey?: unknown,
): CachedAnswer<T> {
  const { data, loading, error, stale, fetchedAt } = useReference(path, refreshKey)
  const [read, setRead] = useState<{ of: unknown; value: T | null } | null>(null)
  const parts = useMemo(() => {
    const array: unknown = schema.shape[key]
    if (!(array instanceof z.ZodArray)) throw new Error(`${key} is not an array of the answer`)
    return { shell: schema.extend({ [key]: z.array(z.unknown()) }), item: array.element as z.ZodType }
  }, [schema, key])

  useEffect(() => {
    if (data === undefined) return
    let live = true
    void (async () => {
      const shell = parts.shell.safeParse(data)
      const items = shell.success
        ? await parseInSlices(shell.data[key] as unknown[], parts.item, () => live)
        : undefined
      if (!live) return
      setRead({ of: data, value: items ? ({ ...shell.data, [key]: items } as T) : null })
    })()
    return () => {
      live = false
    }
  }, [data, parts, key])

  if (data === undefined) return withoutCopy({ data, loading, error, stale, fetchedAt })
  if (read === null || (read.of !== data && read.value === null)) return { status: 'loading' }
  if (read.value === null) return { status: 'unavailable', offline: false }
  return { status: 'shown', data: read.value, stale, fetchedAt }
}
