/**
 * Demo client deposits: the first two demo clients paid money in advance (a cash deposit, and for the
 * first one a services deposit too). Balances are the sums of the movements, as the deposits module keeps
 * them. Idempotent: filled only while the ledger is empty.
 */
import { asc, eq } from 'drizzle-orm'
import type { Tx } from '../client'
import { users } from '../schema/auth'
import { clients } from '../schema/clients'
import { clientDepositMovements, clientDeposits } from '../schema/deposits'
import { insertIfEmpty } from './seed-helpers'

/** [client index, deposit type, kopiykas, comment] */
const demoTopUps: Array<[number, string, number, string]> = [
  [0, 'cash', 150_000, 'Поповнення готівкою в касі'],
  [0, 'cash', 50_000, 'Поповнення карткою'],
  [0, 'services', 120_000, 'Передплата курсу масажу'],
  [1, 'cash', 30_000, 'Поповнення готівкою в касі'],
]

/** Seeds the demo deposits (only while there are none). */
export async function seedDeposits(tx: Tx): Promise<void> {
  const people = await tx.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(2)
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'admin'))
  if (people.length < 2) return
  const movements = demoTopUps.map(([i, type, amount, comment]) => ({
    clientId: people[i]!.id,
    type,
    kind: 'top_up' as const,
    amount,
    comment,
    createdBy: admin?.id ?? null,
  }))
  const inserted = await insertIfEmpty(tx, clientDepositMovements, () => movements)
  if (!inserted) return
  const balances = new Map<string, { clientId: number; type: string; balance: number }>()
  for (const m of movements) {
    const key = `${m.clientId}:${m.type}`
    const b = balances.get(key) ?? { clientId: m.clientId, type: m.type, balance: 0 }
    b.balance += m.amount
    balances.set(key, b)
  }
  await tx
    .insert(clientDeposits)
    .values([...balances.values()])
    .onConflictDoNothing()
}
