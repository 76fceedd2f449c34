/** Server secrets kept in the database, so several processes against one PostgreSQL share them. */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appSettings } from '../db/schema/auth'

/** Returns the stored secret `key`, creating a random one the first time. */
export async function ensureSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
  if (typeof row?.value !== 'string') throw new Error(`secret ${key} is not stored`)
  return row.value
}
