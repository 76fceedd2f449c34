/** Applies the generated migrations (server/db/migrations) and the job queue's tables to PGlite or PostgreSQL. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Pool } from 'pg'
import type { DbHandle } from './client'
import { installJobQueue } from '../jobs/job-queue'

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

// Any fixed number: serialises migrations when several server processes start against one PostgreSQL.
const MIGRATION_LOCK = 727_001

/** Brings the schema up to date; safe to run from several processes at once on PostgreSQL. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    await installJobQueue(handle)
    return
  }
  const db = handle.db as unknown as NodePgDatabase & { $client: Pool }
  const conn = await db.$client.connect()
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(db, { migrationsFolder })
    await installJobQueue(handle)
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    conn.release()
  }
}
