/**
 * The protocol screen's recalculation (issue #23): a template of 300 indicators — 100 numbers, 40
 * formulas fanned out from and chained over them, 160 text, list, yes/no and date fields — is created
 * through the real settings API (admin) and saved onto a protocol the doctor asks for on a demo order's line (POST /api/v2/protocol-from-orders);
 * /protocol/:id is opened in Chromium on the built PWA. The doctor types into n0, which 22 of the 40
 * formulas read; the page times keydown → the frame that shows the last fanned and the last chained of
 * them with their new values has been painted (rAF, then the task after it). Main-thread tasks over
 * 50 ms are counted across the typing.
 * The baseline in the same run is the full re-evaluation the screen used to do on every keystroke:
 * `calculate` over the whole template against `recalculate` from the previous keystroke, the same
 * keystrokes, timed in Node. `PROTOCOL_BENCH_BASELINE_DIST=<dir>` also types into a build of the screen
 * from before the change (full re-evaluation, every row re-rendered) and prints it beside ours: e.g.
 * `npx vite build --outDir <dir>` in a checkout of commit db8a897 (node_modules linked in).
 * `npx tsx tests/bench/protocol-formulas.ts` runs it alone (after `npx vite build`).
 */
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { chromium } from '@playwright/test'
import config from '../../playwright.config'
import { signInThroughForm } from './bench-page'
import {
  calculate,
  changedCodes,
  compileTemplate,
  recalculate,
  type IndicatorValues,
} from '../../domain/protocols/protocol-values'
import type { TemplateIndicator } from '../../domain/protocols/template-rules'
import { signInToken, startServer } from './outbox-drain-server'

export interface PaintFigures {
  p50: number
  p95: number
  max: number
  longTasks: number
  longestTaskMs: number
}

export interface ProtocolFormulasFigures {
  indicators: number
  formulas: number
  keystrokes: number
  ours: PaintFigures
  /** The screen from before the change, when a build of it was given. */
  before: PaintFigures | null
  /** Per keystroke in Node, µs: the full `calculate` and `recalculate`. */
  domain: { fullP50: number; fullP95: number; incrementalP50: number; incrementalP95: number }
  load: number
}

declare global {
  interface Window {
    __protoKeys: number[]
    __protoLongTasks: number[]
    __protoExpect: { ids: string[]; texts: string[] } | null
  }
}

const NUMBERS = 100
const FANNED = 20
const CHAINED = 20
const OTHERS = 300 - NUMBERS - FANNED - CHAINED

const blank = { unit: null, decimals: null, normMin: null, normMax: null, formula: null, parentCode: null }

/**
 * 100 numbers; 20 formulas fanned out (12 from n0, 8 from n1) and two chains of 10 (the first starts
 * from n0's first formula and reads n0 at each link, the second starts from other numbers): typing into
 * n0 recalculates 22 of the 40 formulas. Then 160 other fields.
 */
export function benchTemplate(): TemplateIndicator[] {
  const rows: TemplateIndicator[] = []
  for (let i = 0; i < NUMBERS; i++)
    rows.push({
      ...blank,
      code: `n${i}`,
      label: `Показник ${i}`,
      widget: 'number',
      unit: 'од',
      normMin: 1,
      normMax: 50,
    })
  for (let i = 0; i < FANNED; i++)
    rows.push({
      ...blank,
      code: `f${i}`,
      label: `Розрахунок ${i}`,
      widget: 'number',
      decimals: 2,
      normMax: 100,
      formula: `round(${i < 12 ? 'n0' : 'n1'} * n${i + 2} / (n${i + 22} + 1), 3)`,
    })
  const link = (i: number) => {
    if (i === 0) return 'n0 + f0'
    if (i === 10) return 'n42 * 2 + n43'
    return `c${i - 1} * 1.01 + n${i + 44} - ${i < 10 ? 'n0' : 'n3'} / 10`
  }
  for (let i = 0; i < CHAINED; i++)
    rows.push({
      ...blank,
      code: `c${i}`,
      label: `Ланцюжок ${i}`,
      widget: 'number',
      decimals: 1,
      formula: link(i),
    })
  const kinds = ['input', 'select', 'checkbox', 'textarea', 'date'] as const
  for (let i = 0; i < OTHERS; i++) {
    const widget = kinds[i % kinds.length]!
    rows.push({
      ...blank,
      code: `t${i}`,
      label: `Поле ${i}`,
      widget,
      options: widget === 'select' ? 'так;ні;не визначено' : null,
    })
  }
  return rows
}

/** The other numbers' values: the formulas all work out. */
const typedNumbers = (): IndicatorValues =>
  Object.fromEntries(Array.from({ length: NUMBERS - 1 }, (_, i) => [`n${i + 1}`, (i % 9) + 1]))

/** What the doctor types into n0: digits appended, the field cleared every fourth key. */
function keystrokePlan(n: number): Array<{ key: string; fresh: boolean; text: string }> {
  const out: Array<{ key: string; fresh: boolean; text: string }> = []
  let text = ''
  for (let k = 0; k < n; k++) {
    const key = String(1 + ((k * 7) % 9))
    const fresh = k % 4 === 0
    text = fresh ? key : text + key
    out.push({ key, fresh, text })
  }
  return out
}

// A number as the screen shows it (protocol-model.ts numberText: decimal comma).
const shown = (v: unknown) => (typeof v === 'number' ? String(v).replace('.', ',') : '')

async function api(origin: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

/** The template through the settings API, then a protocol asked for, saved with it and the other numbers typed. */
async function prepare(origin: string): Promise<{ templateId: number; protocolId: number }> {
  const admin = await signInToken(origin, 'admin')
  const created = (await api(origin, admin, 'POST', '/settings/resources/protocol-templates', {
    uuid: randomUUID(),
    name: 'Бенчмарк: 300 показників, 40 формул',
    pageFormat: 'A4',
    indicators: benchTemplate(),
    autoApproveMinutes: null,
  })) as { id: number }
  const doctor = await signInToken(origin, 'doctor')
  // Demo order 10 (confirmed) holds test 1 in its cart: the doctor asks for its protocol.
  const asked = (await api(origin, doctor, 'POST', '/api/v2/protocol-from-orders', {
    protocolableType: 'test',
    protocolableId: 1,
    orderId: 10,
  })) as { id: number }
  const protocol = (await api(origin, doctor, 'GET', `/api/v2/protocols/${asked.id}`)) as {
    version: number
    state: string
    choices: { doctors: Array<{ id: number }> }
  }
  await api(origin, doctor, 'PUT', `/api/v2/protocols/${asked.id}`, {
    version: protocol.version,
    sheets: [{ templateId: created.id, values: { ...typedNumbers(), n0: 1 } }],
    doctorId: protocol.choices.doctors[0]!.id,
    visitAt: new Date().toISOString(),
  })
  return { templateId: created.id, protocolId: asked.id }
}

/**
 * In the page before the app starts: the keystroke clock and the long-task counter. A string, so the
 * runner's transpiler cannot add helpers the page does not have. After a keydown, every DOM change
 * checks whether the watched fields show the expected text; the first time they do, the time is taken
 * after the next frame (rAF, then a message: the task after that frame's style, layout and paint).
 */
const instrument = `(() => {
  window.__protoKeys = []
  window.__protoLongTasks = []
  window.__protoExpect = null
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__protoLongTasks.push(e.duration)
  }).observe({ type: 'longtask', buffered: true })
  const channel = new MessageChannel()
  let done = null
  channel.port1.onmessage = () => { if (done) { done(); done = null } }
  let at = null
  const check = () => {
    const want = window.__protoExpect
    if (at === null || !want) return
    for (let i = 0; i < want.ids.length; i++) {
      const el = document.getElementById(want.ids[i])
      if (!el || el.value !== want.texts[i]) return
    }
    const start = at
    at = null
    requestAnimationFrame(() => {
      done = () => window.__protoKeys.push(performance.now() - start)
      channel.port2.postMessage(0)
    })
  }
  window.addEventListener('keydown', (e) => {
    if (!/^[0-9]$/.test(e.key) || !window.__protoExpect) return
    at = e.timeStamp
  }, { capture: true })
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  // A controlled input's new value need not touch an attribute: look once more after each input event.
  window.addEventListener('input', () => queueMicrotask(check))
})()`

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

async function typeInBrowser(staticDir: string, port: number, keystrokes: number): Promise<PaintFigures> {
  const server = await startServer(port, `/tmp/clinic-bench-protocol-formulas-${port}`, true, {
    STATIC_DIR: staticDir,
  })
  const browser = await chromium.launch(config.use?.launchOptions)
  try {
    const { templateId, protocolId } = await prepare(server.origin)
    const compiled = compileTemplate(benchTemplate())
    const context = await browser.newContext({
      baseURL: server.origin,
      locale: 'uk-UA',
      viewport: { width: 1366, height: 768 },
    })
    await context.addInitScript({ content: instrument })
    const page = await context.newPage()
    await signInThroughForm(page, 'doctor')
    await page.goto(`/protocol/${protocolId}`)
    const id = (code: string) => `protocol-${templateId}-${code}`
    const field = page.locator(`#${id('n0')}`)
    await field.waitFor({ timeout: 60_000 })
    await page.locator(`#${id(`t${OTHERS - 1}`)}`).waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    await page.evaluate(() => {
      window.__protoKeys = []
      window.__protoLongTasks = []
    })
    // The last fanned and the last chained result that n0 feeds.
    const watched = ['f11', 'c9']
    const base = { ...typedNumbers() }
    await field.focus()
    for (const [k, step] of keystrokePlan(keystrokes).entries()) {
      const { values } = calculate(compiled, { ...base, n0: Number(step.text) })
      const texts = watched.map((c) => shown(values[c]))
      await page.evaluate(
        (want) => {
          window.__protoExpect = want
        },
        { ids: watched.map(id), texts },
      )
      if (step.fresh) await field.selectText()
      await page.keyboard.press(step.key)
      await page.waitForFunction((n) => window.__protoKeys.length >= n, k + 1, { polling: 'raf' })
      // The typist's pace: a key every ~120 ms at most, not a burst.
      await page.waitForTimeout(60)
    }
    await page.waitForTimeout(500)
    const samples = await page.evaluate(() => window.__protoKeys)
    const long = await page.evaluate(() => window.__protoLongTasks)
    const sorted = [...samples].sort((a, b) => a - b)
    return {
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted.at(-1) ?? NaN,
      longTasks: long.filter((d) => d > 50).length,
      longestTaskMs: Math.max(0, ...long),
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

/** The same keystrokes through the domain: full `calculate` against `recalculate`, µs per keystroke. */
function domainBaseline(keystrokes: number, rounds: number): ProtocolFormulasFigures['domain'] {
  const compiled = compileTemplate(benchTemplate())
  const plan = keystrokePlan(keystrokes)
  const full: number[] = []
  const incremental: number[] = []
  for (let r = 0; r < rounds; r++) {
    let values: IndicatorValues = { ...typedNumbers(), n0: 1 }
    let calc = calculate(compiled, values)
    for (const step of plan) {
      const next = { ...values, n0: Number(step.text) }
      let t = performance.now()
      const whole = calculate(compiled, next)
      full.push((performance.now() - t) * 1000)
      t = performance.now()
      calc = recalculate(compiled, calc, next, changedCodes(values, next))
      incremental.push((performance.now() - t) * 1000)
      values = next
      if (whole.values.c9 !== calc.values.c9) throw new Error('recalculate and calculate disagree')
    }
  }
  // The first round warms the JIT up.
  const sortedOf = (list: number[]) => list.slice(plan.length).sort((a, b) => a - b)
  const f = sortedOf(full)
  const i = sortedOf(incremental)
  return {
    fullP50: quantile(f, 0.5),
    fullP95: quantile(f, 0.95),
    incrementalP50: quantile(i, 0.5),
    incrementalP95: quantile(i, 0.95),
  }
}

export async function protocolFormulasBench(
  opts: { port?: number; keystrokes?: number; staticDir?: string; baselineDir?: string } = {},
): Promise<ProtocolFormulasFigures> {
  const port = opts.port ?? 8391
  const keystrokes = opts.keystrokes ?? 60
  const domain = domainBaseline(keystrokes, 50)
  const ours = await typeInBrowser(opts.staticDir ?? 'dist', port, keystrokes)
  const baselineDir = opts.baselineDir ?? process.env.PROTOCOL_BENCH_BASELINE_DIST
  const before = baselineDir ? await typeInBrowser(baselineDir, port, keystrokes) : null
  return {
    indicators: benchTemplate().length,
    formulas: FANNED + CHAINED,
    keystrokes,
    ours,
    before,
    domain,
    load: loadavg()[0] ?? NaN,
  }
}

export function formatProtocolFormulas(f: ProtocolFormulasFigures): string {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'NOT MET')
  const paint = (p: PaintFigures) =>
    `p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, max ${p.max.toFixed(1)} ms; ` +
    `main-thread tasks over 50 ms ${p.longTasks}` +
    (p.longTasks > 0 ? `, longest ${p.longestTaskMs.toFixed(0)} ms` : ' (the longest under 50 ms)')
  return [
    `protocol screen /protocol/:id in Chromium, ${f.indicators} indicators with ${f.formulas} formulas, ${f.keystrokes} keystrokes into the number 22 of the formulas read (load average ${f.load.toFixed(2)}):`,
    `  keydown → last fanned and last chained result painted: ${paint(f.ours)} (target p95 < 50 ms) → ${verdict(f.ours.p95 < 50)}`,
    ...(f.before
      ? [`  the screen before (full re-evaluation, every row re-rendered): ${paint(f.before)}`]
      : []),
    `  baseline, the same keystrokes in Node: full re-evaluation (calculate) p50 ${f.domain.fullP50.toFixed(0)} µs, p95 ${f.domain.fullP95.toFixed(0)} µs; ` +
      `incremental (recalculate) p50 ${f.domain.incrementalP50.toFixed(0)} µs, p95 ${f.domain.incrementalP95.toFixed(0)} µs`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatProtocolFormulas(await protocolFormulasBench()))
}
