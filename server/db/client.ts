/**
 * Opens the database: embedded PGlite in DATA_DIR by default, or a PostgreSQL server when a
 * connection URL is given. Both are used through the same Drizzle API and the same migrations.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema'
import { installDrizzleParsers } from './pglite-parsers'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** Raw SQL for maintenance (migration locks, test set-up). */
  exec(sql: string): Promise<void>
  /**
   * Raw SQL with `$n` parameters on the handle's own connection(s), for libraries that bring their SQL
   * (the job queue); without values the text may hold several statements and the last one's rows answer.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

export interface OpenDbOptions {
  databaseUrl?: string | undefined
  /** PGlite data folder; "memory://" for an in-memory database. */
  dataDir?: string
  /** A PGlite data dump (from dumpDataDir) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob | File
  poolSize?: number
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir`. */
export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 })
    // An idle connection the server drops (a restart, a terminated backend) is reported here; without a
    // listener the 'error' event would end the process. The pool replaces the connection on next use.
    pool.on('error', (e) => console.error(`PostgreSQL connection lost: ${e.message}`))
    // Fail fast with a clear message when the server is not reachable.
    const probe = await pool.connect()
    probe.release()
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      exec: async (sql) => {
        await pool.query(sql)
      },
      query: async (text, values) => {
        const result = (await pool.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[]
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result
      },
    }
  }
  const dataDir = opts.dataDir ?? 'memory://'
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, btree_gist },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  })
  installDrizzleParsers(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    exec: async (sql) => {
      await client.exec(sql)
    },
    query: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values)
      return (await client.exec(text)).at(-1) ?? { rows: [] }
    },
  }
}
