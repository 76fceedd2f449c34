/**
 * The registry (issue 20), in Chromium against the real server and the built PWA:
 * 1. The day grid with 40 doctors × 48 slots and 1,000 bookings (a synthetic day served in place of
 *    GET /registry/day, the screen's only read): navigation to the grid drawn, then scrolled top to
 *    bottom and left to right a screen per frame — with the longest main-thread task of each
 *    (PerformanceObserver 'longtask'; target: none over 50 ms). Baseline, same run: a one-doctor day.
 * 2. Realtime latency: a registrar books slots of a doctor's day over HTTP while a call-centre operator
 *    has that day open; from the booking request sent to the operator's grid painted with the slot taken
 *    (the registryChanged notice on `mis`). Baseline, same run: the same tab with the channel blocked,
 *    which falls back to reading the day every REGISTRY_POLL_MS.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import config from '../../playwright.config'
import type { RegistryDay, RegistryDoctor } from '../../domain/schedule/registry-day.schema'
import { REGISTRY_POLL_MS } from '../../domain/registry/registry-events'
import { longTaskContext, signInThroughForm, takeLongTasks, type Viewport } from './bench-page'
import { signInToken, startServer } from './outbox-drain-server'

export interface GridRun {
  doctors: number
  slots: number
  bookings: number
  openMs: number
  longestOpenTaskMs: number
  longestScrollTaskMs: number
  tasksOver50ms: number
}

export interface LatencyRun {
  samples: number
  medianMs: number
  p95Ms: number
}

export interface RegistryFigures {
  grid: GridRun
  gridBaseline: GridRun
  realtime: LatencyRun
  polling: LatencyRun
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** A day of `doctors` doctors with `slots` 15-minute slots from 07:00 and `bookings` bookings spread over them. */
export function syntheticDay(date: string, doctors: number, slots: number, bookings: number): RegistryDay {
  const list: RegistryDoctor[] = []
  let booked = 0
  const every = (doctors * slots) / Math.max(1, bookings)
  for (let d = 0; d < doctors; d++) {
    const services = [{ id: 1, name: 'Консультація лікаря', minutes: 15 }]
    list.push({
      id: d + 1,
      name: `Лікар ${String(d + 1).padStart(2, '0')} Тестовий`,
      specialization: d % 2 ? 'Терапевт' : 'Кардіолог',
      services,
      offSchedule: [],
      slots: Array.from({ length: slots }, (_, s) => {
        const start = 7 * 60 + s * 15
        const at = `${date}T${hhmm(start)}:00+02:00`
        const to = `${date}T${hhmm(start + 15)}:00+02:00`
        const index = d * slots + s
        const take = booked < bookings && Math.floor(index / every) >= booked
        if (take) booked++
        return {
          scheduleId: d + 1,
          time: hhmm(start),
          startsAt: at,
          endsAt: to,
          cabinetId: 1,
          cabinet: String(100 + (d % 9)),
          filialName: 'Філія на Хрещатику',
          capacity: 1,
          past: false,
          bookings: take
            ? [
                {
                  serviceId: 1,
                  serviceName: 'Консультація лікаря',
                  seat: 1,
                  startsAt: at,
                  endsAt: to,
                  order: {
                    id: index + 1,
                    code: `MC-${String(index + 1).padStart(6, '0')}`,
                    patient: `Пацієнтенко Тарас ${index}`,
                    state: 'confirmed',
                    stateLabel: 'Підтверджений',
                    paid: index % 3 === 0,
                    services: ['Консультація лікаря'],
                    mayEdit: true,
                  },
                },
              ]
            : [],
        }
      }),
    })
  }
  return {
    date,
    doctors: list,
    truncated: false,
    choices: {
      cities: [{ id: 1, name: 'Київ' }],
      filials: [{ id: 1, name: 'Філія на Хрещатику', cityId: 1 }],
      specializations: [
        { id: 1, name: 'Кардіолог' },
        { id: 2, name: 'Терапевт' },
      ],
      doctors: list.map((d) => ({ id: d.id, name: d.name, specializationId: 1 })),
    },
  }
}

/** A page of a new context with a long-task observer, signed in as `login`. */
async function signedInPage(browser: Browser, origin: string, login: string, viewport?: Viewport) {
  const context = await longTaskContext(browser, origin, viewport)
  const page = await context.newPage()
  await signInThroughForm(page, login)
  return { context, page }
}

// Scrolls the grid to its bottom, then to its right end, a screen per frame. A string, so the
// runner's transpiler cannot add helpers the page does not have.
const scrollGrid = (page: Page) =>
  page.evaluate(`(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r))
    const el = document.querySelector('[role="grid"]')
    while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) { el.scrollTop += el.clientHeight; await frame() }
    while (el.scrollLeft + el.clientWidth < el.scrollWidth - 1) { el.scrollLeft += el.clientWidth; await frame() }
    el.scrollTop = 0; await frame()
    el.scrollLeft = 0; await frame(); await frame()
  })()`)

async function gridRun(page: Page, day: RegistryDay): Promise<GridRun> {
  await page.unroute(/\/api\/registry\/day\?/)
  await page.route(/\/api\/registry\/day\?/, (route) => route.fulfill({ json: day }))
  // From another screen, so the grid's route and its data are what is measured.
  await page.goto('/task-manager')
  await page.waitForLoadState('networkidle')
  await takeLongTasks(page)
  const started = await page.evaluate(() => performance.now())
  await page.evaluate((date) => {
    history.pushState({}, '', `/mc-registry?date=${date}`)
    dispatchEvent(new PopStateEvent('popstate'))
  }, day.date)
  const drawn = await page.waitForFunction(
    () => (document.querySelectorAll('[role="gridcell"] li').length > 0 ? performance.now() : false),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  const openMs = ((await drawn.jsonValue()) as number) - started
  await page.waitForTimeout(500)
  const open = await takeLongTasks(page)
  await scrollGrid(page)
  const scroll = await takeLongTasks(page)
  const slots = day.doctors.reduce((n, d) => n + d.slots.length, 0)
  const bookings = day.doctors.reduce((n, d) => n + d.slots.reduce((k, s) => k + s.bookings.length, 0), 0)
  return {
    doctors: day.doctors.length,
    slots,
    bookings,
    openMs,
    longestOpenTaskMs: Math.max(0, ...open),
    longestScrollTaskMs: Math.max(0, ...scroll),
    tasksOver50ms: [...open, ...scroll].filter((d) => d > 50).length,
  }
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0
}
const latency = (xs: number[]): LatencyRun => ({
  samples: xs.length,
  medianMs: quantile(xs, 0.5),
  p95Ms: quantile(xs, 0.95),
})
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A Tuesday at least three weeks ahead (Kyiv): no demo booking or exception lies on it. */
function farTuesday(): string {
  for (let i = 21; i < 28; i++) {
    const d = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10)
    if (new Date(`${d}T12:00:00Z`).getUTCDay() === 2) return d
  }
  throw new Error('no Tuesday')
}

/** Books free slots of `doctor` on `date` one by one; each resolves when the watcher paints it taken. */
async function latencyRun(
  origin: string,
  token: string,
  watcher: Page,
  date: string,
  doctor: RegistryDoctor,
  samples: number,
  gapMs: () => number,
): Promise<number[]> {
  const taken = () =>
    watcher.evaluate(
      () =>
        [...document.querySelectorAll('[role="gridcell"] li')].filter((li) =>
          li.textContent?.startsWith('Зайнято:'),
        ).length,
    )
  const out: number[] = []
  const res = await fetch(`${origin}/api/registry/day?date=${date}&doctorId=${doctor.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const day = (await res.json()) as RegistryDay
  const free = day.doctors[0]!.slots.filter((s) => s.bookings.length === 0 && !s.past)
  for (const slot of free.slice(0, samples)) {
    await sleep(gapMs())
    const before = await taken()
    const sent = Date.now()
    const booked = await fetch(`${origin}/api/registry/book`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        uuid: crypto.randomUUID(),
        scheduleId: slot.scheduleId,
        serviceId: doctor.services[0]!.id,
        startsAt: slot.startsAt,
      }),
    })
    if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${await booked.text()}`)
    const painted = await watcher.waitForFunction(
      (n) =>
        [...document.querySelectorAll('[role="gridcell"] li')].filter((li) =>
          li.textContent?.startsWith('Зайнято:'),
        ).length > n
          ? Date.now()
          : false,
      before,
      { polling: 'raf', timeout: REGISTRY_POLL_MS * 3 },
    )
    out.push(((await painted.jsonValue()) as number) - sent)
  }
  return out
}

export async function registryBench(port = 8298): Promise<RegistryFigures> {
  const dataDir = `node_modules/.tmp/bench-registry-${port}`
  const server = await startServer(port, dataDir, true, { STATIC_DIR: 'dist' })
  const browser = await chromium.launch(config.use?.launchOptions)
  try {
    const { page } = await signedInPage(browser, server.origin, 'admin')
    const date = '2031-03-04'
    await gridRun(page, syntheticDay(date, 1, 48, 25)) // warm-up: the screen's code loaded once
    const gridBaseline = await gridRun(page, syntheticDay(date, 1, 48, 25))
    const grid = await gridRun(page, syntheticDay(date, 40, 48, 1000))

    // Realtime: the operator's tab shows one doctor's long day (a tall window: every slot drawn).
    const token = await signInToken(server.origin, 'registrar')
    const tuesday = farTuesday()
    const all = (await (
      await fetch(`${server.origin}/api/registry/day?date=${tuesday}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as RegistryDay
    // The doctor with the most slots among those with a service of their slot's length (booking lays a
    // service on the grid of its own length).
    const slotMinutes = (d: RegistryDoctor) =>
      d.slots[0] ? (Date.parse(d.slots[0].endsAt) - Date.parse(d.slots[0].startsAt)) / 60_000 : 0
    const fitting = all.doctors
      .map((d) => ({ ...d, services: d.services.filter((s) => s.minutes === slotMinutes(d)) }))
      .filter((d) => d.services.length > 0)
    const doctor = fitting.sort((a, b) => b.slots.length - a.slots.length)[0]!
    const tall = { width: 1366, height: 6000 }
    const live = await signedInPage(browser, server.origin, 'callcenter', tall)
    await live.page.goto(`/mc-registry?date=${tuesday}&doctorId=${doctor.id}`)
    await live.page.waitForSelector('[role="gridcell"]')
    await live.page.waitForFunction(() => document.querySelector('[role="grid"]') !== null)
    await sleep(1000)
    const realtime = await latencyRun(
      server.origin,
      token,
      live.page,
      tuesday,
      doctor,
      12,
      () => 200 + Math.random() * 300,
    )
    await live.context.close()

    const polled = await signedInPage(browser, server.origin, 'callcenter', tall)
    await polled.context.route('**/socket.io/**', (r) => r.abort())
    await polled.page.goto(`/mc-registry?date=${tuesday}&doctorId=${doctor.id}`)
    await polled.page.waitForSelector('[role="gridcell"]')
    // Bookings at random moments of the polling cycle.
    const polling = await latencyRun(
      server.origin,
      token,
      polled.page,
      tuesday,
      doctor,
      6,
      () => Math.random() * REGISTRY_POLL_MS,
    )
    await polled.context.close()
    return { grid, gridBaseline, realtime: latency(realtime), polling: latency(polling) }
  } finally {
    await browser.close()
    await server.stop()
  }
}

const gridLine = (g: GridRun) =>
  `${g.doctors} doctors × ${g.slots / g.doctors} slots, ${g.bookings} bookings: drawn in ${g.openMs.toFixed(0)} ms, ` +
  `longest task opening ${g.longestOpenTaskMs.toFixed(0)} ms, scrolling ${g.longestScrollTaskMs.toFixed(0)} ms, ${g.tasksOver50ms} over 50 ms`

export function formatRegistry(f: RegistryFigures): string {
  return [
    `registry day grid in Chromium: ${gridLine(f.grid)} (target: none over 50 ms)`,
    `  baseline (same run) ${gridLine(f.gridBaseline)}`,
    `registry realtime, booking sent → other tab painted: p95 ${f.realtime.p95Ms.toFixed(0)} ms, median ${f.realtime.medianMs.toFixed(0)} ms (${f.realtime.samples} bookings); ` +
      `polling every ${REGISTRY_POLL_MS / 1000} s (channel blocked, same run): p95 ${f.polling.p95Ms.toFixed(0)} ms, median ${f.polling.medianMs.toFixed(0)} ms (${f.polling.samples}) → ${(f.polling.p95Ms / Math.max(1, f.realtime.p95Ms)).toFixed(0)}× slower`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatRegistry(await registryBench()))
