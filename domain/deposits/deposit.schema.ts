/**
 * Client deposits (spec 000 §3, §5): balances per deposit type and the movements behind them, as
 * GET /api/v2/clients/{id}/deposits answers them. Money in integer kopiykas.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'

/** The deposit type an order's writeOffSumOfCashDeposit is taken from (the depositTypes dictionary). */
export const CASH_DEPOSIT_TYPE = 'cash'

/** Why a balance moved: money paid in, taken for an order, given back, or corrected by hand. */
export const depositMovementKinds = ['top_up', 'write_off', 'refund', 'correction'] as const
export type DepositMovementKind = (typeof depositMovementKinds)[number]

export const depositMovementKindLabels: Record<DepositMovementKind, string> = {
  top_up: 'Поповнення',
  write_off: 'Списання за замовлення',
  refund: 'Повернення',
  correction: 'Коригування',
}

export const depositBalanceSchema = z.object({
  type: text(),
  label: text(),
  balance: int4().describe('kopiykas; negative after a confirmed write-off into the minus'),
})

export const depositMovementSchema = z.object({
  id: int4(),
  type: text(),
  kind: z.enum(depositMovementKinds),
  kindLabel: text(),
  amount: int4().describe('kopiykas; negative takes from the balance'),
  orderId: int4().nullable(),
  orderCode: text().nullable(),
  comment: text().nullable(),
  createdBy: int4().nullable(),
  createdByName: text().nullable(),
  createdAt: text().describe('ISO 8601 date-time'),
})
export type DepositMovement = z.infer<typeof depositMovementSchema>

export const clientDepositsResponseSchema = z
  .object({
    data: z.object({
      balances: z.array(depositBalanceSchema),
      movements: z.array(depositMovementSchema).describe('The last 20, newest first'),
    }),
  })
  .meta({ id: 'ClientDeposits' })
export type ClientDeposits = z.infer<typeof clientDepositsResponseSchema>['data']
