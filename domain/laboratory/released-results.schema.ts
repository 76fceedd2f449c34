/**
 * Results as the clinic outside the laboratory sees them (issue 22 item 5: «results visible in the client
 * profile and the order»): only approved values — what the laboratory has released to the patient — with
 * the range and flag as approved; a test not approved yet is named with its state and no values.
 * One order (`orderId`) or a client's orders that have approved results (`clientId`), newest first.
 */
import { z } from 'zod'
import { int4, queryInt, text } from '../api/scalars'
import type { OrderState } from '../orders/order-states'
import { labFlags, labTestStates } from './lab-results.schema'

/** Orders whose cart was confirmed and not cancelled: results may be entered, approved and shown. */
export const resultStates: readonly OrderState[] = [
  'cart_confirmed',
  'cart_confirmed_by_client',
  'confirmed',
  'done_part',
  'done',
  'payed_cash',
]

export const resultsOpen = (order: { state: string }): boolean =>
  (resultStates as readonly string[]).includes(order.state)

export const RELEASED_RESULTS_PER_PAGE = 5

export const releasedResultsQuerySchema = z
  .object({
    clientId: queryInt(1).optional(),
    orderId: queryInt(1).optional(),
    page: queryInt(1, 100_000).default(1),
  })
  .strict()
  .refine((q) => (q.clientId === undefined) !== (q.orderId === undefined), {
    message: 'Вкажіть клієнта або замовлення (одне з двох)',
    path: ['clientId'],
  })
export type ReleasedResultsQuery = z.infer<typeof releasedResultsQuerySchema>

export const releasedOrderResultsSchema = z.object({
  orderId: int4(),
  orderCode: text(),
  orderDay: text(),
  tests: z.array(
    z.object({
      testId: int4(),
      line: int4(),
      name: text(),
      state: z.enum(labTestStates),
      /** The latest approval of the test's values; null until approved. */
      approvedAt: text().nullable(),
      /** Approved values only: empty while the test awaits its results or their approval. */
      indicators: z.array(
        z.object({
          code: text(),
          name: text(),
          value: text().nullable(),
          value2: text().nullable(),
          unit: text().nullable(),
          norm: text(),
          flag: z.enum(labFlags),
          flag2: z.enum(labFlags),
        }),
      ),
    }),
  ),
})
export type ReleasedOrderResults = z.infer<typeof releasedOrderResultsSchema>

export const releasedResultsSchema = z
  .object({
    data: z.array(releasedOrderResultsSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'ReleasedResults' })
export type ReleasedResults = z.infer<typeof releasedResultsSchema>

/**
 * The order's results are ready for the patient: every test that gives results has them approved (tests
 * without results aside), and there is at least one.
 */
export const everyResultApproved = (tests: ReadonlyArray<{ state: string }>): boolean =>
  tests.some((t) => t.state === 'approved') &&
  tests.every((t) => t.state === 'approved' || t.state === 'no_result')
