/**
 * The task manager's general setting, stored as one app_settings row over the domain defaults. The row
 * keeps its own version (0 = never saved), so two administrators cannot overwrite each other unseen.
 */
import { eq, sql } from 'drizzle-orm'
import {
  taskSettingsDefaults,
  type TaskSettings,
  type TaskSettingsPut,
} from '../../../domain/tasks/task-settings.schema'
import { versionConflict } from '../../lib/versioned'
import type { Db, Tx } from '../../db/client'
import { appSettings } from '../../db/schema/auth'

const KEY = 'task_settings'

/** The stored setting merged over the defaults (a field added later reads its default). */
export async function readTaskSettings(db: Db | Tx): Promise<TaskSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY))
  return { ...taskSettingsDefaults, version: 0, ...((row?.value as Partial<TaskSettings> | undefined) ?? {}) }
}

/** Saves the setting if `put.version` is the stored one; 409 with the current setting otherwise. */
export async function writeTaskSettings(tx: Tx, put: TaskSettingsPut): Promise<TaskSettings> {
  // Row lock (or its absence before the first save, when the insert below races on the key instead).
  await tx.execute(sql`SELECT 1 FROM ${appSettings} WHERE ${appSettings.key} = ${KEY} FOR UPDATE`)
  const current = await readTaskSettings(tx)
  if (current.version !== put.version) throw versionConflict(current)
  const next: TaskSettings = { ...put, version: put.version + 1 }
  await tx
    .insert(appSettings)
    .values({ key: KEY, value: next })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: sql`now()` } })
  return next
}
