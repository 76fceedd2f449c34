import { describe, expect, it } from 'vitest'
import { sortInSlices } from './sort-in-slices'

const byKey = (a: { k: number }, b: { k: number }) => a.k - b.k

describe('sortInSlices', () => {
  it('sorts like Array.prototype.sort, stable, for lengths around its run and merge sizes', async () => {
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (const n of [0, 1, 2, 255, 256, 257, 1000, 5000]) {
      const items = Array.from({ length: n }, (_, i) => ({ k: Math.floor(random() * 50), i }))
      const expected = [...items].sort(byKey)
      const sorted = await sortInSlices(items, byKey, { budgetMs: 0 })
      expect(sorted).toEqual(expected)
      expect(sorted).not.toBe(items)
    }
  })

  it('gives the main thread back while it sorts a long list, and leaves the input as it was', async () => {
    const items = Array.from({ length: 6000 }, (_, i) => ({ k: (i * 7919) % 6000 }))
    const copy = [...items]
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    const sorted = await sortInSlices(items, byKey, { budgetMs: 0 })
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(0)
    expect(sorted.map((x) => x.k)).toEqual(Array.from({ length: 6000 }, (_, i) => i))
    expect(items).toEqual(copy)
  })

  it('stops at its next pause when the signal aborts', async () => {
    const controller = new AbortController()
    const items = Array.from({ length: 5000 }, (_, i) => ({ k: 5000 - i }))
    const sorting = sortInSlices(items, byKey, { budgetMs: 0, signal: controller.signal })
    controller.abort(new Error('gone'))
    await expect(sorting).rejects.toThrow('gone')
  })
})
