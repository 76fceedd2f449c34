/**
 * A fixed-window request counter per key (a caller's address), kept in this process: enough to stop one
 * address flooding the public callback routes; several processes each count their own share.
 */
export function createWindowLimiter(max: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    /** True when `key` may make one more call at `now`. */
    take(key: string, now: number): boolean {
      const w = windows.get(key)
      if (!w || now - w.start >= windowMs) {
        if (windows.size > 10_000) windows.clear()
        windows.set(key, { start: now, count: 1 })
        return true
      }
      w.count++
      return w.count <= max
    },
  }
}
