/**
 * Reference load: 100,000 rows (80,000 clients — the very rows `npm run db:seed -- --clients 80000`
 * stores — and 20,000 price-list positions) from the server to ready-for-offline-search in Chromium:
 * our chunked store against a naive per-row bulkPut, in the same run. The rows are served over HTTP
 * in the shape and page size of GET /api/v2/sync/pull (10,000 per page) with the search keys the
 * server stores beside each row; the API has no pull scopes for these two sets yet, so a small HTTP
 * server here serves them from the same generator the seed uses.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'
import { searchKey } from '../../domain/search/normalize'
import { chromium } from '@playwright/test'
import config from '../../playwright.config'
import { demoClient } from '../../server/db/seed/demo-client'

export interface ReferenceLoadFigures {
  rows: number
  oursMs: number
  naiveMs: number
  ratio: number
}

const CLIENTS = 80_000
const POSITIONS = 20_000
const PAGE = 10_000
const tests = [
  'Загальний аналіз крові',
  'Глюкоза',
  'ТТГ',
  'Вітамін D',
  'Феритин',
  'Консультація терапевта',
  'УЗД щитовидної залози',
]

function row(i: number): { scope: string; data: unknown } {
  if (i < CLIENTS) {
    const c = demoClient(i + 1)
    const keys = {
      surnameKey: searchKey(c.surname),
      nameKey: searchKey(c.name),
      patronymicKey: searchKey(c.patronymic),
    }
    return {
      scope: 'clients',
      data: {
        uuid: c.uuid,
        surname: c.surname,
        name: c.name,
        patronymic: c.patronymic,
        birthday: c.birthday,
        phone: c.phone,
        male: c.male,
        ...keys,
      },
    }
  }
  const n = i - CLIENTS
  const name = `${tests[n % tests.length]} ${n}`
  return {
    scope: 'price-list-positions',
    data: { uuid: `p-${n}`, code: `T${n}`, name, nameKey: searchKey(name), price: 10_000 + n },
  }
}

export async function referenceLoad(): Promise<ReferenceLoadFigures> {
  const bundle = await build({
    entryPoints: ['tests/bench/reference-load-page.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
  })
  const script = bundle.outputFiles[0]!.text
  const total = CLIENTS + POSITIONS
  const pages = Array.from({ length: total / PAGE }, (_, p) =>
    JSON.stringify({
      mode: 'snapshot',
      reset: p === 0,
      upserts: Array.from({ length: PAGE }, (_, k) => row(p * PAGE + k)),
      deletions: [],
      cursor: String(p + 1),
      hasMore: p + 1 < total / PAGE,
    }),
  )
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><script>${script}</script>`)
      return
    }
    const since = Number(url.searchParams.get('since') ?? '0')
    res.writeHead(200, { 'content-type': 'application/json' }).end(pages[since] ?? '{}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const browser = await chromium.launch(config.use?.launchOptions)
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    type Run = { ms: number; found: number }
    const run = (which: 'ours' | 'naive') =>
      page.evaluate(
        (w) => (window as unknown as { __bench: Record<string, () => Promise<Run>> }).__bench[w]!(),
        which,
      )
    const naive = await run('naive')
    const ours = await run('ours')
    if (ours.found === 0 || naive.found === 0) throw new Error('a loaded set could not be searched')
    return { rows: total, oursMs: ours.ms, naiveMs: naive.ms, ratio: naive.ms / ours.ms }
  } finally {
    await browser.close()
    server.close()
  }
}
