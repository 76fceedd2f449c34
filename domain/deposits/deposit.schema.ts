/**
 * Client deposits (spec 000 §3, §5): balances per deposit type and the movements behind them, as
 * GET /api/v2/clients/{id}/deposits answers them. Money in integer kopiykas.
 */
import { z } from 'zod'

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
  type: z.string(),
  label: z.string(),
  balance: z.number().int().describe('kopiykas; negative after a confirmed write-off into the minus'),
})

export const depositMovementSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  kind: z.enum(depositMovementKinds),
  kindLabel: z.string(),
  amount: z.number().int().describe('kopiykas; negative takes from the balance'),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  comment: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 date-time'),
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
