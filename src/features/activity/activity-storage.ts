/**
 * The local-storage side of activity tracking: the activity saved on unload (`userActivity`, spec
 * 000 §4) and the inactivity timeout, which an operator or a test may shorten without a rebuild by
 * setting `config.inactivityTimeoutMs` (milliseconds) in local storage; default 30 minutes (§9).
 */
import { z } from 'zod'
import { activityInactivityTimeoutMs } from '../../../domain/activity/user-activity.schema'
import type { SavedActivity } from './activity-tracker'

export const SAVED_ACTIVITY_KEY = 'userActivity'
export const INACTIVITY_TIMEOUT_KEY = 'config.inactivityTimeoutMs'

const savedActivitySchema = z.object({
  id: z.number().int().positive(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  userId: z.number().int(),
})

export function savedActivityStore(storage: Storage) {
  return {
    read(): SavedActivity | null {
      try {
        const parsed = savedActivitySchema.safeParse(
          JSON.parse(storage.getItem(SAVED_ACTIVITY_KEY) ?? 'null'),
        )
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
    write(activity: SavedActivity): void {
      storage.setItem(SAVED_ACTIVITY_KEY, JSON.stringify(activity))
    },
    clear(): void {
      storage.removeItem(SAVED_ACTIVITY_KEY)
    },
  }
}

/** The configured inactivity timeout: a positive whole number of ms in local storage, else 30 minutes. */
export function readInactivityTimeoutMs(storage: Storage): number {
  const value = Number(storage.getItem(INACTIVITY_TIMEOUT_KEY) ?? '')
  return Number.isInteger(value) && value > 0 ? value : activityInactivityTimeoutMs
}
