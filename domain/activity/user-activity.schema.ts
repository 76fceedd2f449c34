/**
 * User activity (spec 000 §3 "Other", §4 "User activity tracking", §7): a period of work at the
 * screen, its start and end in unix seconds. The PWA starts one at sign-in and ends it after
 * inactivity; the activity report reads them.
 */
import { z } from 'zod'
import { idParam, int4 } from '../api/scalars'

/** Earliest believable time (2020-01-01): anything before is a device with a broken clock. */
export const activityMinTime = 1_577_836_800
/** Latest storable time (2100-01-01); the server also refuses times far ahead of its own clock. */
export const activityMaxTime = 4_102_444_800
/** How far ahead of the server's clock a device's clock may run before its times are refused, seconds. */
export const activityMaxClockSkewSeconds = 3600

/** The resume window of spec 000 §9: a saved activity younger than this continues after a reload. */
export const activityResumeWindowSeconds = 1800
/** The inactivity timeout of spec 000 §9: 30 minutes. */
export const activityInactivityTimeoutMs = 1_800_000

export const activityMessages = {
  tooEarly: 'Некоректний час: перевірте дату й час на пристрої',
  inFuture: 'Час не може бути в майбутньому: перевірте дату й час на пристрої',
  endBeforeStart: 'Час завершення не може бути раніше за час початку',
} as const

const unixSeconds = z
  .number()
  .int()
  .min(activityMinTime, activityMessages.tooEarly)
  .max(activityMaxTime, activityMessages.inFuture)

export const userActivityStartSchema = z
  .object({ startTime: unixSeconds.describe('Unix seconds') })
  .strict()
  .meta({ id: 'UserActivityStart' })
export type UserActivityStart = z.infer<typeof userActivityStartSchema>

export const userActivityStartedSchema = z.object({ id: int4() }).meta({ id: 'UserActivityStarted' })
export type UserActivityStarted = z.infer<typeof userActivityStartedSchema>

export const userActivityEndSchema = z
  .object({ endTime: unixSeconds.describe('Unix seconds; not before the start') })
  .strict()
  .meta({ id: 'UserActivityEnd' })
export type UserActivityEnd = z.infer<typeof userActivityEndSchema>

export const userActivitySchema = z
  .object({ id: int4(), startTime: int4(), endTime: int4().nullable() })
  .meta({ id: 'UserActivity' })
export type UserActivity = z.infer<typeof userActivitySchema>

export const userActivityIdParamsSchema = z.object({
  id: idParam(),
})

/** True when `time` (unix seconds) is further ahead of `now` than a device clock may plausibly run. */
export function isFarFuture(time: number, now: Date): boolean {
  return time > Math.floor(now.getTime() / 1000) + activityMaxClockSkewSeconds
}
