/**
 * POST /api/v2/mc-orders/{id}/update-calculation for a 50-line cart (25 services + 25 tests), over HTTP
 * to a local server on PostgreSQL (a fresh database on the test server, dropped afterwards; PGlite in
 * memory when none answers). Each request changes one quantity, so every call re-prices and stores the
 * cart for real: reference data from the database, domain/pricing, promo code, write. Two series in
 * the same run: the plain call, and the call as the PWA's outbox sends it (with an Idempotency-Key, so
 * the answer is stored with the key in the same transaction). Each time runs from the request until the
 * answer's last byte has arrived (the client's own JSON parsing is not the server's latency). Target p95
 * ≤ 30 ms.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb, type DbHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedDemo } from '../../server/db/seed/seed'
import { DEMO_PASSWORD } from '../../server/db/seed/users'
import { pgAdminUrl, pgReachable, withDatabase } from '../support/pg-url'

const LINES_PER_KIND = 25
const WARMUP = 20
const RUNS = Number(process.env.RUNS ?? 200)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function openBenchDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const admin = pgAdminUrl()
  if (!(await pgReachable(admin))) {
    const handle = await openDb({ dataDir: 'memory://' })
    return { handle, drop: async () => undefined }
  }
  const name = `clinic_bench_uc_${randomBytes(4).toString('hex')}`
  const c = new pg.Client({ connectionString: admin })
  await c.connect()
  await c.query(`CREATE DATABASE ${name}`)
  const handle = await openDb({ databaseUrl: withDatabase(admin, name), poolSize: 4 })
  return {
    handle,
    drop: async () => {
      // pool.end() resolves before its connections have closed; terminating one still open makes the
      // idle pool emit an unhandled 'error' and kill the process before it prints the figures.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        )
        if (rows[0]?.n === 0) break
        await new Promise((r) => setTimeout(r, 20))
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

export interface CalculationSeries {
  p50Ms: number
  p95Ms: number
  meanMs: number
}

export interface UpdateCalculationFigures {
  lines: number
  runs: number
  db: string
  /** Without an Idempotency-Key. */
  plain: CalculationSeries
  /** With a fresh Idempotency-Key per call, as the outbox sends every write. */
  keyed: CalculationSeries
}

function series(times: number[]): CalculationSeries {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    meanMs: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  }
}

export async function updateCalculationBench(): Promise<UpdateCalculationFigures> {
  const { handle, drop } = await openBenchDb()
  try {
    await runMigrations(handle)
    await seedDemo(handle.db, { clients: 10 })
    const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent' }
    const app = await buildApp({ config, db: handle, logger: false })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`
    try {
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'cashier', password: DEMO_PASSWORD }),
      })
      const auth = `Bearer ${((await login.json()) as { token: string }).token}`
      /** Answers the parsed body and the time until its last byte arrived. */
      const timed = async (method: string, path: string, body?: unknown, key?: string) => {
        const t0 = performance.now()
        const res = await fetch(`${base}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            authorization: auth,
            ...(key ? { 'idempotency-key': key } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
        const bytes = await res.arrayBuffer()
        const ms = performance.now() - t0
        const text = new TextDecoder().decode(bytes)
        if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`)
        return { body: JSON.parse(text) as Record<string, unknown>, ms }
      }
      const call = async (method: string, path: string, body?: unknown) =>
        (await timed(method, path, body)).body
      // A cart on demo order 1's price lists: the first 25 services and 25 tests of its lists.
      const order = (await call('GET', '/api/v2/mc-orders/1')) as { filial: { id: number } }
      const refs = (await call('GET', `/mc-orders/reference-data?filialId=${order.filial.id}`)) as {
        services: Array<{ key: number }>
        mcTests: Array<{ key: number; package: boolean }>
      }
      const services = refs.services.slice(0, LINES_PER_KIND).map((s) => ({ id: s.key, quantity: 1 }))
      const tests = refs.mcTests
        .filter((t) => !t.package)
        .slice(0, LINES_PER_KIND)
        .map((t) => ({ id: t.key, quantity: 1 }))
      const lines = services.length + tests.length
      const plain: number[] = []
      const keyed: number[] = []
      for (let i = 0; i < WARMUP + RUNS; i++) {
        for (const withKey of [false, true]) {
          services[i % services.length]!.quantity = 1 + ((i + Number(withKey)) % 3)
          const key = withKey ? crypto.randomUUID() : undefined
          const { body, ms } = await timed(
            'POST',
            '/api/v2/mc-orders/1/update-calculation',
            { services, tests },
            key,
          )
          if (i === 0) {
            const priced = (body.priceInfo as { priceCalculation: { lines: Array<{ priced: boolean }> } })
              .priceCalculation
            if (priced.lines.length !== lines)
              throw new Error(`expected ${lines} priced lines, got ${priced.lines.length}`)
          }
          if (i >= WARMUP) (withKey ? keyed : plain).push(ms)
        }
      }
      return { lines, runs: RUNS, db: handle.kind, plain: series(plain), keyed: series(keyed) }
    } finally {
      await app.close()
    }
  } finally {
    await handle.close()
    await drop()
  }
}

export function formatUpdateCalculation(r: UpdateCalculationFigures): string {
  const line = (label: string, x: CalculationSeries) =>
    `  ${label.padEnd(34)} p50 ${x.p50Ms.toFixed(1)} ms, p95 ${x.p95Ms.toFixed(1)} ms, mean ${x.meanMs.toFixed(1)} ms → ${x.p95Ms <= 30 ? 'PASS' : 'NOT MET'}`
  return [
    `update-calculation (${r.db}): ${r.lines}-line cart over HTTP, ${r.runs} runs each (target p95 ≤ 30 ms):`,
    line('plain call', r.plain),
    line('as the outbox sends it (keyed)', r.keyed),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatUpdateCalculation(await updateCalculationBench()))
}
