/**
 * The order of cards inside one column of the registry queue board (issue 20 item 3). Rules, first
 * match wins: a manual out-of-turn mark first of all; then booked patients within `onTimeWindowMin`
 * minutes of their booked time (earliest booking first); then those waiting in the column over
 * `longWaitMin` minutes; then everyone else. Inside a rank the longest wait in the column comes first.
 * Ottehr's 15 min / 75 min are the defaults; the rules are the crm setting `queue_settings`.
 */
import { z } from 'zod'

export const QUEUE_SETTING = 'queue_settings'

export const queueOrderRulesSchema = z
  .object({
    /** Booked patients within this many minutes of their time come first (0 … 240). */
    onTimeWindowMin: z
      .number({ error: 'Вкажіть кількість хвилин' })
      .int('Вкажіть ціле число хвилин')
      .min(0, 'Не менше 0 хвилин')
      .max(240, 'Не більше 240 хвилин'),
    /** Patients waiting in the column over this many minutes come next (1 … 1440). */
    longWaitMin: z
      .number({ error: 'Вкажіть кількість хвилин' })
      .int('Вкажіть ціле число хвилин')
      .min(1, 'Не менше 1 хвилини')
      .max(1440, 'Не більше 1440 хвилин'),
  })
  .strict()
  .meta({ id: 'QueueOrderRules' })
export type QueueOrderRules = z.infer<typeof queueOrderRulesSchema>

export const defaultQueueOrderRules: QueueOrderRules = { onTimeWindowMin: 15, longWaitMin: 75 }

/** What ordering needs of a card. Times are epoch ms. */
export interface QueueOrderItem {
  orderId: number
  /** The booked time, or null for a walk-in. */
  bookedAt: number | null
  /** When the card entered its current column. */
  enteredAt: number
  outOfTurn: boolean
}

const MIN = 60_000

/** 0 out of turn, 1 on time, 2 long wait, 3 the rest. */
export function queueRank(item: QueueOrderItem, now: number, rules: QueueOrderRules): number {
  if (item.outOfTurn) return 0
  if (item.bookedAt !== null && Math.abs(now - item.bookedAt) <= rules.onTimeWindowMin * MIN) return 1
  if (now - item.enteredAt > rules.longWaitMin * MIN) return 2
  return 3
}

/** The items of one column in queue order (a new array; the input is left as it is). */
export function orderQueueColumn<T extends QueueOrderItem>(
  items: readonly T[],
  now: number,
  rules: QueueOrderRules = defaultQueueOrderRules,
): T[] {
  const ranked = items.map((item) => ({ item, rank: queueRank(item, now, rules) }))
  ranked.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank
    if (a.rank === 1 && a.item.bookedAt !== b.item.bookedAt)
      return (a.item.bookedAt ?? 0) - (b.item.bookedAt ?? 0)
    if (a.item.enteredAt !== b.item.enteredAt) return a.item.enteredAt - b.item.enteredAt
    return a.item.orderId - b.item.orderId
  })
  return ranked.map((r) => r.item)
}
