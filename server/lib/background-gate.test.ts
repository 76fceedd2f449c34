import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBackgroundGate } from './background-gate'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('the background gate', () => {
  it('starts a report only once the requests in flight have answered', async () => {
    const gate = createBackgroundGate({ enabled: true })
    const leaveA = gate.enter()
    const leaveB = gate.enter()
    const order: string[] = []
    const report = gate.background(async () => {
      order.push('report')
      return 42
    })
    await settle()
    expect(order).toEqual([])
    leaveA()
    leaveA() // a second end of the same request is not a second request ending
    await settle()
    expect(order).toEqual([])
    leaveB()
    await expect(report).resolves.toBe(42)
    expect(gate.busy).toBe(0)
  })

  it('runs the report anyway after the longest wait, so a busy clinic never starves it', async () => {
    const gate = createBackgroundGate({ enabled: true, maxWaitMs: 500 })
    gate.enter()
    let ran = false
    const report = gate.background(async () => {
      ran = true
    })
    await vi.advanceTimersByTimeAsync(499)
    expect(ran).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await report
    expect(ran).toBe(true)
  })

  it('runs reports one at a time, a failed one not stopping the next', async () => {
    const gate = createBackgroundGate({ enabled: true })
    const running: number[] = []
    let most = 0
    const job = (i: number, fail = false) =>
      gate.background(async () => {
        running.push(i)
        most = Math.max(most, running.length)
        await new Promise((r) => setTimeout(r, 10))
        running.splice(running.indexOf(i), 1)
        if (fail) throw new Error('report failed')
        return i
      })
    const all = Promise.allSettled([job(1), job(2, true), job(3)])
    await vi.advanceTimersByTimeAsync(100)
    const results = await all
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(most).toBe(1)
  })

  it('is off on PostgreSQL: reports run at once, side by side', async () => {
    const gate = createBackgroundGate({ enabled: false })
    gate.enter()
    let ran = 0
    await Promise.all([gate.background(async () => ran++), gate.background(async () => ran++)])
    expect(ran).toBe(2)
    expect(gate.busy).toBe(0)
  })
})
