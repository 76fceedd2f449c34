/**
 * /login under a guessing burst (issue 17 item 5): throughput of wrong-password requests from one address
 * (throttled) and from many addresses at many logins (each a real password check), beside the latency of a
 * member of staff signing in, on a quiet server and during the distributed burst, in the same run.
 * Run alone: `npx tsx tests/bench/login-burst.ts`.
 */
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedDemo } from '../../server/db/seed/seed'
import { DEMO_PASSWORD } from '../../server/db/seed/users'

const BURST = Number(process.env.BURST ?? 400)
const CONCURRENCY = 16

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

export interface LoginBurstResult {
  quietMs: { p50: number; p95: number }
  underBurstMs: { p50: number; p95: number }
  oneAddressPerSec: number
  oneAddressStatuses: Record<number, number>
  spreadPerSec: number
  spreadStatuses: Record<number, number>
  db: string
}

export async function loginBurstBench(): Promise<LoginBurstResult> {
  const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' })
  await runMigrations(handle)
  await seedDemo(handle.db, { clients: 10 })
  const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent' }
  const app = await buildApp({ config, db: handle, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/login`
  const post = async (login: string, password: string, ip: string, cookie?: string) => {
    const res = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ login, password }),
    })
    await res.arrayBuffer()
    return res
  }
  const first = await post('registrar', DEMO_PASSWORD, '10.0.0.1')
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const staffSignIns = async (n: number, stop?: () => boolean) => {
    const ms: number[] = []
    for (let i = 0; i < n && !(stop?.() ?? false); i++) {
      const t0 = performance.now()
      const res = await post('registrar', DEMO_PASSWORD, '10.0.0.1', cookie)
      if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}`)
      ms.push(performance.now() - t0)
    }
    return ms
  }
  const burst = async (pick: (i: number) => { login: string; ip: string }) => {
    const statuses: Record<number, number> = {}
    let next = 0
    const t0 = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BURST) {
          const { login, ip } = pick(next++)
          const res = await post(login, 'guess', ip)
          statuses[res.status] = (statuses[res.status] ?? 0) + 1
        }
      }),
    )
    return { perSec: BURST / ((performance.now() - t0) / 1000), statuses }
  }

  const quiet = await staffSignIns(20)
  const one = await burst(() => ({ login: 'doctor', ip: '203.0.113.9' }))
  let done = false
  const during = staffSignIns(1000, () => done)
  const spread = await burst((i) => ({ login: `guess-${i % 50}`, ip: `198.18.${i >> 8}.${i & 255}` }))
  done = true
  const under = await during
  await app.close()
  await handle.close()
  return {
    quietMs: { p50: pct(quiet, 0.5), p95: pct(quiet, 0.95) },
    underBurstMs: { p50: pct(under, 0.5), p95: pct(under, 0.95) },
    oneAddressPerSec: one.perSec,
    oneAddressStatuses: one.statuses,
    spreadPerSec: spread.perSec,
    spreadStatuses: spread.statuses,
    db: handle.kind,
  }
}

/** One line for `npm run bench` and the report. */
export function formatLoginBurst(r: LoginBurstResult): string {
  const f = (x: number) => x.toFixed(0)
  return (
    `/login (${r.db}): staff sign-in ${f(r.quietMs.p50)} ms p50 / ${f(r.quietMs.p95)} ms p95 quiet, ` +
    `${f(r.underBurstMs.p50)} / ${f(r.underBurstMs.p95)} ms during a ${BURST}-guess burst from many addresses ` +
    `(${f(r.spreadPerSec)} req/s, ${JSON.stringify(r.spreadStatuses)}); one address guessing: ` +
    `${f(r.oneAddressPerSec)} req/s ${JSON.stringify(r.oneAddressStatuses)}`
  )
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatLoginBurst(await loginBurstBench()))
