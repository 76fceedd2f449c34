/**
 * POST /api/v2/mc-orders/{id}/update-calculation for a 50-line cart (25 services + 25 tests), over HTTP
 * to a local server on PostgreSQL (a fresh database on the test server, dropped afterwards; PGlite in
 * memory when none answers). Each request changes one quantity, so every call re-prices and stores the
 * cart for real: reference data from the database, domain/pricing, promo code, write. Target p95 ≤ 30 ms.
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

export async function updateCalculationBench(): Promise<{
  lines: number
  runs: number
  p50Ms: number
  p95Ms: number
  meanMs: number
  db: string
}> {
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
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: auth },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
        if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
        return res.json() as Promise<Record<string, unknown>>
      }
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
      const times: number[] = []
      for (let i = 0; i < WARMUP + RUNS; i++) {
        services[i % services.length]!.quantity = 1 + (i % 3)
        const t0 = performance.now()
        const body = await call('POST', '/api/v2/mc-orders/1/update-calculation', { services, tests })
        const ms = performance.now() - t0
        if (i === 0) {
          const priced = (body.priceInfo as { priceCalculation: { lines: Array<{ priced: boolean }> } })
            .priceCalculation
          if (priced.lines.length !== lines)
            throw new Error(`expected ${lines} priced lines, got ${priced.lines.length}`)
        }
        if (i >= WARMUP) times.push(ms)
      }
      times.sort((a, b) => a - b)
      return {
        lines,
        runs: RUNS,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        meanMs: times.reduce((a, b) => a + b, 0) / times.length,
        db: handle.kind,
      }
    } finally {
      await app.close()
    }
  } finally {
    await handle.close()
    await drop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await updateCalculationBench()
  console.log(
    `update-calculation (${r.db}): ${r.lines}-line cart over HTTP, ${r.runs} runs: p50 ${r.p50Ms.toFixed(1)} ms, ` +
      `p95 ${r.p95Ms.toFixed(1)} ms, mean ${r.meanMs.toFixed(1)} ms (target p95 ≤ 30 ms)`,
  )
}
