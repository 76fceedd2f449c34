/**
 * Issue 3 items 7–8 in the browser: the system update alert raised through the API reaches an open
 * tab and stays until closed; user activity starts at sign-in, ends after inactivity (shortened to a
 * few seconds through local storage `config.inactivityTimeoutMs`), is postponed by mouse moves, and
 * continues or restarts across a reload as spec 000 §4 says.
 */
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'

const TIMEOUT_MS = 4000

async function signIn(page: Page, login: string) {
  await page.goto('/auth')
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL('/')
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: { login: 'admin', password: 'demo12345' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { token: string }).token
}

interface ActivityCall {
  method: string
  url: string
  body: { startTime?: number; endTime?: number }
  at: number
}

/** Every user-activity request the page sends, with the time it was sent. */
function recordActivityCalls(page: Page): ActivityCall[] {
  const calls: ActivityCall[] = []
  page.on('request', (req: Request) => {
    if (!req.url().includes('/api/api/v2/user-activities')) return
    calls.push({
      method: req.method(),
      url: new URL(req.url()).pathname,
      body: (req.postDataJSON() ?? {}) as ActivityCall['body'],
      at: Date.now(),
    })
  })
  return calls
}

/** The id the server gave the next started activity. */
function nextStartedId(page: Page): Promise<number> {
  return page
    .waitForResponse(
      (r) => r.url().endsWith('/api/api/v2/user-activities') && r.request().method() === 'POST',
    )
    .then(async (r) => ((await r.json()) as { id: number }).id)
}

/** Moves the mouse every 400 ms for `ms`; resolves with the time of the last move. */
async function moveMouseFor(page: Page, ms: number): Promise<number> {
  const end = Date.now() + ms
  let x = 300
  let last = 0
  while (Date.now() < end) {
    x = x === 300 ? 340 : 300
    await page.mouse.move(x, 400)
    last = Date.now()
    await page.waitForTimeout(400)
  }
  return last
}

test.describe('system update alert', () => {
  test('an alert raised through the API appears in an open tab and stays until closed', async ({
    page,
    request,
  }) => {
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await signIn(page, 'registrar')
    const token = await adminToken(request)
    const title = page.getByText('УВАГА! Систему оновлено.')

    await test.step('an administrator raises the alert; the tab shows it at the top right', async () => {
      // The tab may still be connecting: raise again until it arrives (the alert shows once however often).
      await expect(async () => {
        const res = await request.post('/api/api/v2/system-update-alert', {
          headers: { authorization: `Bearer ${token}` },
          data: {},
        })
        expect(await res.json()).toEqual({ sent: true })
        await expect(title).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      // The channel began with long-polling (which carries the token header) and upgraded to a WebSocket.
      expect(sockets.some((u) => u.includes('/socket.io/') && u.includes('transport=websocket'))).toBe(true)
      await expect(page.getByText('Для продовження роботи потрібно перезавантажити сторінку.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Перезавантажити' })).toBeVisible()
      const box = await title.boundingBox()
      const viewport = page.viewportSize()!
      expect(box!.y).toBeLessThan(viewport.height / 3)
      expect(box!.x).toBeGreaterThan(viewport.width / 2)
    })

    await test.step('it is still there well after an ordinary notice would have gone', async () => {
      await page.waitForTimeout(8000)
      await expect(title).toBeVisible()
      await expect(title).toHaveCount(1)
    })

    await test.step('the user closes it', async () => {
      await page.locator('[data-sonner-toast]').filter({ has: title }).locator('[data-close-button]').click()
      await expect(title).toBeHidden()
    })
  })
})

test.describe('user activity', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript((ms) => {
      localStorage.setItem('config.inactivityTimeoutMs', String(ms))
      // A test that wants the saved activity to look old ages it before the app reads it.
      if (sessionStorage.getItem('e2e.ageSavedActivity') === '1') {
        sessionStorage.removeItem('e2e.ageSavedActivity')
        const saved = JSON.parse(localStorage.getItem('userActivity') ?? 'null') as { endTime: number } | null
        if (saved)
          localStorage.setItem('userActivity', JSON.stringify({ ...saved, endTime: saved.endTime - 3600 }))
      }
    }, TIMEOUT_MS)
  })

  test('starts at sign-in, mouse moves postpone the end, inactivity ends it, a move starts a new one', async ({
    page,
  }) => {
    const calls = recordActivityCalls(page)
    const started = nextStartedId(page)
    const before = Math.floor(Date.now() / 1000)
    await signIn(page, 'doctor')
    const id = await started

    await test.step('one activity starts at sign-in', async () => {
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
      expect(calls[0]!.body.startTime).toBeGreaterThanOrEqual(before)
      expect(calls[0]!.body.startTime).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    })

    let lastMove = 0
    await test.step('moving the mouse for twice the timeout keeps it open', async () => {
      lastMove = await moveMouseFor(page, 2 * TIMEOUT_MS)
      expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0)
    })

    await test.step('without mouse moves it ends after the timeout', async () => {
      await expect.poll(() => calls.filter((c) => c.method === 'PATCH').length, { timeout: 15_000 }).toBe(1)
      const patch = calls.find((c) => c.method === 'PATCH')!
      expect(patch.url).toBe(`/api/api/v2/user-activities/${id}`)
      // The timeout runs from the last move (the handler is throttled, but keeps the last move's time).
      expect(patch.at - lastMove).toBeGreaterThanOrEqual(TIMEOUT_MS - 200)
      expect(patch.at - lastMove).toBeLessThan(TIMEOUT_MS + 3000)
      expect(patch.body.endTime).toBeGreaterThanOrEqual(calls[0]!.body.startTime!)
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
    })

    await test.step('the next mouse move starts a new activity', async () => {
      const again = nextStartedId(page)
      await page.mouse.move(500, 300)
      expect(await again).not.toBe(id)
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2)
    })
  })

  test('a reload continues the saved activity when its end is under 1800 s old', async ({ page }) => {
    const calls = recordActivityCalls(page)
    const started = nextStartedId(page)
    await signIn(page, 'cashier')
    const id = await started
    await page.mouse.move(200, 200)

    await page.reload()
    await expect(page.getByRole('main')).toBeVisible()
    await test.step('no new activity: the same one goes on, and ends after inactivity', async () => {
      await expect.poll(() => calls.filter((c) => c.method === 'PATCH').length, { timeout: 15_000 }).toBe(1)
      expect(calls.filter((c) => c.method === 'PATCH')[0]!.url).toBe(`/api/api/v2/user-activities/${id}`)
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
      expect(await page.evaluate(() => localStorage.getItem('userActivity'))).toBeNull()
    })
  })

  test('a reload ends an older saved activity with its saved end time and starts a new one', async ({
    page,
  }) => {
    const calls = recordActivityCalls(page)
    const started = nextStartedId(page)
    await signIn(page, 'callcenter')
    const id = await started

    const restarted = nextStartedId(page)
    await page.evaluate(() => sessionStorage.setItem('e2e.ageSavedActivity', '1'))
    const unloadAt = Math.floor(Date.now() / 1000)
    await page.reload()
    const newId = await restarted

    await test.step('the old one is ended with the saved (aged) end time, then a new one starts', async () => {
      const patch = calls.find((c) => c.method === 'PATCH')!
      expect(patch.url).toBe(`/api/api/v2/user-activities/${id}`)
      expect(patch.body.endTime).toBeGreaterThanOrEqual(unloadAt - 3600)
      expect(patch.body.endTime).toBeLessThanOrEqual(unloadAt - 3600 + 5)
      expect(newId).not.toBe(id)
      const order = calls.map((c) => c.method)
      expect(order.indexOf('PATCH')).toBeLessThan(order.lastIndexOf('POST'))
    })
  })
})
