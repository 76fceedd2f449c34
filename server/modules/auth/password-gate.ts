/**
 * Password checks (argon2, ~50 ms of CPU each) run at most `slots` at a time, and a check for a known
 * device goes ahead of strangers' queued guesses: a guessing burst from many addresses then slows the
 * guesses, not the staff signing in at their own workstations.
 */
export class PasswordGate {
  private running = 0
  private readonly urgent: Array<() => void> = []
  private readonly queued: Array<() => void> = []

  constructor(private readonly slots: number) {}

  /** Runs `check` when a slot is free; `priority` jumps the queue. */
  async run<T>(priority: boolean, check: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      await new Promise<void>((resolve) => (priority ? this.urgent : this.queued).push(resolve))
    } else this.running++
    try {
      return await check()
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it without a gap.
      const next = this.urgent.shift() ?? this.queued.shift()
      if (next) next()
      else this.running--
    }
  }
}
