/**
 * Marks the requests a sync push replays (inject) so that the router's own answer — which route the
 * item's path resolved to, after percent-decoding, dot segments and the rest — decides what it may
 * call (plugins/batch-guard.ts). The mark lives in the async context of the replay, so no header a
 * client could send can forge or remove it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const marker = new AsyncLocalStorage<true>()

/**
 * Runs `fn` (one item's inject) as a batch item. It is awaited inside the mark: inject() answers a
 * lazy thenable that starts the request only when awaited, which must happen within the context.
 */
export const runAsBatchItem = <T>(fn: () => PromiseLike<T>): Promise<T> =>
  marker.run(true, async () => await fn())

/** True inside a request replayed by a sync push. */
export const isBatchItem = (): boolean => marker.getStore() === true
