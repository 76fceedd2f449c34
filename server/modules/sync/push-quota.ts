/**
 * How many push items one user may send per minute (a sliding window, kept in this process): a
 * flood of batches from one account cannot keep the database busy for everyone else. Several server
 * processes each keep their own window, so the bound per user is per process.
 */
const WINDOW_MS = 60_000

export interface PushQuota {
  /** Charges `items` to `userId` at `now`; answers the seconds to wait when that would exceed the quota. */
  take(userId: number, items: number, now: number): { ok: true } | { ok: false; retryAfterSeconds: number }
}

/** A quota of `perMinute` items per user. */
export function createPushQuota(perMinute: number): PushQuota {
  // Per user: the charges of the last minute, oldest first.
  const charges = new Map<number, Array<{ at: number; n: number }>>()
  let lastSweep = 0

  const live = (userId: number, now: number) => {
    const list = (charges.get(userId) ?? []).filter((c) => now - c.at < WINDOW_MS)
    if (list.length) charges.set(userId, list)
    else charges.delete(userId)
    return list
  }

  return {
    take(userId, items, now) {
      if (now - lastSweep > WINDOW_MS) {
        // Forget users who stopped sending, so the map holds only the last minute's senders.
        for (const id of [...charges.keys()]) live(id, now)
        lastSweep = now
      }
      const list = live(userId, now)
      let used = list.reduce((s, c) => s + c.n, 0)
      if (used + items <= perMinute) {
        list.push({ at: now, n: items })
        charges.set(userId, list)
        return { ok: true }
      }
      // Wait until enough of the oldest charges leave the window.
      let at = now
      for (const c of list) {
        used -= c.n
        at = c.at + WINDOW_MS
        if (used + items <= perMinute) break
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((at - now) / 1000)) }
    },
  }
}
