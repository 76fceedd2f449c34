/**
 * Rules of an analyzer that read other rows or span fields (run by the resource write under its advisory
 * lock, server/lib/crud/resource-checks.ts): the sample-id field belongs to the chosen protocol, and no
 * two active analyzers share a host and port. The partial unique index analyzers_active_host_port_uq
 * holds the second for any writer.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { FieldErrors } from '../../../domain/api/errors'
import { analyzerMessages, sampleIdFieldFits } from '../../../domain/laboratory/analyzer-options'
import type { Tx } from '../../db/client'
import { analyzers } from '../../db/schema/lab-devices'

/** Problems of the analyzer as it will be stored; `selfId` when it exists already. */
export async function analyzerProblems(
  tx: Tx,
  next: Record<string, unknown>,
  selfId: number | undefined,
): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  const { protocol, sampleIdField, host, port, active } = next
  if (
    typeof protocol === 'string' &&
    typeof sampleIdField === 'string' &&
    !sampleIdFieldFits(protocol, sampleIdField)
  )
    errors.sample_id_field = [analyzerMessages.sampleIdField]
  // A create that leaves `active` out is active (the column's default).
  if (active !== false && typeof host === 'string' && typeof port === 'number') {
    const [other] = await tx
      .select({ id: analyzers.id })
      .from(analyzers)
      .where(
        and(
          eq(analyzers.active, true),
          sql`lower(${analyzers.host}) = lower(${host.trim()})`,
          eq(analyzers.port, port),
          selfId === undefined ? undefined : ne(analyzers.id, selfId),
        ),
      )
      .limit(1)
    if (other) errors.port = [analyzerMessages.portTaken]
  }
  return errors
}
