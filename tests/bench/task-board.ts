/**
 * Task board with 2,000 tasks (issue 8): seeds 2,000 tasks for one user (server/db/seed/tasks.ts
 * seedTasks), opens /task-manager/kanban in Chromium against the real server and built PWA, and
 * measures the render time — first open on a fresh device (the change feed's snapshot of the user's
 * tasks lands in IndexedDB) and a reload (read from the device) — and the longest main-thread task
 * (PerformanceObserver 'longtask') while rendering and while scrolling every column top to bottom.
 * Target: no task over 50 ms.
 */
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import config from '../../playwright.config'
import { openDb } from '../../server/db/client'
import { seedTasks } from '../../server/db/seed/tasks'
import { demoTasks } from '../../server/db/seed/demo-tasks'
import { longTaskContext, signInThroughForm, takeLongTasks } from './bench-page'
import { signInToken, startServer } from './outbox-drain-server'

export interface TaskBoardFigures {
  /** Tasks on the user's board (the seeded ones plus demo tasks they wrote or perform). */
  tasks: number
  /** Navigation to every card counted in its column, first open on a fresh device. */
  coldRenderMs: number
  /** The same after a reload, from the device’s store. */
  warmRenderMs: number
  /** Longest main-thread task while opening on a fresh device (incl. the app's start and the snapshot pull). */
  longestColdTaskMs: number
  /** Longest main-thread task while reopening (reload: the app's start and the read from the device). */
  longestWarmTaskMs: number
  /** Longest main-thread task while scrolling all four columns. */
  longestScrollTaskMs: number
  /** The longest of all, and how many tasks went over 50 ms. */
  longestTaskMs: number
  tasksOver50ms: number
}

export interface TaskBoardOptions {
  port?: number
  tasks?: number
  login?: string
  /** The built PWA the server serves (npm run build → dist). */
  staticDir?: string
}

async function countUserTasks(origin: string, token: string): Promise<number> {
  let since = '0'
  let n = 0
  for (;;) {
    const res = await fetch(`${origin}/api/api/v2/sync/pull?scopes=tasks&limit=1000&since=${since}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    const page = (await res.json()) as { upserts: unknown[]; cursor: string; hasMore: boolean }
    n += page.upserts.length
    if (!page.hasMore) return n
    since = page.cursor
  }
}

/** Opens the board and resolves with ms from navigation start until all `total` cards are counted. */
async function openBoard(page: Page, total: number, reload: boolean): Promise<number> {
  if (reload) await page.reload()
  else await page.goto('/task-manager/kanban')
  const handle = await page.waitForFunction(
    (n) => {
      const counts = [...document.querySelectorAll('[data-testid="column-count"]')].map((e) =>
        Number(e.textContent),
      )
      const sum = counts.reduce((a, b) => a + b, 0)
      return counts.length === 4 && sum >= n ? performance.now() : false
    },
    total,
    { polling: 'raf', timeout: 120_000 },
  )
  return (await handle.jsonValue()) as number
}

/**
 * Scrolls each column to its end in steps of one screen per frame, like a fast wheel. A string, so
 * the runner's transpiler cannot add helpers the page does not have.
 */
const scrollColumns = (page: Page) =>
  page.evaluate(`(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r))
    for (const el of document.querySelectorAll('[data-board-scroller]')) {
      while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
        el.scrollTop += el.clientHeight
        await frame()
      }
      await frame()
    }
  })()`)

export async function taskBoardBench(opts: TaskBoardOptions = {}): Promise<TaskBoardFigures> {
  const port = opts.port ?? 8299
  const login = opts.login ?? 'admin'
  const dataDir = `node_modules/.tmp/bench-task-board-${port}`
  const env = { STATIC_DIR: opts.staticDir ?? 'dist' }
  // PGlite is single-process: the demo database is made by a first start, topped up here, then served.
  await (await startServer(port, dataDir, true, env)).stop()
  const handle = await openDb({ dataDir: path.join(dataDir, 'pglite') })
  await seedTasks(handle.db, demoTasks.length + (opts.tasks ?? 2000), { performer: login })
  await handle.close()
  const server = await startServer(port, dataDir, false, env)
  const browser = await chromium.launch(config.use?.launchOptions)
  try {
    const total = await countUserTasks(server.origin, await signInToken(server.origin, login))
    const context = await longTaskContext(browser, server.origin)
    const page = await context.newPage()
    await signInThroughForm(page, login)

    await takeLongTasks(page)
    const coldRenderMs = await openBoard(page, total, false)
    const cold = await takeLongTasks(page)
    const warmRenderMs = await openBoard(page, total, true)
    const warm = await takeLongTasks(page)
    // Scrolling alone: the reload's background pull and reference refresh finish first.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    await takeLongTasks(page)
    await scrollColumns(page)
    const scroll = await takeLongTasks(page)
    const all = [...cold, ...warm, ...scroll]
    return {
      tasks: total,
      coldRenderMs,
      warmRenderMs,
      longestColdTaskMs: Math.max(0, ...cold),
      longestWarmTaskMs: Math.max(0, ...warm),
      longestScrollTaskMs: Math.max(0, ...scroll),
      longestTaskMs: Math.max(0, ...all),
      tasksOver50ms: all.filter((d) => d > 50).length,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
