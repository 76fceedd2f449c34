/**
 * POST /api/v2/mc-orders/{id}/check-test-before-remove (spec 000 §2.8, §7): whether a test line may
 * be taken out of the cart. The spec leaves the rule out; ours follows what the order knows:
 * - the order's state must still allow changing the cart: created, cart_edited, cart_confirmed,
 *   cart_confirmed_by_client and confirmed (edited through the after-payment path); once the lab work
 *   runs (done_part), is done (done, payed_cash) or the order is cancelled (deleted) it may not;
 * - a tube already labelled for the test (the line has a barcode) means a sample may be on its way;
 * - units already debited from the client's deposit would have to be given back first.
 * A refusal is an answer (`allowed: false` with the reason), not an error: the cart shows the reason
 * and removes the line only if the registrar confirms (spec 000 §2.8).
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { orderStateLabel } from './order-states'
import type { TestLine } from './cart.schema'

export const checkTestBeforeRemoveBodySchema = z
  .object({ testId: int4().positive().describe('The test id of the cart line') })
  .strict()
  .meta({ id: 'CheckTestBeforeRemoveBody' })

export const testRemovalSchema = z.object({
  allowed: z.boolean(),
  /** Why not, in Ukrainian; null when allowed. */
  reason: text().nullable(),
})
export type TestRemoval = z.infer<typeof testRemovalSchema>

export const checkTestBeforeRemoveResponseSchema = z
  .object({ data: testRemovalSchema })
  .meta({ id: 'CheckTestBeforeRemoveResponse' })

/** States in which a test line can still be taken out of the cart. */
const removableIn = new Set([
  'created',
  'cart_edited',
  'cart_confirmed',
  'cart_confirmed_by_client',
  'confirmed',
])

export const testRemovalMessages = {
  notInOrder: 'Цього аналізу немає в замовленні',
  state: (state: string) => `Замовлення в стані «${orderStateLabel(state)}»: аналіз уже не можна видалити`,
  barcode: (barcode: string) =>
    `Пробірку для аналізу вже промарковано (штрихкод ${barcode}): біоматеріал може бути взято`,
  deposit: (units: number) => `За аналіз уже списано з депозиту клієнта (${units} од.): спершу поверніть їх`,
} as const

/** Whether the test lines `lines` (the cart's lines of that test, at least one) may be removed. */
export function testRemoval(state: string, lines: readonly TestLine[]): TestRemoval {
  const no = (reason: string): TestRemoval => ({ allowed: false, reason })
  if (!removableIn.has(state)) return no(testRemovalMessages.state(state))
  const labelled = lines.find((l) => l.barcode?.trim())
  if (labelled?.barcode) return no(testRemovalMessages.barcode(labelled.barcode.trim()))
  const debited = lines
    .filter((l) => l.debitedFromDepositAt !== null)
    .reduce((n, l) => n + l.quantityFromDeposit, 0)
  if (debited > 0) return no(testRemovalMessages.deposit(debited))
  return { allowed: true, reason: null }
}
