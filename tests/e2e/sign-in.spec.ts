import { expect, test, type Page } from '@playwright/test'

const demo = [
  ['admin', 'Олена Адміністраторка'],
  ['registrar', 'Ірина Реєстраторка'],
  ['doctor', 'Андрій Лікар'],
  ['cashier', 'Марія Касирка'],
  ['lab', 'Оксана Лаборантка'],
  ['callcenter', 'Тарас Оператор'],
  ['warehouse', 'Богдан Комірник'],
] as const

async function signIn(page: Page, login: string, password = 'demo12345') {
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill(password)
  await page.getByRole('button', { name: 'Увійти' }).click()
}

test('every demo role signs in from the README logins and lands in the application', async ({ page }) => {
  for (const [login, name] of demo) {
    await test.step(`${login} signs in`, async () => {
      await page.goto('/auth')
      await signIn(page, login)
      await expect(page).toHaveURL('/')
      await expect(page.getByText(`Вітаємо, ${name}!`)).toBeVisible()
    })
    await test.step(`${login} signs out`, async () => {
      await page.getByRole('button', { name }).click()
      await page.getByRole('menuitem', { name: 'Вийти' }).click()
      await expect(page).toHaveURL(/\/auth$/)
    })
  }
})

test('the page title is the host name and the token is kept under the auth prefix', async ({ page }) => {
  await page.goto('/auth')
  await expect(page).toHaveTitle('localhost')
  await signIn(page, 'doctor')
  await expect(page).toHaveURL('/')
  const keys = await page.evaluate(() => Object.keys(localStorage))
  expect(keys.some((k) => k.startsWith('auth'))).toBe(true)
})

test('a wrong password shows the attempts left and keeps what was typed', async ({ page }) => {
  await page.goto('/auth')
  await signIn(page, 'cashier', 'wrong-password')
  await expect(page.getByRole('alert')).toContainText('Невірний логін або пароль')
  await expect(page.getByText('Залишилось спроб: 4')).toBeVisible()
  await expect(page.getByLabel('Логін')).toHaveValue('cashier')
})

test('after five failures the form shows the ban timer, then lets the user in when it runs out', async ({
  page,
}) => {
  await page.goto('/auth')
  // Each failure is answered before the next is typed (a click while the form is still sending is not a try).
  for (let i = 0; i < 4; i++) {
    await signIn(page, 'callcenter', 'wrong')
    await expect(page.getByText(`Залишилось спроб: ${4 - i}`)).toBeVisible()
  }
  await signIn(page, 'callcenter', 'wrong')
  await expect(page.getByText(/Спробуйте ще раз через 00:0\d/)).toBeVisible()
  const button = page.getByRole('button', { name: 'Увійти' })
  await expect(button).toBeDisabled()
  // The e2e server bans for 4 seconds (LOGIN_BAN_SECONDS) so the test can wait the timer out.
  await expect(button).toBeEnabled({ timeout: 10_000 })
  await page.getByLabel('Пароль').fill('demo12345')
  await button.click()
  await expect(page).toHaveURL('/')
})

test('a signed-in user who opens /auth is sent home; a signed-out one is sent to /auth and back', async ({
  page,
}) => {
  await page.goto('/mc-orders')
  await expect(page).toHaveURL(/\/auth/)
  await signIn(page, 'registrar')
  await expect(page).toHaveURL(/\/mc-orders$/)
  await page.goto('/auth')
  await expect(page).toHaveURL('/')
})

test('the app is installable: manifest in Ukrainian and a service worker that takes control', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    lang: string
    display: string
    icons: Array<{ sizes: string }>
  }
  expect(manifest).toMatchObject({ lang: 'uk', display: 'standalone' })
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  await page.goto('/auth')
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toBe(new URL('/', page.url()).toString())
})
