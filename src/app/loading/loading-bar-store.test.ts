import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBar } from './loading-bar-store'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('loading bar', () => {
  it('stays hidden for work shorter than the 200 ms minimum fetch delay', () => {
    const bar = createLoadingBar()
    bar.start()
    vi.advanceTimersByTime(150)
    bar.end()
    vi.advanceTimersByTime(1000)
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false })
  })

  it('appears after 200 ms, moves forward every 500 ms, fills up and goes away when done', () => {
    const bar = createLoadingBar()
    bar.start()
    bar.start()
    vi.advanceTimersByTime(200)
    expect(bar.getState()).toMatchObject({ visible: true, percent: 10 })
    vi.advanceTimersByTime(499)
    expect(bar.getState().percent).toBe(10)
    vi.advanceTimersByTime(1)
    expect(bar.getState().percent).toBeCloseTo(27)
    bar.end()
    expect(bar.getState().percent).toBeLessThan(100)
    bar.end()
    expect(bar.getState()).toMatchObject({ visible: true, percent: 100 })
    vi.advanceTimersByTime(300)
    expect(bar.getState().visible).toBe(false)
  })

  it('turns red on a failed request, even a quick one, and starts afresh with the next work', () => {
    const bar = createLoadingBar()
    bar.start()
    bar.end(true)
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: true })
    bar.start()
    expect(bar.getState().failed).toBe(false)
    bar.end()
    vi.advanceTimersByTime(2000)
    expect(bar.getState().visible).toBe(false)
  })

  it('marks a background failure and tracks a promise', async () => {
    const bar = createLoadingBar()
    bar.fail()
    expect(bar.getState()).toMatchObject({ visible: true, failed: true })
    vi.advanceTimersByTime(2000)
    await expect(bar.track(Promise.reject(new Error('chunk')))).rejects.toThrow('chunk')
    expect(bar.getState().failed).toBe(true)
  })
})
