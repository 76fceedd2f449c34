/**
 * Orders created offline are addressed by the uuid their device gave them until they have a server id
 * (ARCHITECTURE.md §4): every `{id}` of the orders routes may be that uuid. The hook runs after the
 * auth guard and before validation, and puts the server id in its place, so each route and service
 * keeps working with numeric ids; an unknown uuid answers 404 like an unknown id.
 */
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { notFound } from '../../lib/versioned'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function orderUuidParam(db: Db) {
  return async (req: FastifyRequest): Promise<void> => {
    const params = req.params as Record<string, string> | undefined
    const ref = params?.id
    if (!ref || !UUID.test(ref)) return
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, ref))
    if (!row) throw notFound()
    params.id = String(row.id)
  }
}
