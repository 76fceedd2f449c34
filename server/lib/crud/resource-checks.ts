/**
 * Rules of a resource that its definition cannot state because they read other rows (e.g. the depth of
 * the service category tree), and the reference checks its lookup fields imply (the id must name a
 * record of the set: a stale device or a crafted body may send another). Each runs inside the write's
 * transaction, under the resource's advisory lock, after the uniqueness rules; what it answers is a 422
 * on the named fields. One line per resource with rules of its own.
 */
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { lookups } from '../../../domain/resources/lookups'
import type { Tx } from '../../db/client'
import { analyzerProblems } from '../../modules/analyzers/analyzer-rules'
import { doctorScheduleProblems, scheduleExceptionProblems } from '../../modules/schedule/schedule-rules'
import { serviceCategoryProblems } from '../../modules/services/service-category-rules'
import { existingLookupIds } from './lookup-sources'

/** The record as it will be stored, and its id when it already exists; answers errors by snake_case field. */
export type ResourceCheck = (
  tx: Tx,
  next: Record<string, unknown>,
  selfId: number | undefined,
) => Promise<FieldErrors>

const checks: Readonly<Record<string, ResourceCheck>> = {
  'service-categories': serviceCategoryProblems,
  analyzers: analyzerProblems,
  'doctor-schedules': doctorScheduleProblems,
  'schedule-exceptions': scheduleExceptionProblems,
}

/** A field key as the API names it in errors (mcTestId → mc_test_id). */
export const snake = (k: string): string => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * Lookup fields whose id names no record of their set, with the set's own message — a field of the
 * record, or a field of its sub-rows (one query per set and field, the error on the row's path).
 */
async function lookupProblems(tx: Tx, def: AnyResource, next: Record<string, unknown>): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  for (const [key, spec] of Object.entries(def.form)) {
    const id = next[key]
    if (spec.lookup && typeof id === 'number') {
      const found = await existingLookupIds(tx, spec.lookup, [id])
      if (!found.has(id)) errors[snake(key)] = [lookups[spec.lookup].missing]
    }
    const rows = next[key]
    if (!spec.rows || !Array.isArray(rows)) continue
    for (const [sub, subSpec] of Object.entries(spec.rows.fields)) {
      if (!subSpec.lookup) continue
      const ids = rows.map((r) => (r as Record<string, unknown>)[sub])
      const found = await existingLookupIds(
        tx,
        subSpec.lookup,
        ids.filter((i): i is number => typeof i === 'number'),
      )
      ids.forEach((i, n) => {
        if (typeof i === 'number' && !found.has(i))
          errors[`${snake(key)}.${n}.${snake(sub)}`] = [lookups[subSpec.lookup!].missing]
      })
    }
  }
  return errors
}

/** The definition's own rules across fields (pure, the form runs them too), keyed as the API names fields. */
function definitionProblems(def: AnyResource, next: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(def.check?.(next) ?? {}))
    errors[path.split('.').map(snake).join('.')] = [message]
  return errors
}

/** Runs the resource's reference checks and its own rules; 422 with their messages when any fails. */
export async function runResourceChecks(
  tx: Tx,
  def: AnyResource,
  next: Record<string, unknown>,
  selfId?: number,
): Promise<void> {
  const check = checks[def.name]
  const errors = {
    ...definitionProblems(def, next),
    ...(await lookupProblems(tx, def, next)),
    ...(check ? await check(tx, next, selfId) : {}),
  }
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
}
