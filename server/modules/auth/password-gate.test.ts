import { describe, expect, it } from 'vitest'
import { PasswordGate } from './password-gate'

describe('PasswordGate', () => {
  it('runs at most two checks at once and lets a known device ahead of queued guesses', async () => {
    const gate = new PasswordGate(2)
    const order: string[] = []
    let running = 0
    let most = 0
    const check = (name: string) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, 5))
      order.push(name)
      running--
    }
    const all = [1, 2, 3, 4, 5].map((i) => gate.run(false, check(`guess-${i}`)))
    all.push(gate.run(true, check('staff')))
    await Promise.all(all)
    expect(most).toBe(2)
    expect(order.indexOf('staff')).toBe(2)
  })
})
