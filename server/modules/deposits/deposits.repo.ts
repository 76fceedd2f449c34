/**
 * Storage of client deposits: the balances, the append-only movement ledger, and the row lock a
 * write-off takes. `addMovement` is the only writer, so a balance always equals the sum of its movements.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DepositMovementKind } from '../../../domain/deposits/deposit.schema'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema/auth'
import { clientDepositMovements, clientDeposits } from '../../db/schema/deposits'
import { orders } from '../../db/schema/orders'

export interface NewMovement {
  clientId: number
  type: string
  kind: DepositMovementKind
  /** Kopiykas: positive adds, negative takes. */
  amount: number
  orderId: number | null
  comment: string | null
  createdBy: number | null
  createdAt: Date
}

/** Every balance row of a client. */
export async function balancesOf(db: Db | Tx, clientId: number) {
  return db
    .select({ type: clientDeposits.type, balance: clientDeposits.balance })
    .from(clientDeposits)
    .where(eq(clientDeposits.clientId, clientId))
}

/** One balance (0 without a row); with `lock`, the row is created if missing and locked FOR UPDATE. */
export async function balanceOf(db: Db | Tx, clientId: number, type: string, lock = false): Promise<number> {
  if (lock) await db.insert(clientDeposits).values({ clientId, type, balance: 0 }).onConflictDoNothing()
  const q = db
    .select({ balance: clientDeposits.balance })
    .from(clientDeposits)
    .where(and(eq(clientDeposits.clientId, clientId), eq(clientDeposits.type, type)))
  const [row] = lock ? await q.for('update') : await q
  return row?.balance ?? 0
}

/** The newest `limit` movements of a client, with the order's code and the author's name. */
export async function recentMovements(db: Db | Tx, clientId: number, limit: number) {
  return db
    .select({
      id: clientDepositMovements.id,
      type: clientDepositMovements.type,
      kind: clientDepositMovements.kind,
      amount: clientDepositMovements.amount,
      orderId: clientDepositMovements.orderId,
      orderCode: orders.code,
      comment: clientDepositMovements.comment,
      createdBy: clientDepositMovements.createdBy,
      createdByName: users.name,
      createdAt: clientDepositMovements.createdAt,
    })
    .from(clientDepositMovements)
    .leftJoin(orders, eq(orders.id, clientDepositMovements.orderId))
    .leftJoin(users, eq(users.id, clientDepositMovements.createdBy))
    .where(eq(clientDepositMovements.clientId, clientId))
    .orderBy(desc(clientDepositMovements.createdAt), desc(clientDepositMovements.id))
    .limit(limit)
}

/** What order `orderId` already had written off deposit `type` (kopiykas, positive), or null. */
export async function orderWriteOff(db: Db | Tx, orderId: number, type: string): Promise<number | null> {
  const [row] = await db
    .select({ amount: clientDepositMovements.amount })
    .from(clientDepositMovements)
    .where(
      and(
        eq(clientDepositMovements.orderId, orderId),
        eq(clientDepositMovements.type, type),
        eq(clientDepositMovements.kind, 'write_off'),
      ),
    )
  return row ? -row.amount : null
}

/** Every movement order `orderId` made on any client's deposits, oldest first. */
export async function orderMovements(db: Db | Tx, orderId: number) {
  return db
    .select({
      clientId: clientDepositMovements.clientId,
      type: clientDepositMovements.type,
      kind: clientDepositMovements.kind,
      amount: clientDepositMovements.amount,
    })
    .from(clientDepositMovements)
    .where(eq(clientDepositMovements.orderId, orderId))
    .orderBy(asc(clientDepositMovements.id))
}

/** Records a movement and moves its balance by the same amount, in the caller's transaction. */
export async function addMovement(tx: Tx, m: NewMovement): Promise<void> {
  await tx.insert(clientDepositMovements).values(m)
  await tx
    .insert(clientDeposits)
    .values({ clientId: m.clientId, type: m.type, balance: m.amount, updatedAt: m.createdAt })
    .onConflictDoUpdate({
      target: [clientDeposits.clientId, clientDeposits.type],
      set: { balance: sql`${clientDeposits.balance} + ${m.amount}`, updatedAt: m.createdAt },
    })
}
