/**
 * The PostgreSQL pool outlives a connection the server drops while it sits idle (a restart, an
 * administrator's pg_terminate_backend): the process keeps running and the next query gets a fresh one.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { pgAdminUrl } from '../../tests/support/pg-url'
import { openDb } from './client'
import { queryRows } from './raw'

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  it('survives a connection the server drops while idle', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const handle = await openDb({ databaseUrl: pgAdminUrl(), poolSize: 1 })
    const admin = new pg.Client({ connectionString: pgAdminUrl() })
    await admin.connect()
    try {
      const pidOf = async () =>
        (await queryRows<{ pid: number }>(handle.db, sql`SELECT pg_backend_pid() AS pid`))[0]!.pid
      const first = await pidOf()
      await admin.query('SELECT pg_terminate_backend($1)', [first])
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^PostgreSQL connection lost/)),
      )
      const second = await pidOf()
      expect(second).not.toBe(first)
    } finally {
      await admin.end()
      await handle.close()
      logged.mockRestore()
    }
  })
})
