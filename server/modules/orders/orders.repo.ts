/** Storage of orders. For now: creating an empty one (spec 000 §2.9) and finding one by its uuid. */
import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
import { orders } from '../../db/schema/orders'

export interface OrderIdentity {
  id: number
  uuid: string
  code: string
  createdBy: number
}

const identity = { id: orders.id, uuid: orders.uuid, code: orders.code, createdBy: orders.createdBy }

/** "MC-000123": the next number of orders_code_seq, zero-padded to at least six digits. */
export async function nextOrderCode(db: Db | Tx): Promise<string> {
  const [row] = await queryRows<{ n: string }>(db, sql`SELECT nextval('orders_code_seq')::text AS n`)
  if (!row) throw new Error('orders_code_seq returned no value')
  return `MC-${row.n.padStart(6, '0')}`
}

export async function findOrderByUuid(db: Db | Tx, uuid: string): Promise<OrderIdentity | undefined> {
  const [row] = await db.select(identity).from(orders).where(eq(orders.uuid, uuid))
  return row
}

/** The place and price lists a new order starts with (absent: none). */
export interface OrderPlace {
  cityId?: number | null
  filialId?: number | null
  servicePriceListId?: number | null
  mcTestPriceListId?: number | null
}

/**
 * Inserts an empty order in state 'created'. With a uuid already taken nothing is inserted and
 * undefined is returned (the caller then reads the existing order), so two racing requests with the
 * same uuid never make two orders.
 */
export async function insertEmptyOrder(
  db: Db | Tx,
  userId: number,
  uuid: string | undefined,
  place: OrderPlace = {},
): Promise<OrderIdentity | undefined> {
  const code = await nextOrderCode(db)
  const [row] = await db
    .insert(orders)
    .values({ code, state: 'created', createdBy: userId, ...place, ...(uuid ? { uuid } : {}) })
    .onConflictDoNothing({ target: orders.uuid })
    .returning(identity)
  return row
}
