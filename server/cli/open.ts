/** Opens the configured database and brings it up to date; shared by the command-line entry points. */
import path from 'node:path'
import { openDb, type DbHandle } from '../db/client'
import { runMigrations } from '../db/migrate'
import type { ServerConfig } from '../config'

export async function openMigratedDb(config: ServerConfig): Promise<DbHandle> {
  const handle = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  })
  await runMigrations(handle)
  return handle
}
