/** Steps shared by the offline journeys: sign in, read the server's rows through the API, wait for the outbox. */
import { expect, type APIRequestContext, type Page, type test } from '@playwright/test'

export const API = '/api'

export async function signIn(page: Page, login = 'admin', password = 'demo12345'): Promise<void> {
  await page.goto('/auth')
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill(password)
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL('/')
}

/** A fresh token of its own, so checks never depend on the page's session. */
export async function apiToken(request: APIRequestContext, login = 'admin'): Promise<string> {
  const res = await request.post(`${API}/login`, { data: { login, password: 'demo12345' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { token: string }).token
}

export async function serverGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true)
  return (await res.json()) as T
}

export async function serverPut(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.put(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true)
  return res.json() as Promise<unknown>
}

/** A write to the v2 API (`/api/v2${path}`) with an Idempotency-Key; a refusal fails the journey with its body. */
export async function serverCall(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  data: object = {},
) {
  const res = await request.fetch(`${API}/api/v2${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data,
  })
  expect(res.ok(), `${path} answered ${res.status()}: ${await res.text()}`).toBe(true)
  return res.json() as Promise<Record<string, unknown>>
}

export const widget = (page: Page) => page.getByTestId('sync-status')

/** The header widget says every change reached the server. */
/**
 * The signed-in user's changes still waiting in the outbox (their IndexedDB store, status not done), as
 * the widget counts them; another user's kept changes are theirs.
 */
export const openOutboxItems = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const user = (JSON.parse(localStorage.getItem('auth.user') ?? 'null') as { id?: number } | null)?.id
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) =>
        user === undefined ? n.startsWith('clinic-office-user-') : n === `clinic-office-user-${user}`,
      )
    let open = 0
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(new Error(String(req.error)))
      })
      if (db.objectStoreNames.contains('outbox')) {
        const items = await new Promise<Array<{ status: string }>>((resolve, reject) => {
          const req = db.transaction('outbox').objectStore('outbox').getAll()
          req.onsuccess = () => resolve(req.result as Array<{ status: string }>)
          req.onerror = () => reject(new Error(String(req.error)))
        })
        open += items.filter((i) => i.status !== 'done').length
      }
      db.close()
    }
    return open
  })

/**
 * The widget says all is sent, and so does the outbox itself: the widget's live count may lag a write
 * that has just been queued by a few milliseconds, and a journey reading the server then would race it.
 */
export async function expectAllSent(page: Page, timeout = 20_000): Promise<void> {
  await expect.poll(() => openOutboxItems(page), { timeout }).toBe(0)
  await expect(widget(page)).toContainText('усе надіслано', { timeout })
}

export interface Reason {
  id: number
  uuid: string
  name: string
  version: number
}
export const reasonNames = (list: { data: Reason[] }) => list.data.map((r) => r.name)

/** The weekend reasons list (a resource page), once it shows its records. */
export async function reasonsShown(page: Page) {
  const section = page.getByRole('region', { name: 'Причини вихідних' })
  await expect(section.getByRole('table')).toBeVisible()
  return section
}

/** Adds reasons one by one through the resource form (each is its own change). */
export async function addReasons(page: Page, names: string[]): Promise<void> {
  const section = await reasonsShown(page)
  for (const name of names) {
    await section.getByRole('button', { name: 'Додати' }).click()
    await page.getByRole('dialog').getByLabel('Причина *').fill(name)
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  }
}

/** Renames the reason named `from` through the resource form (found with the list's search). */
export async function renameReason(page: Page, from: string, to: string): Promise<void> {
  const section = await reasonsShown(page)
  await section.getByRole('searchbox').fill(from)
  await section.getByRole('button', { name: `Змінити: ${from}`, exact: true }).click()
  await page.getByRole('dialog').getByLabel('Причина *').fill(to)
  await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await section.getByRole('searchbox').fill('')
}

/** 'Вийти' in the header's user menu (its button carries the user's name). */
export async function clickSignOut(page: Page, userName: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: userName }).click()
  await page.getByRole('menuitem', { name: 'Вийти' }).click()
}

/**
 * For journeys whose failure is rare and timing-bound: keeps the page's console and failed requests, and
 * prints them with the outbox's state when the journey fails, so a failure in CI says what the page saw.
 */
export function explainFailures(t: typeof test): void {
  const seen = new WeakMap<Page, string[]>()
  t.beforeEach(({ page }) => {
    const log: string[] = []
    seen.set(page, log)
    const at = () => new Date().toISOString().slice(11, 23)
    page.on('console', (m) => log.push(`${at()} console.${m.type()}: ${m.text().slice(0, 300)}`))
    page.on('pageerror', (e) => log.push(`${at()} pageerror: ${e.message.slice(0, 300)}`))
    page.on('requestfailed', (r) =>
      log.push(`${at()} requestfailed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`),
    )
    page.on('response', (r) => {
      if (r.url().includes('/api') || r.status() >= 400)
        log.push(`${at()} ${r.status()} ${r.request().method()} ${r.url()}`)
    })
  })
  t.afterEach(async ({ page }, info) => {
    if (info.status === info.expectedStatus) return
    const log = seen.get(page) ?? []
    console.log(`--- what the page saw (${log.length} events, the last 80) ---\n${log.slice(-80).join('\n')}`)
    const state = await page
      .evaluate(() => ({
        url: location.href,
        online: navigator.onLine,
        sw: navigator.serviceWorker.controller !== null,
      }))
      .catch((e: unknown) => String(e))
    console.log(
      '--- page state ---',
      JSON.stringify(state),
      'open outbox items:',
      await openOutboxItems(page).catch(() => '?'),
    )
  })
}
