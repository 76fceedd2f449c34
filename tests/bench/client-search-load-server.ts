/**
 * The servers under test of the client search load bench, in a process of their own so that the load
 * generator (autocannon, in the parent) and the server do not share one event loop: the real app and
 * the ILIKE '%…%' baseline, on one pool of the bench database. Started with `fork()` by
 * client-search-load.ts, which passes the database URL as argv[2]; answers `{ ours, baseline }` (the two
 * origins) over IPC and closes everything when the parent disconnects or sends SIGTERM.
 */
import Fastify from 'fastify'
import type pg from 'pg'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb } from '../../server/db/client'

export interface LoadServerOrigins {
  ours: string
  baseline: string
}

const databaseUrl = process.argv[2]
if (!databaseUrl || !process.send) throw new Error('start with fork(file, [databaseUrl])')

const handle = await openDb({ databaseUrl, poolSize: 20 })
const pool = (handle.db as unknown as { $client: pg.Pool }).$client
const app = await buildApp({
  config: { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent' },
  db: handle,
  logger: false,
})

// The baseline: what a first version would do — ILIKE '%…%' on the raw columns, same answer size.
const baseline = Fastify({ logger: false })
baseline.get('/search', async (req) => {
  const q = req.query as Record<string, string | undefined>
  const where: string[] = []
  const args: string[] = []
  const like = (col: string, v: string | undefined) => {
    if (!v) return
    args.push(`%${v}%`)
    where.push(`${col} ILIKE $${args.length}`)
  }
  like('surname', q.surname)
  like('name', q.name)
  like('phone', q.phone)
  if (q.birthday) {
    args.push(q.birthday)
    where.push(`birthday = $${args.length}::date`)
  }
  const rows = await pool.query(
    `SELECT id, surname, name, patronymic, birthday, phone, email FROM clients
     WHERE deleted_at IS NULL AND ${where.join(' AND ') || 'true'} ORDER BY surname, name LIMIT 20`,
    args,
  )
  return { data: rows.rows }
})

let closing = false
async function shutdown() {
  if (closing) return
  closing = true
  await baseline.close()
  await app.close()
  await handle.close()
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown())
process.once('disconnect', () => void shutdown())

// listen() answers the address, e.g. "http://127.0.0.1:40123".
const origins: LoadServerOrigins = {
  ours: await app.listen({ port: 0, host: '127.0.0.1' }),
  baseline: await baseline.listen({ port: 0, host: '127.0.0.1' }),
}
process.send(origins)
