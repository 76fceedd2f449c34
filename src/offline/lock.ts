/**
 * One flusher at a time across tabs and the service worker: the Web Lock 'outbox-flush'. Where Web
 * Locks are missing (old browsers, Node tests) a lock inside this JavaScript context stands in.
 */
export const FLUSH_LOCK = 'outbox-flush'

export type Exclusive = <T>(name: string, task: () => Promise<T>) => Promise<T>

interface LocksLike {
  request: <T>(name: string, cb: () => Promise<T>) => Promise<T>
}

/** A lock shared only inside one JavaScript context: a promise chain per name. */
export function memoryLock(): Exclusive {
  const tails = new Map<string, Promise<unknown>>()
  return (name, task) => {
    const prev = tails.get(name) ?? Promise.resolve()
    const run = prev.then(task, task)
    tails.set(
      name,
      run.catch(() => undefined),
    )
    return run
  }
}

const fallback = memoryLock()

export const webLock: Exclusive = (name, task) => {
  const locks = (globalThis.navigator as { locks?: LocksLike } | undefined)?.locks
  return locks ? locks.request(name, task) : fallback(name, task)
}
