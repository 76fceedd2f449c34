/**
 * Long reads step aside for the clinic's own work on the embedded database (issue 25). PGlite answers
 * one query at a time, and a transaction holds it from BEGIN to COMMIT: a heavy report started while a
 * registrar signs in makes each of the sign-in's queries wait behind a whole report. The gate lets such
 * work (`background`) start only when no interactive request is in flight — or once it has waited
 * `maxWaitMs`, so a busy clinic delays a report but never starves it — and runs it one at a time, so
 * reports queue here rather than ahead of everyone in the database's queue. An interactive request that
 * arrives during a report waits for that report alone.
 *
 * On PostgreSQL each request has its own pooled connection: the gate is off and `background` simply runs.
 */
export interface BackgroundGate {
  /** An interactive request begins; the answer ends it (a second call does nothing). */
  enter(): () => void
  /** Runs `work` when the interactive requests are done (or after the longest wait), one at a time. */
  background<T>(work: () => Promise<T>): Promise<T>
  /** Interactive requests in flight now. */
  readonly busy: number
}

export function createBackgroundGate(opts: { enabled: boolean; maxWaitMs?: number }): BackgroundGate {
  const maxWaitMs = opts.maxWaitMs ?? 2_000
  let busy = 0
  let waiters: Array<() => void> = []
  let tail: Promise<unknown> = Promise.resolve()

  const quiet = () =>
    busy === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer)
            waiters = waiters.filter((w) => w !== done)
            resolve()
          }
          const timer = setTimeout(done, maxWaitMs)
          waiters.push(done)
        })

  return {
    get busy() {
      return busy
    },
    enter() {
      if (!opts.enabled) return () => {}
      busy += 1
      let left = false
      return () => {
        if (left) return
        left = true
        busy -= 1
        if (busy === 0) for (const w of [...waiters]) w()
      }
    },
    background<T>(work: () => Promise<T>): Promise<T> {
      if (!opts.enabled) return work()
      const run = tail.then(quiet).then(work)
      tail = run.catch(() => undefined)
      return run
    },
  }
}
