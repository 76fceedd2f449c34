/**
 * Chaos test (npx tsx tests/chaos/run.ts): 1,000 writes made in the PWA — 150 weekend reasons added one
 * at a time in the resource page's dialog and 850 personal-settings saves — through a proxy that drops 30 % of requests, drops
 * 30 % of answers after the server acted, duplicates and delays; the server restarts and the page
 * reloads in the middle of the flush. Then the server's rows are counted: every reason exactly once,
 * the settings equal to the last save, and the settings' version equal to the number of saves the
 * server accepted — nothing lost, nothing applied twice. Exits 1 on any difference.
 */
import { cpSync, existsSync, rmSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import config from '../../playwright.config'
import { buildIfNeeded } from '../../server/cli/build-if-needed'
import { signInToken, startServer } from '../bench/outbox-drain-server'
import { startChaosProxy } from './chaos-proxy'
import { addReasons, outboxCounts, saveSettings, signIn, waitDrained } from './chaos-steps'

const SERVER_PORT = Number(process.env.CHAOS_SERVER_PORT ?? 8311)
const PROXY_PORT = SERVER_PORT + 1
const DATA_DIR = `node_modules/.tmp/chaos-${SERVER_PORT}`
const REASONS = 150
const SETTINGS = 850
const RESTART_AT = 300
const RELOAD_AT = 700
const stamp = Date.now().toString(36)
const reasonName = (i: number) => `Хаос ${stamp} ${i}`
const margin = (k: number) => (k % 500) / 10

const t0 = Date.now()
await buildIfNeeded('dist')
// A migrated, seeded database made once and copied for each run: a fresh PGlite folder takes a minute here.
const TEMPLATE = `node_modules/.tmp/chaos-template`
if (!existsSync(TEMPLATE)) await (await startServer(SERVER_PORT, TEMPLATE, true)).stop()
rmSync(DATA_DIR, { recursive: true, force: true })
cpSync(TEMPLATE, DATA_DIR, { recursive: true })
let server = await startServer(SERVER_PORT, DATA_DIR, false)
console.log(`server ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
const { server: proxy, stats } = startChaosProxy(PROXY_PORT, {
  target: { host: '127.0.0.1', port: SERVER_PORT },
  dropRequest: 0.3,
  dropAnswer: 0.3,
  duplicate: 0.1,
  maxDelayMs: 200,
})
const browser = await chromium.launch(config.use?.launchOptions)
let failed = false
try {
  const context = await browser.newContext({ baseURL: `http://localhost:${PROXY_PORT}`, locale: 'uk-UA' })
  const page: Page = await context.newPage()
  await signIn(page)

  // Blocks of 50 saves, alternating screens (each switch is a full page load through the service worker).
  let reasons = 0
  let settings = 0
  for (let w = 0; w < REASONS + SETTINGS;) {
    console.log(`write ${w}: ${((Date.now() - t0) / 1000).toFixed(0)} s, proxy ${JSON.stringify(stats)}`)
    if (w === RESTART_AT) {
      console.log(`write ${w}: restarting the server mid-flush`)
      await server.stop()
      server = await startServer(SERVER_PORT, DATA_DIR, false)
    }
    if (w === RELOAD_AT) {
      console.log(`write ${w}: reloading the page mid-flush`)
      await page.reload()
    }
    const n = Math.min(50, REASONS + SETTINGS - w)
    const reasonTurn = (w / 50) % 2 === 0 ? reasons < REASONS : settings >= SETTINGS
    if (reasonTurn) {
      const take = Math.min(n, REASONS - reasons)
      await addReasons(
        page,
        Array.from({ length: take }, (_, i) => reasonName(reasons + i)),
      )
      reasons += take
      w += take
    } else {
      const take = Math.min(n, SETTINGS - settings)
      await saveSettings(
        page,
        Array.from({ length: take }, (_, i) => margin(settings + i)),
      )
      settings += take
      w += take
    }
  }
  console.log(
    `1,000 writes made in ${((Date.now() - t0) / 1000).toFixed(0)} s; waiting for the outbox to drain`,
  )
  await waitDrained(page)
  const client = await outboxCounts(page)

  // Counted on the server directly, not through the chaos.
  const origin = `http://127.0.0.1:${SERVER_PORT}`
  const token = await signInToken(origin)
  const get = async <T>(path: string) =>
    (await (
      await fetch(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as T
  const list = await get<{ data: Array<{ name: string }> }>('/settings/weekend-reasons')
  const ps = await get<{ barcodeMarginTop: number; version: number }>('/api/v2/personal-settings')
  const names = list.data.map((r) => r.name).filter((n) => n.startsWith(`Хаос ${stamp} `))
  const unique = new Set(names)
  const expected = new Set(Array.from({ length: REASONS }, (_, i) => reasonName(i)))
  const lost = [...expected].filter((n) => !unique.has(n)).length
  const twice = names.length - unique.size
  const settingsDone = client.doneByType['personal-settings'] ?? 0

  console.log('proxy:', JSON.stringify(stats))
  console.log('outbox:', JSON.stringify(client))
  console.log(
    `weekend reasons: ${unique.size}/${REASONS} on the server, lost ${lost}, applied twice ${twice}`,
  )
  if (lost > 0) console.log('lost:', [...expected].filter((n) => !unique.has(n)).slice(0, 10))
  console.log(
    `personal settings: barcodeMarginTop ${ps.barcodeMarginTop} (last save ${margin(SETTINGS - 1)}), ` +
      `server version ${ps.version} = saves accepted ${settingsDone} (${SETTINGS} edits, the rest merged before sending)`,
  )
  failed =
    lost > 0 ||
    twice > 0 ||
    unique.size !== REASONS ||
    ps.barcodeMarginTop !== margin(SETTINGS - 1) ||
    ps.version !== settingsDone ||
    client.open > 0
  console.log(
    failed
      ? 'CHAOS: FAILED'
      : `CHAOS: OK — zero lost, zero applied twice (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  )
} catch (e) {
  failed = true
  console.error(e)
} finally {
  await browser.close()
  proxy.close()
  await server.stop()
}
process.exit(failed ? 1 : 0)
