import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActivityTracker, type SavedActivity } from './activity-tracker'
import { readInactivityTimeoutMs } from './activity-storage'

const T0 = Date.parse('2026-11-22T09:00:00Z')
const s = (ms: number) => Math.floor(ms / 1000)
const TIMEOUT = 1_800_000
const USER = 7

function setup(opts: { signedIn?: boolean; saved?: SavedActivity | null; startFails?: boolean } = {}) {
  let signedIn = opts.signedIn ?? true
  let saved: SavedActivity | null = opts.saved ?? null
  let nextId = 100
  const calls: string[] = []
  let failStart = opts.startFails ?? false
  let failEnd = false
  let releaseStart: (() => void) | undefined
  let holdStart = false
  const tracker = createActivityTracker({
    userId: USER,
    inactivityTimeoutMs: TIMEOUT,
    isSignedIn: () => signedIn,
    saved: {
      read: () => saved,
      write: (a) => {
        saved = a
      },
      clear: () => {
        saved = null
      },
    },
    api: {
      start: async (startTime) => {
        calls.push(`POST ${startTime}`)
        if (holdStart) await new Promise<void>((r) => (releaseStart = r))
        if (failStart) throw new Error('offline')
        return nextId++
      },
      end: async (id, endTime) => {
        calls.push(`PATCH ${id} ${endTime}`)
        if (failEnd) throw new Error('offline')
      },
    },
  })
  return {
    tracker,
    calls,
    saved: () => saved,
    signIn: () => (signedIn = true),
    failStart: (v: boolean) => (failStart = v),
    failEnd: (v: boolean) => (failEnd = v),
    holdStart: () => (holdStart = true),
    releaseStart: () => {
      holdStart = false
      releaseStart?.()
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('activity tracker: start', () => {
  it('checks every 3 seconds until the sign-in is confirmed, then starts one activity', async () => {
    const t = setup({ signedIn: false })
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(9000)
    expect(t.calls).toEqual([])
    expect(t.tracker.phase()).toBe('waiting-for-sign-in')

    t.signIn()
    await vi.advanceTimersByTimeAsync(3000)
    expect(t.calls).toEqual([`POST ${s(T0) + 12}`])
    expect(t.tracker.current()).toEqual({ id: 100, startTime: s(T0) + 12 })

    // The check has stopped: nothing more is started.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(t.calls).toHaveLength(1)
  })

  it('starts at once when already signed in', async () => {
    const t = setup()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toEqual([`POST ${s(T0)}`])
  })

  it('never starts a second activity while one is being stored or open', async () => {
    const t = setup()
    t.holdStart()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.tracker.phase()).toBe('starting')
    for (let i = 0; i < 5; i++) {
      t.tracker.input()
      await vi.advanceTimersByTimeAsync(1000)
    }
    t.releaseStart()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.tracker.phase()).toBe('open')
    t.tracker.input()
    await vi.advanceTimersByTimeAsync(1000)
    expect(t.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1)
  })

  it('tries again on the next mouse move when the start could not be stored', async () => {
    const t = setup({ startFails: true })
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.tracker.phase()).toBe('idle')
    t.failStart(false)
    await vi.advanceTimersByTimeAsync(5000)
    t.tracker.input()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toEqual([`POST ${s(T0)}`, `POST ${s(T0) + 5}`])
    expect(t.tracker.phase()).toBe('open')
  })
})

describe('activity tracker: inactivity', () => {
  it('ends the activity after 30 minutes without a mouse move and clears it', async () => {
    const t = setup()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(TIMEOUT - 1)
    expect(t.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.calls).toEqual([`POST ${s(T0)}`, `PATCH 100 ${s(T0 + TIMEOUT)}`])
    expect(t.tracker.current()).toBeNull()
    expect(t.tracker.phase()).toBe('idle')
  })

  it('restarts the timer on every mouse move', async () => {
    const t = setup()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(TIMEOUT - 60_000)
    t.tracker.input()
    await vi.advanceTimersByTimeAsync(TIMEOUT - 1000)
    t.tracker.input()
    await vi.advanceTimersByTimeAsync(TIMEOUT - 1)
    expect(t.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    const endedAt = T0 + TIMEOUT - 60_000 + TIMEOUT - 1000 + TIMEOUT
    expect(t.calls[1]).toBe(`PATCH 100 ${s(endedAt)}`)
  })

  it('runs the timeout from the time of the move, even when told of it a little later', async () => {
    const t = setup()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(60_000)
    // A throttled handler reports the last move of a burst up to a second late, with its own time.
    t.tracker.input(Date.now() - 800)
    await vi.advanceTimersByTimeAsync(TIMEOUT - 800 - 1)
    expect(t.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.calls[1]).toBe(`PATCH 100 ${s(T0 + 60_000 - 800 + TIMEOUT)}`)
  })

  it('starts a new activity on the first mouse move after one has ended', async () => {
    const t = setup()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(TIMEOUT + 600_000)
    t.tracker.input()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toEqual([
      `POST ${s(T0)}`,
      `PATCH 100 ${s(T0 + TIMEOUT)}`,
      `POST ${s(T0 + TIMEOUT + 600_000)}`,
    ])
    expect(t.tracker.current()).toMatchObject({ id: 101 })
  })

  it('keeps an end that could not be sent, for the next load to send', async () => {
    const t = setup()
    t.failEnd(true)
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    expect(t.saved()).toEqual({ id: 100, startTime: s(T0), endTime: s(T0 + TIMEOUT), userId: USER })
  })
})

describe('activity tracker: page unload and the next load', () => {
  it('saves the open activity with its first and end time on unload', async () => {
    const t = setup()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(42_000)
    t.tracker.pageHide()
    expect(t.saved()).toEqual({ id: 100, startTime: s(T0), endTime: s(T0) + 42, userId: USER })
  })

  it('continues a saved activity whose end is under 1800 s old', async () => {
    const saved = { id: 55, startTime: s(T0) - 4000, endTime: s(T0) - 1799, userId: USER }
    const t = setup({ saved })
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toEqual([])
    expect(t.tracker.current()).toEqual({ id: 55, startTime: saved.startTime })
    expect(t.saved()).toBeNull()
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    expect(t.calls).toEqual([`PATCH 55 ${s(T0 + TIMEOUT)}`])
  })

  it('ends an older saved activity with its saved end time and starts a new one', async () => {
    const saved = { id: 55, startTime: s(T0) - 4000, endTime: s(T0) - 1800, userId: USER }
    const t = setup({ saved })
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toEqual([`PATCH 55 ${saved.endTime}`, `POST ${s(T0)}`])
    expect(t.tracker.current()).toEqual({ id: 100, startTime: s(T0) })
  })

  it("ignores another user's saved activity", async () => {
    const t = setup({ saved: { id: 55, startTime: s(T0) - 60, endTime: s(T0) - 30, userId: 8 } })
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.calls).toEqual([`POST ${s(T0)}`])
  })

  it('on stop (sign-out) keeps the open activity like an unload and stops every timer', async () => {
    const t = setup()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(10_000)
    t.tracker.stop()
    expect(t.saved()).toEqual({ id: 100, startTime: s(T0), endTime: s(T0) + 10, userId: USER })
    await vi.advanceTimersByTimeAsync(TIMEOUT * 2)
    t.tracker.input()
    expect(t.calls).toHaveLength(1)
  })

  it('a start undone at once (a double mount) never reaches the server', async () => {
    const t = setup()
    t.tracker.start()
    t.tracker.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(t.calls).toEqual([])
  })

  it('keeps an activity that was stored after the tracker stopped', async () => {
    const t = setup()
    t.holdStart()
    t.tracker.start()
    await vi.advanceTimersByTimeAsync(0)
    t.tracker.stop()
    t.releaseStart()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.saved()).toMatchObject({ id: 100, startTime: s(T0), userId: USER })
  })
})

describe('inactivity timeout setting', () => {
  it('reads config.inactivityTimeoutMs from local storage, else 30 minutes', () => {
    const storage = new Map<string, string>()
    const fake = { getItem: (k: string) => storage.get(k) ?? null } as Storage
    expect(readInactivityTimeoutMs(fake)).toBe(1_800_000)
    storage.set('config.inactivityTimeoutMs', '5000')
    expect(readInactivityTimeoutMs(fake)).toBe(5000)
    for (const bad of ['0', '-5', 'abc', '1.5', ''])
      expect(readInactivityTimeoutMs({ getItem: () => bad } as unknown as Storage)).toBe(1_800_000)
  })
})
