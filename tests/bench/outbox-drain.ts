/**
 * Outbox drain in Chromium: 1,000 queued writes (each opens a user activity: 1,000 independent
 * records) sent to a local API server by our flusher (ordered push batches), against
 * workbox-background-sync's Queue replaying the same 1,000 requests one at a time, in the same run,
 * in the same headless Chromium, against the same server (PGlite in a data folder of its own, or the
 * PostgreSQL database BENCH_DATABASE_URL names). The page (outbox-drain-page.ts) is served from the
 * server's origin, as the PWA is. Both sides first drain a small warm-up queue, so neither pays the
 * server's cold start.
 *
 *   npx tsx tests/bench/outbox-drain.ts            # PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx tests/bench/outbox-drain.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { chromium } from '@playwright/test'
import config from '../../playwright.config'
import { startServer, signInToken } from './outbox-drain-server'
import type { DrainArgs, OursResult } from './outbox-drain-page'

export interface DrainFigures {
  items: number
  db: 'pglite' | 'postgres'
  ourMs: number
  ourPerSecond: number
  /** Our flusher's own time (IndexedDB, planning, classifying) while no request was on the wire. */
  ourClientMs: number
  baselineMs: number
  baselinePerSecond: number
  ratio: number
}

const N = 1_000
const WARM_UP = 100

type Bench = {
  ours: (a: DrainArgs) => Promise<OursResult>
  workbox: (a: DrainArgs) => Promise<{ ms: number; left: number; created: number }>
}

async function writePage(dir: string): Promise<void> {
  const bundle = await build({
    entryPoints: ['tests/bench/outbox-drain-page.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // The server's CSP allows scripts of its own origin only: the bench is a file beside the page.
  writeFileSync(path.join(dir, 'bench.js'), bundle.outputFiles[0]!.text)
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>outbox drain</title><script src="/bench.js"></script>',
  )
}

export async function outboxDrain(port = 8297): Promise<DrainFigures> {
  // BENCH_DATABASE_URL: the server on that (empty or bench-only) PostgreSQL database instead of PGlite.
  const pg = process.env.BENCH_DATABASE_URL
  const pageDir = path.resolve(`node_modules/.tmp/bench-drain-page-${port}`)
  await writePage(pageDir)
  const server = await startServer(port, `node_modules/.tmp/bench-drain-${port}`, true, {
    STATIC_DIR: pageDir,
    ...(pg ? { DATABASE_URL: pg } : {}),
  })
  const browser = await chromium.launch(config.use?.launchOptions)
  try {
    const token = await signInToken(server.origin)
    const page = await browser.newPage()
    await page.goto(`${server.origin}/`)
    const startTime = Math.floor(Date.now() / 1000)
    let tag = 900_000 + Math.floor(Math.random() * 50_000)
    const args = (n: number): DrainArgs => ({ token, n, startTime, tag: tag++ })
    const ours = (n: number) =>
      page.evaluate((a) => (window as unknown as { __bench: Bench }).__bench.ours(a), args(n))
    const workbox = (n: number) =>
      page.evaluate((a) => (window as unknown as { __bench: Bench }).__bench.workbox(a), args(n))

    await workbox(WARM_UP)
    await ours(WARM_UP)
    const base = await workbox(N)
    if (base.left !== 0 || base.created !== N)
      throw new Error(`workbox drained ${N - base.left} of ${N}, ${base.created} created`)
    const our = await ours(N)
    if (our.done !== N) throw new Error(`our flusher finished ${our.done} of ${N}`)
    return {
      items: N,
      db: pg ? 'postgres' : 'pglite',
      ourMs: our.ms,
      ourPerSecond: (N / our.ms) * 1000,
      ourClientMs: our.clientMs,
      baselineMs: base.ms,
      baselinePerSecond: (N / base.ms) * 1000,
      ratio: base.ms / our.ms,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

export const formatOutboxDrain = (d: DrainFigures): string =>
  `outbox drain in Chromium (${d.db}), ${d.items} queued writes: ours ${d.ourPerSecond.toFixed(0)} writes/s ` +
  `(flusher's own work ${d.ourClientMs.toFixed(0)} ms), workbox Queue ${d.baselinePerSecond.toFixed(0)} writes/s ` +
  `(${d.ratio.toFixed(2)}×; target ≥ 500 writes/s and ≥ 2×)`

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 8297)
  const runs = Number(process.env.RUNS ?? 1)
  for (let i = 0; i < runs; i++) console.log(formatOutboxDrain(await outboxDrain(port)))
}
