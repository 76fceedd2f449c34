/**
 * The normogroups linked to each indicator of a test. Until the normogroups table lands (issue 21
 * item 2), no indicator has any and a save that names one is refused as unknown.
 */
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type { Db, Tx } from '../../db/client'

/** indicator id → its normogroup ids. */
export async function indicatorNormGroups(
  _db: Db | Tx,
  _indicatorIds: number[],
): Promise<Map<number, number[]>> {
  return new Map()
}

/** Links each indicator to its normogroups (replacing its links); 422 per indicator for unknown ones. */
export async function setIndicatorNormGroups(
  _tx: Tx,
  links: ReadonlyArray<{ index: number; indicatorId: number; normGroupIds: readonly number[] }>,
): Promise<void> {
  const errors: FieldErrors = {}
  for (const l of links)
    if (l.normGroupIds.length > 0)
      errors[`indicators.${l.index}.norm_group_ids`] = ['Такої нормогрупи немає: оберіть зі списку']
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
}

/** The normogroups an indicator may be linked to, by name. */
export async function normGroupChoices(_db: Db | Tx): Promise<Array<{ id: number; name: string }>> {
  return []
}
