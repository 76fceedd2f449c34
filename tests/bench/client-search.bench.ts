/**
 * Server patient search over 100 000 demo clients: 200 searches of mixed kinds (Cyrillic prefix, Latin
 * transliterated prefix, near miss, phone digits run, birthday) through app.inject, timed per kind.
 * Runs on a fresh in-memory PGlite, and on PostgreSQL too when one is reachable.
 * `npx tsx tests/bench/client-search.bench.ts [clients]` prints the figures.
 */
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb, type DbHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { demoClient } from '../../server/db/seed/demo-client'
import { transliterate } from '../../server/db/seed/demo-names'
import { prng } from '../../server/db/seed/seed-helpers'
import { seedDemo } from '../../server/db/seed/seed'
import { DEMO_PASSWORD } from '../../server/db/seed/users'
import { pgAdminUrl, pgReachable, withDatabase } from '../support/pg-url'

export type SearchKind = 'cyrillicPrefix' | 'latinPrefix' | 'nearMiss' | 'phoneRun' | 'birthday'
export interface KindFigures {
  n: number
  p50: number
  p95: number
}
export interface ClientSearchFigures {
  database: 'pglite' | 'postgres'
  clients: number
  seedMs: number
  kinds: Record<SearchKind, KindFigures>
}

const kinds: SearchKind[] = ['cyrillicPrefix', 'latinPrefix', 'nearMiss', 'phoneRun', 'birthday']

/** The query of search `i` of `kind`, made from a random demo client, as a registrar would type it. */
function queryFor(kind: SearchKind, r: () => number, clients: number): Record<string, string> {
  const c = demoClient(Math.floor(r() * clients))
  const cut = 3 + Math.floor(r() * 3)
  switch (kind) {
    case 'cyrillicPrefix':
      return { surname: c.surname.slice(0, cut), name: c.name.slice(0, 2) }
    case 'latinPrefix':
      return { surname: transliterate(c.surname).slice(0, cut + 1) }
    case 'nearMiss': {
      // One letter dropped from the middle of the surname: no prefix matches, trigrams find it.
      const at = 2 + Math.floor(r() * (c.surname.length - 3))
      return { surname: c.surname.slice(0, at) + c.surname.slice(at + 1), name: c.name }
    }
    case 'phoneRun': {
      const digits = c.phone ?? '380671234567'
      const from = 3 + Math.floor(r() * 3)
      return { phone: digits.slice(from, from + 7) }
    }
    case 'birthday': {
      const [y, m, d] = (c.birthday ?? '1980-01-01').split('-')
      return { birthday: `${d}.${m}.${y}`, surname: c.surname.slice(0, 2) }
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

/** Seeds `clients` demo clients into `handle`, then times `searches` searches through the app. */
async function run(handle: DbHandle, clients: number, searches: number): Promise<ClientSearchFigures> {
  await runMigrations(handle)
  const t0 = performance.now()
  await seedDemo(handle.db, { clients })
  await handle.db.execute(sql`ANALYZE clients`)
  const seedMs = performance.now() - t0
  const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent' }
  const app = await buildApp({ config, db: handle, logger: false })
  await app.ready()
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'registrar', password: DEMO_PASSWORD },
    })
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` }
    const r = prng(20260304)
    const send = async (query: Record<string, string>) => {
      const start = performance.now()
      const res = await app.inject({ method: 'GET', url: '/api/clients', query, headers })
      if (res.statusCode !== 200)
        throw new Error(`search ${JSON.stringify(query)} answered ${res.statusCode}`)
      return performance.now() - start
    }
    for (const kind of kinds) for (let i = 0; i < 5; i++) await send(queryFor(kind, r, clients)) // warm-up
    const times = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<SearchKind, number[]>
    for (let i = 0; i < searches; i++) {
      const kind = kinds[i % kinds.length]!
      times[kind].push(await send(queryFor(kind, r, clients)))
    }
    const figures = Object.fromEntries(
      kinds.map((k) => {
        const sorted = [...times[k]].sort((a, b) => a - b)
        return [k, { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }]
      }),
    ) as Record<SearchKind, KindFigures>
    return { database: handle.kind, clients, seedMs, kinds: figures }
  } finally {
    await app.close()
  }
}

/** The figures on a fresh in-memory PGlite, and on PostgreSQL (a scratch database) when one is reachable. */
export async function clientSearchBench(clients = 100_000, searches = 200): Promise<ClientSearchFigures[]> {
  const out: ClientSearchFigures[] = []
  const lite = await openDb({ dataDir: 'memory://' })
  try {
    out.push(await run(lite, clients, searches))
  } finally {
    await lite.close()
  }
  const admin = pgAdminUrl()
  if (!(await pgReachable(admin))) return out
  const name = `clinic_bench_${process.pid}`
  const c = new pg.Client({ connectionString: admin })
  await c.connect()
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name}`)
    await c.query(`CREATE DATABASE ${name}`)
    const handle = await openDb({ databaseUrl: withDatabase(admin, name), poolSize: 4 })
    // pool.end() can resolve before a socket has closed; DROP … WITH (FORCE) below then terminates it,
    // which the pool reports as an 'error' event that would otherwise end the process.
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client
    pool.on('error', () => undefined)
    try {
      out.push(await run(handle, clients, searches))
    } finally {
      await handle.close()
    }
  } finally {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
  return out
}

/** One line per database and kind. */
export function formatClientSearch(figures: ClientSearchFigures[]): string {
  return figures
    .flatMap((f) => [
      `client search, ${f.database}, ${f.clients} clients (seeded in ${(f.seedMs / 1000).toFixed(1)} s):`,
      ...kinds.map(
        (k) =>
          `  ${k.padEnd(15)} p50 ${f.kinds[k].p50.toFixed(1)} ms  p95 ${f.kinds[k].p95.toFixed(1)} ms  (${f.kinds[k].n})`,
      ),
    ])
    .join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clients = Number(process.argv[2] ?? 100_000)
  console.log(formatClientSearch(await clientSearchBench(clients)))
}
