/** The normogroups linked to each indicator of a test (mc_test_indicator_norm_groups), in their order. */
import { asc, eq, inArray } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type { Db, Tx } from '../../db/client'
import { mcTestIndicatorNormGroups } from '../../db/schema/lab'
import { normGroups } from '../../db/schema/lab-norms'

/** indicator id → its normogroup ids. */
export async function indicatorNormGroups(
  db: Db | Tx,
  indicatorIds: number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>()
  if (indicatorIds.length === 0) return out
  const rows = await db
    .select({ indicatorId: mcTestIndicatorNormGroups.indicatorId, id: mcTestIndicatorNormGroups.normGroupId })
    .from(mcTestIndicatorNormGroups)
    .where(inArray(mcTestIndicatorNormGroups.indicatorId, indicatorIds))
    .orderBy(asc(mcTestIndicatorNormGroups.sort), asc(mcTestIndicatorNormGroups.normGroupId))
  for (const r of rows) out.set(r.indicatorId, [...(out.get(r.indicatorId) ?? []), r.id])
  return out
}

/** Links each indicator to its normogroups (replacing its links); 422 per indicator for unknown ones. */
export async function setIndicatorNormGroups(
  tx: Tx,
  links: ReadonlyArray<{ index: number; indicatorId: number; normGroupIds: readonly number[] }>,
): Promise<void> {
  const wanted = [...new Set(links.flatMap((l) => l.normGroupIds))]
  const known = new Set(
    wanted.length
      ? (await tx.select({ id: normGroups.id }).from(normGroups).where(inArray(normGroups.id, wanted))).map(
          (r) => r.id,
        )
      : [],
  )
  const errors: FieldErrors = {}
  for (const l of links)
    if (l.normGroupIds.some((id) => !known.has(id)))
      errors[`indicators.${l.index}.norm_group_ids`] = ['Такої нормогрупи немає: оберіть зі списку']
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  for (const l of links) {
    await tx.delete(mcTestIndicatorNormGroups).where(eq(mcTestIndicatorNormGroups.indicatorId, l.indicatorId))
    const ids = [...new Set(l.normGroupIds)]
    if (ids.length)
      await tx
        .insert(mcTestIndicatorNormGroups)
        .values(ids.map((normGroupId, i) => ({ indicatorId: l.indicatorId, normGroupId, sort: i * 10 })))
  }
}

/** The normogroups an indicator may be linked to, by name. */
export async function normGroupChoices(db: Db | Tx): Promise<Array<{ id: number; name: string }>> {
  const rows = await db
    .select({ id: normGroups.id, name: normGroups.name, systemName: normGroups.systemName })
    .from(normGroups)
    .orderBy(asc(normGroups.name), asc(normGroups.id))
  return rows.map((r) => ({ id: r.id, name: `${r.name} (${r.systemName})` }))
}
