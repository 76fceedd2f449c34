/**
 * Vitest global set-up for the integration projects: migrates and seeds ONE template database per
 * run — a PGlite dump file, or a PostgreSQL template database — that every test file clones.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDb } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedDemo } from '../../server/db/seed/seed'
import { pgAdminUrl, withDatabase } from './pg-url'

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres'
    pgliteTemplate: string
    pgTemplateDb: string
    pgAdminUrl: string
  }
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
  project.provide('dbKind', kind)
  if (kind === 'pglite') {
    const handle = await openDb({ dataDir: 'memory://' })
    await runMigrations(handle)
    await seedDemo(handle.db, { clients: 300, week: false, activities: false, history: false })
    const client = handle.db as unknown as { $client: PGlite }
    const dump = await client.$client.dumpDataDir('none')
    await handle.close()
    const dir = path.resolve('node_modules/.tmp')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `pglite-template-${process.pid}.tar`)
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    project.provide('pgliteTemplate', file)
    return () => rmSync(file, { force: true })
  }
  const admin = pgAdminUrl()
  const templateDb = `clinic_tmpl_${process.pid}`
  const c = new pg.Client({ connectionString: admin })
  await c.connect()
  await c.query(`DROP DATABASE IF EXISTS ${templateDb}`)
  await c.query(`CREATE DATABASE ${templateDb}`)
  const handle = await openDb({ databaseUrl: withDatabase(admin, templateDb), poolSize: 2 })
  await runMigrations(handle)
  await seedDemo(handle.db, { clients: 300, week: false, activities: false, history: false })
  await handle.close()
  project.provide('pgTemplateDb', templateDb)
  project.provide('pgAdminUrl', admin)
  return async () => {
    // Test files drop their own databases; drop any left behind by a crashed file, then the template.
    const left = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'clinic_t_${process.pid}_%'`,
    )
    for (const r of left.rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`)
    await c.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`)
    await c.end()
  }
}
