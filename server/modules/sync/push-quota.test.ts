import { describe, expect, it } from 'vitest'
import { createPushQuota } from './push-quota'

describe('push quota', () => {
  it('lets a user send up to the quota per minute, then says how long to wait', () => {
    const q = createPushQuota(300)
    expect(q.take(1, 200, 0)).toEqual({ ok: true })
    expect(q.take(1, 100, 10_000)).toEqual({ ok: true })
    expect(q.take(1, 50, 20_000)).toEqual({ ok: false, retryAfterSeconds: 40 })
    // Another user has a quota of their own.
    expect(q.take(2, 200, 20_000)).toEqual({ ok: true })
    // Once the first charge leaves the window, there is room again.
    expect(q.take(1, 150, 60_000)).toEqual({ ok: true })
    // 100 (at 10 s) + 150 (at 60 s) used: 200 more fit only when both have left the window.
    expect(q.take(1, 200, 61_000)).toEqual({ ok: false, retryAfterSeconds: 59 })
    expect(q.take(1, 100, 61_000)).toEqual({ ok: false, retryAfterSeconds: 9 })
  })
})
