/**
 * A throwaway PostgreSQL database for a bench: created on the server `pgAdminUrl()` names, migrated and
 * seeded with the demo users and references, handed to `work`, then dropped whatever happened. Null when
 * no PostgreSQL answers (the bench is skipped).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDb, type DbHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedReferences } from '../../server/db/seed/references'
import { seedDemoUsers } from '../../server/db/seed/users'
import { pgAdminUrl, pgReachable, withDatabase } from '../support/pg-url'

export async function withBenchDatabase<T>(
  prefix: string,
  work: (handle: DbHandle) => Promise<T>,
): Promise<T | null> {
  const admin = pgAdminUrl()
  if (!(await pgReachable(admin))) return null
  const name = `clinic_bench_${prefix}_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  let handle: DbHandle | undefined
  try {
    handle = await openDb({ databaseUrl: withDatabase(admin, name), dataDir: 'memory://' })
    await runMigrations(handle)
    await seedDemoUsers(handle.db)
    await seedReferences(handle.db)
    return await work(handle)
  } finally {
    await handle?.close()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
}
