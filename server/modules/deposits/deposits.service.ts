/**
 * Client deposits (spec 000 §3, §5): the balances the client card and the cart show, and an order's
 * cash deposit write-off. The order's writeOffSumOfCashDeposit is checked against the balance when the
 * cart sets it (PATCH /api/v2/mc-orders/{id}) and written off when the cart is finished, inside the
 * finish's transaction and once per order; taking the balance below zero needs the cashier's
 * confirmation (`confirmNegativeBalance`) both times.
 */
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { cashWriteOffRefusal, depositMessages } from '../../../domain/deposits/deposit-rules'
import {
  CASH_DEPOSIT_TYPE,
  depositMovementKindLabels,
  type ClientDeposits,
} from '../../../domain/deposits/deposit.schema'
import type { Db, Tx } from '../../db/client'
import { notFound } from '../../lib/versioned'
import { findClient } from '../clients/clients.repo'
import { dictionarySet } from '../references/dictionary.repo'
import * as repo from './deposits.repo'

const MOVEMENTS_SHOWN = 20
const field = 'write_off_sum_of_cash_deposit'

/** GET /api/v2/clients/{id}/deposits: a balance for every deposit type, and the last movements. */
export async function clientDeposits(db: Db, ref: number | string): Promise<ClientDeposits> {
  const client = await findClient(db, ref)
  if (!client) throw notFound()
  const [types, rows, movements] = await Promise.all([
    dictionarySet(db, 'depositTypes'),
    repo.balancesOf(db, client.id),
    repo.recentMovements(db, client.id, MOVEMENTS_SHOWN),
  ])
  const labels = new Map(types.map((t) => [String(t.key), t.value]))
  const balances = new Map(rows.map((r) => [r.type, r.balance]))
  // Every configured type (0 without money on it), then any type since removed from the dictionary.
  const keys = [...labels.keys(), ...rows.map((r) => r.type).filter((type) => !labels.has(type))]
  return {
    balances: keys.map((type) => ({
      type,
      label: labels.get(type) ?? type,
      balance: balances.get(type) ?? 0,
    })),
    movements: movements.map((m) => ({
      ...m,
      kindLabel: depositMovementKindLabels[m.kind],
      createdAt: m.createdAt.toISOString(),
    })),
  }
}

export interface CashWriteOffRequest {
  clientId: number | null
  /** Kopiykas the order takes from the cash deposit. */
  amount: number
  confirmNegativeBalance: boolean
}

const refuse = (message: string, code = 'validation_failed') =>
  new DomainError(code, 422, code === 'validation_failed' ? errorMessages.validation_failed : message, {
    errors: { [field]: [message] },
  })

/** 422 unless the client's cash deposit can give `amount` (below zero only when confirmed). */
async function assertCovers(db: Db | Tx, w: CashWriteOffRequest, lock: boolean): Promise<number | null> {
  if (w.amount <= 0) return null
  if (w.clientId === null) throw refuse(depositMessages.crmClientRequired)
  const balance = await repo.balanceOf(db, w.clientId, CASH_DEPOSIT_TYPE, lock)
  const refusal = cashWriteOffRefusal({ ...w, balance })
  // Its own code, so the cart knows to ask for the confirmation rather than show a plain error.
  if (refusal) throw refuse(refusal, 'deposit_negative_balance')
  return w.clientId
}

/**
 * The check when the cart sets the write-off of order `orderId`; nothing is written off yet, and an
 * order whose deposit was already written off is not checked again.
 */
export async function checkCashWriteOff(
  db: Db | Tx,
  w: CashWriteOffRequest & { orderId: number },
): Promise<void> {
  if ((await repo.orderWriteOff(db, w.orderId, CASH_DEPOSIT_TYPE)) !== null) return
  await assertCovers(db, w, false)
}

/** Why order `orderId`'s write-off sum can no longer change (it was written off), or null. */
export async function writtenOffRefusal(db: Db | Tx, orderId: number): Promise<string | null> {
  const done = await repo.orderWriteOff(db, orderId, CASH_DEPOSIT_TYPE)
  return done === null ? null : depositMessages.alreadyWrittenOff(done)
}

/**
 * Writes `amount` off the client's cash deposit for order `orderId` — once: a second call for the same
 * order changes nothing. The balance row stays locked until the caller's transaction ends.
 */
export async function writeOffCashDeposit(
  tx: Tx,
  w: CashWriteOffRequest & { orderId: number; orderCode: string; userId: number; now: Date },
): Promise<void> {
  if ((await repo.orderWriteOff(tx, w.orderId, CASH_DEPOSIT_TYPE)) !== null) return
  const clientId = await assertCovers(tx, w, true)
  if (clientId === null) return
  await repo.addMovement(tx, {
    clientId,
    type: CASH_DEPOSIT_TYPE,
    kind: 'write_off',
    amount: -w.amount,
    orderId: w.orderId,
    comment: `Оплата замовлення ${w.orderCode}`,
    createdBy: w.userId,
    createdAt: w.now,
  })
}

/**
 * A cancelled order gives back what it took from the client's deposits: a refund movement for each
 * write-off of order `orderId`, once (a cancelled order cannot be cancelled again, and a refund
 * already there is not repeated). In the caller's transaction, with the order row locked.
 */
export async function refundOrderDeposits(
  tx: Tx,
  r: { orderId: number; orderCode: string; userId: number; now: Date },
): Promise<void> {
  const moved = await repo.orderMovements(tx, r.orderId)
  const refunded = new Set(moved.filter((m) => m.kind === 'refund').map((m) => m.type))
  for (const m of moved) {
    if (m.kind !== 'write_off' || refunded.has(m.type)) continue
    await repo.addMovement(tx, {
      clientId: m.clientId,
      type: m.type,
      kind: 'refund',
      amount: -m.amount,
      orderId: r.orderId,
      comment: `Повернення за скасоване замовлення ${r.orderCode}`,
      createdBy: r.userId,
      createdAt: r.now,
    })
  }
}
