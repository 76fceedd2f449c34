/**
 * Server side of the outbox drain: 1,000 queued writes replayed through POST /api/v2/sync/push in
 * batches of 200, against the same 1,000 sent one request each, over HTTP to a local server on an
 * in-memory PGlite (or DATABASE_URL). Every write is a real PUT with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { seedDemo } from '../../server/db/seed/seed'
import { DEMO_PASSWORD } from '../../server/db/seed/users'

const N = 1000
const BATCH = Number(process.env.BATCH ?? 200)
const body = (version: number) => ({
  cityId: 1,
  filialId: 1,
  language: version % 2 ? 'ru' : 'ua',
  barcodeMarginTop: 1,
  barcodeMarginLeft: 1,
  qrMarginTop: 0,
  qrMarginLeft: 0,
  labelPrinterType: 'zpl',
  version,
})

export async function syncPushBench(): Promise<{
  pushPerSec: number
  singlePerSec: number
  pushPerCpuSec: number
  db: string
}> {
  const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' })
  await runMigrations(handle)
  await seedDemo(handle.db, { clients: 10 })
  const config = { ...loadConfig({}), staticDir: '/nonexistent', logLevel: 'silent' }
  const app = await buildApp({ config, db: handle, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`
  const signIn = async (login: string) => {
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: DEMO_PASSWORD }),
    })
    return `Bearer ${((await res.json()) as { token: string }).token}`
  }
  try {
    // The version a chain starts from: 0 on a fresh database, the last one on a reused bench database.
    const versionOf = async (auth: string) =>
      (
        (await (
          await fetch(`${base}/api/v2/personal-settings`, { headers: { authorization: auth } })
        ).json()) as {
          version: number
        }
      ).version
    // Batched: one user's chain of 1,000 edits, each based on the previous version.
    const auth = await signIn('registrar')
    const from = await versionOf(auth)
    const items = Array.from({ length: N }, (_, v) => ({
      id: randomUUID(),
      method: 'PUT',
      path: '/api/v2/personal-settings',
      body: body(from + v),
    }))
    const t0 = performance.now()
    const c0 = process.cpuUsage()
    for (let i = 0; i < N; i += BATCH) {
      const res = await fetch(`${base}/api/v2/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({ items: items.slice(i, i + BATCH) }),
      })
      const { results } = (await res.json()) as { results: Array<{ status: number }> }
      if (results.some((r) => r.status !== 200)) throw new Error('a pushed item failed')
    }
    const pushMs = performance.now() - t0
    const pushCpu = process.cpuUsage(c0)

    // Baseline: the same chain for another user, one HTTP request per write.
    const auth2 = await signIn('cashier')
    const from2 = await versionOf(auth2)
    const t1 = performance.now()
    for (let v = from2; v < from2 + N; v++) {
      const res = await fetch(`${base}/api/v2/personal-settings`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: auth2,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body(v)),
      })
      if (res.status !== 200) throw new Error(`single write failed: ${res.status}`)
    }
    const singleMs = performance.now() - t1
    return {
      pushPerSec: (N / pushMs) * 1000,
      singlePerSec: (N / singleMs) * 1000,
      // CPU time of this process (server and client alike): what a machine with a free core would do.
      pushPerCpuSec: N / ((pushCpu.user + pushCpu.system) / 1e6),
      db: handle.kind,
    }
  } finally {
    await app.close()
    await handle.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await syncPushBench()
  console.log(
    `sync push (${r.db}): ${N} writes in batches of ${BATCH}: ${r.pushPerSec.toFixed(0)} items/s; ` +
      `one request per write: ${r.singlePerSec.toFixed(0)} items/s; ratio ${(r.pushPerSec / r.singlePerSec).toFixed(2)}× ` +
      `(target ≥ 500 items/s); push per CPU-second ${r.pushPerCpuSec.toFixed(0)} items`,
  )
}
