/**
 * The one way an analyzer's listener state changes (spec 001 §4: started, stopping, stopped): the
 * listener (laboratory workflow issue) calls this as it starts, begins to stop and stops. The change goes
 * to the 'analyzers' change-feed scope in the same transaction, and every signed-in tab is told over the
 * realtime channel to pull it, so an open list shows it without a reload. The record's version is left
 * alone: the state is not the editor's, and an administrator's edit made meanwhile is not a conflict.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { ListenerState } from '../../../domain/laboratory/analyzer-options'
import type { Db } from '../../db/client'
import { analyzers } from '../../db/schema/lab-devices'
import { writeChanges } from '../../lib/change-log'
import type { Realtime } from '../../plugins/realtime'

export interface ListenerStateDeps {
  db: Db
  /** The app's realtime channel; without it only the change feed records the change. */
  realtime?: Pick<Realtime, 'toAll'>
  now?: () => Date
}

/** Sets the analyzer's listener state; answers whether it changed (false: already so, or no analyzer). */
export async function setAnalyzerListenerState(
  deps: ListenerStateDeps,
  analyzerId: number,
  state: ListenerState,
): Promise<boolean> {
  const now = deps.now?.() ?? new Date()
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(analyzers)
      .set({ listenerState: state, updatedAt: sql`now()` })
      .where(and(eq(analyzers.id, analyzerId), ne(analyzers.listenerState, state)))
      .returning({ id: analyzers.id, uuid: analyzers.uuid })
    if (!row) return false
    await writeChanges(
      tx,
      [{ scope: 'analyzers', entity: 'analyzer', id: row.id, uuid: row.uuid, op: 'upsert' }],
      now,
    )
    return true
  })
  if (changed) deps.realtime?.toAll('resourcesChanged', { scopes: ['analyzers'] })
  return changed
}
