/**
 * Sorting a long list without a long main-thread task: a bottom-up merge sort that gives the main thread
 * back (input, rendering, other tasks) whenever it has run for a slice of time, then goes on where it was.
 */

/** Gives the main thread back for a moment: scheduler.yield() where the browser has it, else a timer. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((r) => setTimeout(r, 0))
}

/** Runs sorted at once before they are merged (native sort, a few thousand comparisons each). */
const RUN = 256

export interface SliceOptions {
  /** Main-thread time in ms one slice may take before the sort yields. */
  budgetMs?: number
  /** Stops the sort at its next pause (the promise then rejects with the signal's reason). */
  signal?: AbortSignal
}

/**
 * A sorted copy of `items` by `compare`, stable (equal items keep their order) like Array.prototype.sort,
 * computed in slices of at most about `budgetMs` of main-thread time each.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  { budgetMs = 8, signal }: SliceOptions = {},
): Promise<T[]> {
  const n = items.length
  let from: T[] = items.slice()
  let to: T[] = new Array<T>(n)
  let started = performance.now()
  const pause = async () => {
    await yieldToMain()
    signal?.throwIfAborted()
    started = performance.now()
  }
  const spent = () => performance.now() - started > budgetMs
  signal?.throwIfAborted()
  for (let lo = 0; lo < n; lo += RUN) {
    const run = from.slice(lo, lo + RUN).sort(compare)
    for (let k = 0; k < run.length; k++) from[lo + k] = run[k]!
    if (spent()) await pause()
  }
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n)
      const hi = Math.min(lo + 2 * width, n)
      let i = lo
      let j = mid
      for (let k = lo; k < hi; k++) {
        // Ties take the left run's item first: the sort stays stable.
        to[k] = j >= hi || (i < mid && compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!
        if ((k & 255) === 255 && spent()) await pause()
      }
    }
    ;[from, to] = [to, from]
  }
  return from
}
