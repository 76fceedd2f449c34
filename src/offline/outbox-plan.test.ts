import { describe, expect, it } from 'vitest'
import { ALONE_BODY_CHARS, roundBatch } from './outbox-plan'
import type { OutboxItem } from './outbox-types'

const item = (id: string, chars = 10) =>
  ({ id, body: { content: 'x'.repeat(chars) } }) as unknown as OutboxItem
const big = (id: string) => item(id, ALONE_BODY_CHARS + 1)

describe('a round of the flusher', () => {
  it('sends a large item (a protocol file) on its own, so two never pass the batch limit together', () => {
    expect(roundBatch([item('a'), item('b')]).map((i) => i.id)).toEqual(['a', 'b'])
    expect(roundBatch([item('a'), big('f1'), big('f2'), item('b')]).map((i) => i.id)).toEqual(['a'])
    expect(roundBatch([big('f1'), big('f2'), item('b')]).map((i) => i.id)).toEqual(['f1'])
  })
})

describe('an item on its own', () => {
  it('is given time to upload a large body on a slow line', async () => {
    const { itemTimeoutMs } = await import('./transport')
    expect(itemTimeoutMs(undefined)).toBe(30_000)
    expect(itemTimeoutMs({ content: 'x'.repeat(7 * 1024 * 1024) })).toBeGreaterThan(200_000)
  })
})
