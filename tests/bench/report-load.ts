/**
 * What a heavy report costs everyone else on the embedded database (issue 25): PGlite answers one query
 * at a time, so while the whole network's 30-day sales report reads its orders, a member of staff signing
 * in waits. Sign-in latency (POST /login, argon2 included) on a quiet server beside the same while another
 * client asks GET /reports/sales over and over, with the report's own time — on 200,000 orders over 120
 * days in an in-memory PGlite. Each of the sign-in's queries waits for the report query ahead of it, so
 * it waits several reports' time — unless reports wait for the interactive requests (lib/background-gate.ts):
 * both are measured in the same run.
 *
 *   npx tsx tests/bench/report-load.ts
 */
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb, type DbHandle } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedReferences } from '../../server/db/seed/references'
import { DEMO_PASSWORD, seedDemoUsers } from '../../server/db/seed/users'
import { insertBenchOrders } from './reports'

const ORDERS = Number(process.env.BENCH_LOAD_ORDERS ?? 200_000)
const SIGN_INS = 20

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

type Spread = { p50: number; p95: number }
export type ReportLoadFigures = { db: string; orders: number } & Phase & {
    /** The same with reports not waiting for the interactive requests (the gate off): the baseline. */
    ungated: Phase
  }

export async function reportLoadBench(): Promise<ReportLoadFigures> {
  const handle = await openDb({ dataDir: 'memory://' })
  await runMigrations(handle)
  await seedDemoUsers(handle.db)
  await seedReferences(handle.db)
  await insertBenchOrders(handle, ORDERS)
  const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent' }
  const gated = await loadPhase(handle, config, true)
  const ungated = await loadPhase(handle, config, false)
  await handle.close()
  return { db: handle.kind, orders: ORDERS, ...gated, ungated }
}

type Phase = Record<'reportMs' | 'quietSignInMs' | 'busySignInMs', Spread>

/** Sign-ins on a quiet server, then while reports are asked back to back; reports gated or not. */
async function loadPhase(
  handle: DbHandle,
  config: ReturnType<typeof loadConfig>,
  backgroundGate: boolean,
): Promise<Phase> {
  const app = await buildApp({ config, db: handle, logger: false, backgroundGate })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api`
  const signIn = async (login: string) => {
    const t0 = performance.now()
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: DEMO_PASSWORD }),
    })
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`)
    const body = (await res.json()) as { token: string }
    return { ms: performance.now() - t0, token: body.token }
  }
  const { token } = await signIn('admin')
  const report = async () => {
    const t0 = performance.now()
    const res = await fetch(`${base}/reports/sales?from=2031-06-01&to=2031-06-30`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (res.status !== 200) throw new Error(`report answered ${res.status}`)
    await res.arrayBuffer()
    return performance.now() - t0
  }
  await report() // warm the cache
  const quiet: number[] = []
  for (let i = 0; i < SIGN_INS; i++) quiet.push((await signIn('registrar')).ms)

  let stop = false
  const reportTimes: number[] = []
  const load = (async () => {
    while (!stop) reportTimes.push(await report())
  })()
  const busy: number[] = []
  for (let i = 0; i < SIGN_INS; i++) {
    busy.push((await signIn('registrar')).ms)
    await new Promise((r) => setTimeout(r, 50))
  }
  stop = true
  await load
  await app.close()
  const figure = (xs: number[]): Spread => ({ p50: pct(xs, 0.5), p95: pct(xs, 0.95) })
  return { reportMs: figure(reportTimes), quietSignInMs: figure(quiet), busySignInMs: figure(busy) }
}

export function formatReportLoad(f: ReportLoadFigures): string {
  const ms = (x: Spread) => `p50 ${x.p50.toFixed(0)} / p95 ${x.p95.toFixed(0)} ms`
  return [
    `sign-in while a report runs (${f.db}, ${f.orders.toLocaleString('en')} orders; the sales report for 30 days, whole network):`,
    `  quiet server: sign-in ${ms(f.quietSignInMs)}`,
    `  reports asked back to back, each waiting for the interactive requests: sign-in ${ms(f.busySignInMs)}; report ${ms(f.reportMs)}`,
    `  the same, reports not waiting (baseline): sign-in ${ms(f.ungated.busySignInMs)}; report ${ms(f.ungated.reportMs)}`,
  ].join('\n')
}

if (process.argv[1]?.endsWith('report-load.ts')) console.log(formatReportLoad(await reportLoadBench()))
