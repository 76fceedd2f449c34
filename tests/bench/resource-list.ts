/**
 * A 10,000-row dictionary (issue 16): 10,000 call results written into the demo database, then
 * 1. its offline load in Chromium — the feed's pages (taken from the real server) into the device's store
 *    until a screen reads every row: the production pull against one IndexedDB write per row, same run;
 *    then the list's data from that store up to a screen of table rows: ours (sliced read, sliced sort,
 *    row model for the rows in view) against the one-shot path it replaced (one read, one sort, a row
 *    model for all rows), same run, with the longest stretch the main thread was busy in each;
 * 2. its list page in the built PWA against the real server — opened at the default 15 rows per page,
 *    then with every row shown (the table draws only the rows in view), reopened after a reload, scrolled
 *    top to bottom a screen per frame, and searched — with the longest main-thread task of each step
 *    (PerformanceObserver 'longtask'). Target: no task over 50 ms.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { build } from 'esbuild'
import { chromium, type Page } from '@playwright/test'
import config from '../../playwright.config'
import { openDb } from '../../server/db/client'
import { callResults } from '../../server/db/schema/call-center'
import { signInToken, startServer } from './outbox-drain-server'

export interface OpenRun {
  ms: number
  rows: number
  /** The longest stretch the main thread was busy (gap in a timer chain), any length. */
  longestBusyMs: number
  /** 'longtask' entries (over 50 ms). */
  longTasks: number[]
}

export interface ResourceListFigures {
  rows: number
  loadOursMs: number
  loadPerRowMs: number
  /** The list's data, store to drawn rows: ours against the one-shot baseline (see resource-list-page). */
  dataOurs: OpenRun
  dataOneShot: OpenRun
  /** Navigation to the first rows drawn, 15 per page (the default). */
  openPagedMs: number
  /** Navigation to the first rows drawn with every row shown, and the same after a reload. */
  openAllMs: number
  reopenAllMs: number
  longestOpenTaskMs: number
  longestScrollTaskMs: number
  longestSearchTaskMs: number
  tasksOver50ms: number
}

const ROWS = 10_000
const ROUTE = '/settings/call-center/call-results'
const colours = ['#2563eb', '#16a34a', '#dc2626', '#d97706', null]

declare global {
  interface Window {
    __longTasks: number[]
  }
}

async function seedRows(dataDir: string): Promise<void> {
  const handle = await openDb({ dataDir: path.join(dataDir, 'pglite') })
  for (let from = 0; from < ROWS; from += 1000)
    await handle.db.insert(callResults).values(
      Array.from({ length: 1000 }, (_, k) => {
        const n = from + k + 1
        return {
          name: `Результат дзвінка ${String(n).padStart(5, '0')}`,
          systemName: `bench_result_${n}`,
          color: colours[n % colours.length] ?? null,
          isSuccessful: n % 3 === 0,
        }
      }),
    )
  await handle.close()
}

/** The feed's pages for the call results, as the PWA's pull gets them (500 a page). */
async function feedPages(origin: string, token: string): Promise<string[]> {
  const pages: string[] = []
  let since = '0'
  for (;;) {
    const res = await fetch(`${origin}/api/api/v2/sync/pull?scopes=call-results&limit=500&since=${since}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    const text = await res.text()
    pages.push(text)
    const page = JSON.parse(text) as { cursor: string; hasMore: boolean }
    if (!page.hasMore) return pages
    since = page.cursor
  }
}

async function offlineLoad(
  pages: string[],
): Promise<{ ours: number; perRow: number; dataOurs: OpenRun; dataOneShot: OpenRun }> {
  const bundle = await build({
    entryPoints: ['tests/bench/resource-list-page.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
  })
  const script = bundle.outputFiles[0]!.text
  const bySince = new Map<string, string>()
  let since = '0'
  for (const p of pages) {
    bySince.set(since, p)
    since = (JSON.parse(p) as { cursor: string }).cursor
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><script>${script}</script>`)
      return
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(bySince.get(url.searchParams.get('since') ?? '0') ?? '{}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const browser = await chromium.launch(config.use?.launchOptions)
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    type Run = { ms: number; rows: number }
    const run = <R = Run>(which: 'ours' | 'perRow' | 'openOneShot' | 'openSliced') =>
      page.evaluate(
        (w) => (window as unknown as { __bench: Record<string, () => Promise<R>> }).__bench[w]!(),
        which,
      )
    const perRow = await run('perRow')
    const ours = await run('ours')
    if (ours.rows < ROWS || perRow.rows < ROWS)
      throw new Error(`a load read back ${ours.rows} / ${perRow.rows} rows of ${ROWS}`)
    // One warm-up of each, then the measured pair.
    await run<OpenRun>('openOneShot')
    await run<OpenRun>('openSliced')
    const dataOneShot = await run<OpenRun>('openOneShot')
    const dataOurs = await run<OpenRun>('openSliced')
    if (dataOurs.rows < ROWS || dataOneShot.rows < ROWS)
      throw new Error(`the list's data held ${dataOurs.rows} / ${dataOneShot.rows} rows of ${ROWS}`)
    return { ours: ours.ms, perRow: perRow.ms, dataOurs, dataOneShot }
  } finally {
    await browser.close()
    server.close()
  }
}

const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const list = window.__longTasks
    window.__longTasks = []
    return list
  })

/** ms from navigation start until the table shows a row and the count reads `expect`. */
async function rowsDrawn(page: Page, expect: string): Promise<number> {
  const handle = await page.waitForFunction(
    (text) =>
      document.querySelector('[data-testid="resource-table"] tbody tr[data-index]') !== null &&
      document.body.innerText.includes(text)
        ? performance.now()
        : false,
    expect,
    { polling: 'raf', timeout: 120_000 },
  )
  return (await handle.jsonValue()) as number
}

// A string, so the runner's transpiler cannot add helpers the page does not have.
const scrollTable = (page: Page) =>
  page.evaluate(`(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r))
    const el = document.querySelector('[data-testid="resource-table"]')
    while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
      el.scrollTop += el.clientHeight
      await frame()
    }
    await frame()
    await frame()
  })()`)

export async function resourceListBench(port = 8302): Promise<ResourceListFigures> {
  const dataDir = `node_modules/.tmp/bench-resource-list-${port}`
  const env = { STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist' }
  // PGlite is single-process: the demo database is made by a first start, topped up here, then served.
  await (await startServer(port, dataDir, true, env)).stop()
  await seedRows(dataDir)
  const server = await startServer(port, dataDir, false, env)
  try {
    const pages = await feedPages(server.origin, await signInToken(server.origin))
    const load = await offlineLoad(pages)
    const browser = await chromium.launch(config.use?.launchOptions)
    try {
      const context = await browser.newContext({
        baseURL: server.origin,
        locale: 'uk-UA',
        viewport: { width: 1366, height: 768 },
      })
      await context.addInitScript(() => {
        window.__longTasks = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push(e.duration)
        }).observe({ type: 'longtask', buffered: true })
      })
      const page = await context.newPage()
      await page.goto('/auth')
      await page.getByLabel('Логін').fill('admin')
      await page.getByLabel('Пароль').fill('demo12345')
      await page.getByRole('button', { name: 'Увійти' }).click()
      await page.waitForURL((u) => u.pathname === '/')
      // The session pulls every readable resource at sign-in: wait until the 10,000 rows are on the device.
      await page.goto(`${ROUTE}?size=all`)
      await page.waitForFunction(
        (n) =>
          Number(/Записів: ([\d\s\u00a0]+)/.exec(document.body.innerText)?.[1]?.replace(/\D/g, '') ?? 0) >= n,
        ROWS,
        { timeout: 120_000 },
      )
      await page.waitForLoadState('networkidle')
      await takeLongTasks(page)

      await page.goto(ROUTE)
      const openPagedMs = await rowsDrawn(page, 'Сторінка 1 з ')
      await page.goto(`${ROUTE}?size=all`)
      const openAllMs = await rowsDrawn(page, '')
      await page.getByText(/^Записів: /).waitFor()
      await page.reload()
      const reopenAllMs = await rowsDrawn(page, '')
      await page.waitForLoadState('networkidle')
      const open = await takeLongTasks(page)
      const shown = Number((await page.getByText(/^Записів: /).innerText()).replace(/\D/g, ''))
      if (shown < ROWS) throw new Error(`the list shows ${shown} rows, expected at least ${ROWS}`)

      const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null
      if (profiler) {
        await profiler.send('Profiler.enable')
        await profiler.send('Profiler.setSamplingInterval', { interval: 200 })
        await profiler.send('Profiler.start')
      }
      await scrollTable(page)
      if (profiler) {
        const { profile } = await profiler.send('Profiler.stop')
        const self = new Map<string, number>()
        const byId = new Map(profile.nodes.map((n) => [n.id, n]))
        const dt = profile.timeDeltas ?? []
        profile.samples?.forEach((id, i) => {
          const n = byId.get(id)!
          const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`
          self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000)
        })
        console.log(
          [...self]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 30)
            .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`)
            .join('\n'),
        )
      }
      const scroll = await takeLongTasks(page)
      await page.getByRole('searchbox', { name: 'Пошук' }).pressSequentially('дзвінка 00777', { delay: 30 })
      await page.getByText('Записів: 1', { exact: true }).waitFor()
      const search = await takeLongTasks(page)
      const all = [...open, ...scroll, ...search]
      return {
        rows: ROWS,
        loadOursMs: load.ours,
        loadPerRowMs: load.perRow,
        dataOurs: load.dataOurs,
        dataOneShot: load.dataOneShot,
        openPagedMs,
        openAllMs,
        reopenAllMs,
        longestOpenTaskMs: Math.max(0, ...open),
        longestScrollTaskMs: Math.max(0, ...scroll),
        longestSearchTaskMs: Math.max(0, ...search),
        tasksOver50ms: all.filter((d) => d > 50).length,
      }
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
  }
}

const dataRun = (r: OpenRun) =>
  `${r.ms.toFixed(0)} ms, longest busy ${r.longestBusyMs.toFixed(0)} ms, ${r.longTasks.length} tasks over 50 ms`

export const formatResourceList = (f: ResourceListFigures): string =>
  `resource list in Chromium, ${f.rows.toLocaleString('en')} rows: offline load ours ${(f.loadOursMs / 1000).toFixed(2)} s, ` +
  `per-row writes ${(f.loadPerRowMs / 1000).toFixed(2)} s (${(f.loadPerRowMs / f.loadOursMs).toFixed(1)}×); ` +
  `list data store to drawn rows: ours (sliced) ${dataRun(f.dataOurs)}, one-shot baseline ${dataRun(f.dataOneShot)}; ` +
  `open 15 per page ${(f.openPagedMs / 1000).toFixed(2)} s, all rows ${(f.openAllMs / 1000).toFixed(2)} s, after reload ${(f.reopenAllMs / 1000).toFixed(2)} s; ` +
  `longest main-thread task opening ${f.longestOpenTaskMs.toFixed(0)} ms, scrolling ${f.longestScrollTaskMs.toFixed(0)} ms, ` +
  `searching ${f.longestSearchTaskMs.toFixed(0)} ms; ${f.tasksOver50ms} over 50 ms (target: none)`

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(formatResourceList(await resourceListBench(Number(process.env.BENCH_PORT ?? 8302))))
