/**
 * User activity rules (spec 000 §4): a user starts and ends only their own activities; times are unix
 * seconds, never far ahead of the server's clock, and an end never precedes its start. Runs inside
 * ctx.mutate (one transaction, exactly once per Idempotency-Key).
 */
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  activityMessages,
  isFarFuture,
  type UserActivity,
} from '../../../domain/activity/user-activity.schema'
import type { MutationScope } from '../../lib/mutation'
import * as repo from './user-activities.repo'

const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000)
const fromSeconds = (s: number) => new Date(s * 1000)

function invalid(field: string, message: string): DomainError {
  return new DomainError('validation_failed', 422, errorMessages.validation_failed, {
    errors: { [field]: [message] },
  })
}

/** Opens an activity of the signed-in user starting at `startTime` (unix seconds). */
export async function startActivity(m: MutationScope, startTime: number): Promise<{ id: number }> {
  if (isFarFuture(startTime, m.now)) throw invalid('start_time', activityMessages.inFuture)
  m.status(201)
  return { id: await repo.insertActivity(m.tx, m.user.id, fromSeconds(startTime)) }
}

/**
 * Ends the user's own activity at `endTime`. Ending it again moves the end (a retried or resumed
 * request stays harmless); another user's activity answers 404, as if it did not exist.
 */
export async function endActivity(m: MutationScope, id: number, endTime: number): Promise<UserActivity> {
  const current = await repo.findOwnActivity(m.tx, m.user.id, id)
  if (!current) throw new DomainError('not_found', 404, errorMessages.not_found)
  if (isFarFuture(endTime, m.now)) throw invalid('end_time', activityMessages.inFuture)
  if (endTime < toSeconds(current.startTime)) throw invalid('end_time', activityMessages.endBeforeStart)
  const row = await repo.setActivityEnd(m.tx, m.user.id, id, fromSeconds(endTime))
  if (!row) throw new DomainError('not_found', 404, errorMessages.not_found)
  return {
    id: row.id,
    startTime: toSeconds(row.startTime),
    endTime: row.endTime ? toSeconds(row.endTime) : null,
  }
}
