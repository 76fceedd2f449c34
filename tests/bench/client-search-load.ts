/**
 * Server patient search under load (issue #5): 1,000,000 clients in PostgreSQL, 50 concurrent
 * connections sending a registrar's mixed searches to GET /api/clients over real HTTP: flat out
 * (autocannon), then evenly paced (paced-load.ts). The servers run in a child process
 * (client-search-load-server.ts), the load generator in this one, so they do not share an event loop.
 * The baseline, measured in the same run with the same pool, HTTP stack and queries: the plain
 * `ILIKE '%…%'` search on the raw columns. The database (`clinic_bench_1m`) is kept between runs: the
 * first run seeds it (a few minutes), later ones reuse it.
 *
 * `npx tsx tests/bench/client-search-load.ts [clients]`
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDb } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { demoClient } from '../../server/db/seed/demo-client'
import { transliterate } from '../../server/db/seed/demo-names'
import { prng } from '../../server/db/seed/seed-helpers'
import { seedDemo } from '../../server/db/seed/seed'
import { DEMO_PASSWORD } from '../../server/db/seed/users'
import { pgAdminUrl, pgReachable, withDatabase } from '../support/pg-url'
import type { LoadServerOrigins } from './client-search-load-server'
import { pacedLoad } from './paced-load'

const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 15)
const QUERIES = 500
// Requests per second of the paced run: 50 registrars each typing a search keystroke every 200 ms, each
// at their own moment (paced-load.ts).
const PACED_RATE = Number(process.env.BENCH_LOAD_RATE ?? 250)

export interface LoadFigures {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

export interface ClientSearchLoadFigures {
  clients: number
  seededMs: number
  ours: LoadFigures
  /** The same 50 connections, paced to a clinic network's busiest realistic rate. */
  oursPaced: LoadFigures
  ilike: LoadFigures
}

/** A registrar's searches: surname prefixes (Cyrillic and Latin), near misses, phone digit runs, birthdays. */
export function searches(clients: number): Array<Record<string, string>> {
  const r = prng(20261122)
  return Array.from({ length: QUERIES }, (_, i): Record<string, string> => {
    const c = demoClient(Math.floor(r() * clients))
    const cut = 3 + Math.floor(r() * 3)
    switch (i % 5) {
      case 0:
        return { surname: c.surname.slice(0, cut), name: c.name.slice(0, 2) }
      case 1:
        return { surname: transliterate(c.surname).slice(0, cut + 1) }
      case 2: {
        const at = 2 + Math.floor(r() * (c.surname.length - 3))
        return { surname: c.surname.slice(0, at) + c.surname.slice(at + 1), name: c.name }
      }
      case 3: {
        const digits = c.phone ?? '380671234567'
        const from = 3 + Math.floor(r() * 3)
        return { phone: digits.slice(from, from + 7) }
      }
      default: {
        const [y, m, d] = (c.birthday ?? '1980-01-01').split('-')
        return { birthday: `${y}-${m}-${d}`, surname: c.surname.slice(0, 2) }
      }
    }
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

function figures(times: number[], requests: number, rps: number, errors: number): LoadFigures {
  times.sort((a, b) => a - b)
  return {
    requests,
    rps,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
  }
}

/**
 * Runs the load; latencies are taken per response (exact percentiles, not histogram buckets). Flat out:
 * autocannon. Paced: paced-load.ts (autocannon's own rate limit sends each second's quota in a burst).
 */
export async function load(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  overallRate?: number,
): Promise<LoadFigures> {
  if (overallRate) {
    const r = await pacedLoad(url, paths, headers, {
      connections: CONNECTIONS,
      rate: overallRate,
      durationS: DURATION_S,
    })
    return figures(r.times, r.requests, r.rps, r.errors)
  }
  let next = 0
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (err, res) => (err ? reject(err as Error) : resolve(res)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
  return figures(
    times,
    result.requests.total,
    result.requests.average,
    result.errors + result.non2xx + result.timeouts,
  )
}

export async function clientSearchLoad(clients = 1_000_000): Promise<ClientSearchLoadFigures | undefined> {
  const admin = pgAdminUrl()
  if (!(await pgReachable(admin))) return undefined
  const name = clients === 1_000_000 ? 'clinic_bench_1m' : `clinic_bench_${clients}`
  const c = new pg.Client({ connectionString: admin })
  await c.connect()
  const exists = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount
  if (!exists) await c.query(`CREATE DATABASE ${name}`)
  await c.end()

  const databaseUrl = withDatabase(admin, name)
  const handle = await openDb({ databaseUrl, poolSize: 2 })
  let seededMs: number
  try {
    await runMigrations(handle)
    const s0 = performance.now()
    await seedDemo(handle.db, { clients }) // tops up only what is missing
    await handle.db.execute(sql`ANALYZE clients`)
    seededMs = performance.now() - s0
  } finally {
    await handle.close()
  }

  const server = await startServers(databaseUrl)
  try {
    const { ours: base, baseline: baseUrl } = server.origins
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'registrar', password: DEMO_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const qs = searches(clients)
    const ourPaths = qs.map((q) => `/api/clients?${new URLSearchParams(q).toString()}`)
    const baselinePaths = qs.map((q) => `/search?${new URLSearchParams(q).toString()}`)

    // Warm both (plans, caches), then measure.
    for (const p of ourPaths.slice(0, 50))
      await fetch(base + p, { headers: { authorization: `Bearer ${token}` } })
    for (const p of baselinePaths.slice(0, 10)) await fetch(baseUrl + p)
    const ours = await load(base, ourPaths, { authorization: `Bearer ${token}` })
    const oursPaced = await load(base, ourPaths, { authorization: `Bearer ${token}` }, PACED_RATE)
    const ilike = await load(baseUrl, baselinePaths, {})
    return { clients, seededMs, ours, oursPaced, ilike }
  } finally {
    await server.stop()
  }
}

/**
 * Starts the app and the baseline in a child process (client-search-load-server.ts): autocannon in
 * this process would otherwise share the server's event loop, and every latency would include the
 * other's work.
 */
export async function startServers(databaseUrl: string) {
  const entry = fileURLToPath(new URL('./client-search-load-server.ts', import.meta.url))
  const child = fork(entry, [databaseUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origins = await new Promise<LoadServerOrigins>((resolve, reject) => {
    child.once('message', (m) => resolve(m as LoadServerOrigins))
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before listening`)))
  })
  return {
    origins,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

export function formatClientSearchLoad(f: ClientSearchLoadFigures | undefined): string {
  if (!f) return 'client search under load: skipped (PostgreSQL not reachable)'
  const line = (label: string, l: LoadFigures) =>
    `  ${label.padEnd(22)} p50 ${l.p50.toFixed(1)} ms  p95 ${l.p95.toFixed(1)} ms  p99 ${l.p99.toFixed(1)} ms  ${l.rps.toFixed(0)} req/s  (${l.requests} requests, ${l.errors} errors)`
  return [
    `client search under load, PostgreSQL, ${f.clients.toLocaleString('en')} clients, ${CONNECTIONS} connections, ${DURATION_S} s each (seed/top-up ${(f.seededMs / 1000).toFixed(1)} s):`,
    line('ours, flat out', f.ours),
    line(`ours, ${PACED_RATE} req/s`, f.oursPaced),
    line("ILIKE '%…%', flat out", f.ilike),
    `  target p95 ≤ 20 ms: flat out ${f.ours.p95 <= 20 ? 'OK' : 'OVER'}, paced ${f.oursPaced.p95 <= 20 ? 'OK' : 'OVER'}`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatClientSearchLoad(await clientSearchLoad(Number(process.argv[2] ?? 1_000_000))))
}
