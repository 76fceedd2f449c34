/** A fresh migrated and seeded database for one test file, cloned from the run's template. */
import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openDb, type DbHandle } from '../../server/db/client'
import { withDatabase } from './pg-url'

/**
 * Opens a private copy of the seeded template (PGlite in memory, or a PostgreSQL database, whose `url`
 * lets a test open a second pool to it, as another server process would).
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  if (inject('dbKind') === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))])
    return openDb({ dataDir: 'memory://', loadDataDir: blob })
  }
  const admin = inject('pgAdminUrl')
  const templateDb = inject('pgTemplateDb')
  const name = `clinic_t_${templateDb.split('_').pop()}_${randomBytes(4).toString('hex')}`
  const c = new pg.Client({ connectionString: admin })
  await c.connect()
  await c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb}`)
  const url = withDatabase(admin, name)
  const handle = await openDb({ databaseUrl: url, poolSize: 4 })
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}
