/** System modules of this installation, stored as one app_settings row over the domain defaults. */
import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { appSettings } from '../../db/schema/auth'
import {
  systemModuleDefaults,
  systemModuleKeys,
  type SystemModules,
} from '../../../domain/settings/system-modules'

const KEY = 'system_modules'

export const defaultSystemModules = Object.fromEntries(
  systemModuleKeys.map((k) => [k, systemModuleDefaults[k].value]),
) as SystemModules

/** The stored modules merged over the defaults (a module added later reads its default). */
export async function readSystemModules(db: Db | Tx): Promise<SystemModules> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY))
  return { ...defaultSystemModules, ...((row?.value as Partial<SystemModules> | undefined) ?? {}) }
}

export async function writeSystemModules(db: Db | Tx, modules: SystemModules): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: modules })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: modules, updatedAt: sql`now()` } })
}
