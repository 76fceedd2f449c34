import { describe, expect, it } from 'vitest'
import { defaultQueueOrderRules, orderQueueColumn, queueOrderRulesSchema, queueRank } from './queue-order'

const MIN = 60_000
const now = Date.parse('2026-11-26T10:00:00Z')
const item = (orderId: number, o: { booked?: number | null; waited: number; outOfTurn?: boolean }) => ({
  orderId,
  bookedAt: o.booked === undefined || o.booked === null ? null : now + o.booked * MIN,
  enteredAt: now - o.waited * MIN,
  outOfTurn: o.outOfTurn ?? false,
})
const ids = (xs: { orderId: number }[]) => xs.map((x) => x.orderId)

describe('queue ordering', () => {
  it('uses Ottehr’s 15 / 75 minutes by default', () => {
    expect(defaultQueueOrderRules).toEqual({ onTimeWindowMin: 15, longWaitMin: 75 })
  })

  it('puts the manual out-of-turn mark first of all, even before an on-time booking', () => {
    const out = orderQueueColumn(
      [item(1, { booked: 0, waited: 200 }), item(2, { booked: null, waited: 1, outOfTurn: true })],
      now,
    )
    expect(ids(out)).toEqual([2, 1])
  })

  it('puts booked patients within the window before long waiters, earliest booking first', () => {
    const out = orderQueueColumn(
      [
        item(1, { booked: null, waited: 100 }), // long wait
        item(2, { booked: 10, waited: 5 }), // booked in 10 min: on time
        item(3, { booked: -14, waited: 1 }), // booked 14 min ago: on time
        item(4, { booked: 30, waited: 80 }), // booked too far ahead, but a long wait
      ],
      now,
    )
    expect(ids(out)).toEqual([3, 2, 1, 4])
  })

  it('bounds the on-time window inclusively and the long wait strictly', () => {
    const r = defaultQueueOrderRules
    expect(queueRank(item(1, { booked: 15, waited: 0 }), now, r)).toBe(1)
    expect(queueRank(item(1, { booked: 16, waited: 0 }), now, r)).toBe(3)
    expect(queueRank(item(1, { booked: -16, waited: 0 }), now, r)).toBe(3)
    expect(queueRank(item(1, { booked: null, waited: 75 }), now, r)).toBe(3)
    expect(queueRank(item(1, { booked: null, waited: 76 }), now, r)).toBe(2)
  })

  it('orders the rest by time in the column, longest first, then by order id', () => {
    const out = orderQueueColumn(
      [item(5, { waited: 10 }), item(3, { waited: 40 }), item(4, { waited: 10 }), item(1, { waited: 20 })],
      now,
    )
    expect(ids(out)).toEqual([3, 1, 4, 5])
  })

  it('follows configured rules', () => {
    const items = [item(1, { booked: 25, waited: 1 }), item(2, { booked: null, waited: 30 })]
    expect(ids(orderQueueColumn(items, now))).toEqual([2, 1])
    expect(ids(orderQueueColumn(items, now, { onTimeWindowMin: 30, longWaitMin: 75 }))).toEqual([1, 2])
    expect(ids(orderQueueColumn(items, now, { onTimeWindowMin: 0, longWaitMin: 20 }))).toEqual([2, 1])
  })

  it('leaves its input as it was', () => {
    const items = [item(1, { waited: 1 }), item(2, { waited: 2 })]
    orderQueueColumn(items, now)
    expect(ids(items)).toEqual([1, 2])
  })

  it('refuses rules out of range with Ukrainian messages', () => {
    const bad = queueOrderRulesSchema.safeParse({ onTimeWindowMin: -1, longWaitMin: 0.5 })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Не менше 0 хвилин',
      'Вкажіть ціле число хвилин',
    ])
    expect(queueOrderRulesSchema.safeParse({ onTimeWindowMin: 15, longWaitMin: 75 }).success).toBe(true)
  })
})
