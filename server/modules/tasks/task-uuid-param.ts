/**
 * Tasks created offline are addressed by the uuid their device gave them until they have a server id
 * (ARCHITECTURE.md §4), as orders are: every `{id}` of the task routes may be that uuid. The hook runs
 * after the auth guard (onRequest) and before validation, and puts the server id in its place, so the
 * routes and services keep working with numeric ids; an unknown uuid answers 404 like an unknown id.
 */
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { tasks } from '../../db/schema/tasks'
import { notFound } from '../../lib/versioned'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A preValidation hook that replaces a task uuid in `:id` with the task's server id. */
export function taskUuidParam(db: Db) {
  return async (req: FastifyRequest): Promise<void> => {
    const params = req.params as Record<string, string> | undefined
    const ref = params?.id
    if (!ref || !UUID.test(ref)) return
    const [row] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.uuid, ref))
    if (!row) throw notFound()
    params.id = String(row.id)
  }
}
