/**
 * Rules of a resource that its definition cannot state because they read other rows (e.g. the depth of
 * the service category tree). Each runs inside the write's transaction, under the resource's advisory
 * lock, after the uniqueness rules; what it answers is a 422 on the named fields. One line per resource.
 */
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type { Tx } from '../../db/client'
import { serviceCategoryProblems } from '../../modules/services/service-category-rules'

/** The record as it will be stored, and its id when it already exists; answers errors by snake_case field. */
export type ResourceCheck = (
  tx: Tx,
  next: Record<string, unknown>,
  selfId: number | undefined,
) => Promise<FieldErrors>

const checks: Readonly<Record<string, ResourceCheck>> = {
  'service-categories': serviceCategoryProblems,
}

/** Runs the resource's own rules; 422 with their messages when any fails. */
export async function runResourceChecks(
  tx: Tx,
  name: string,
  next: Record<string, unknown>,
  selfId?: number,
): Promise<void> {
  const check = checks[name]
  if (!check) return
  const errors = await check(tx, next, selfId)
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
}
