/**
 * The last loaded profile of the signed-in user, kept beside the tokens so that the app opens offline
 * with the user known (their name, permissions and id). Cleared with the session.
 */
import { profileUserSchema, type ProfileUser } from '../../../domain/auth/auth.schema'

const KEY = 'auth.user'

export function readCachedProfile(storage: Storage = localStorage): ProfileUser | undefined {
  try {
    const parsed = profileUserSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function writeCachedProfile(user: ProfileUser, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(user))
}

export function clearCachedProfile(storage: Storage = localStorage): void {
  storage.removeItem(KEY)
}
