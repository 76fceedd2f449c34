/**
 * The pieces the Chromium benches share: a context whose pages record main-thread long tasks
 * (PerformanceObserver 'longtask') from their first script, taking those records, and signing in
 * through the sign-in form as a user would.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'

declare global {
  interface Window {
    __longTasks: number[]
  }
}

export interface Viewport {
  width: number
  height: number
}

export async function longTaskContext(
  browser: Browser,
  origin: string,
  viewport: Viewport = { width: 1366, height: 768 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, locale: 'uk-UA', viewport })
  await context.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  return context
}

/** The long tasks recorded since the last call (ms each). */
export const takeLongTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const list = window.__longTasks
    window.__longTasks = []
    return list
  })

export async function signInThroughForm(page: Page, login: string): Promise<void> {
  await page.goto('/auth')
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await page.waitForURL((u) => u.pathname === '/')
  await page.waitForLoadState('networkidle')
}
