import { expect, test, type Page } from '@playwright/test'

// The service worker serves chunks from its cache, where page.route cannot see them.
test.use({ serviceWorkers: 'block' })

async function signIn(page: Page, login: string) {
  await page.goto('/auth')
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByRole('banner')).toBeVisible()
}

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await signIn(page, 'doctor')
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'На головну' }).click()
  await expect(page).toHaveURL('/')
})

test('a page the permissions do not allow leads to /403', async ({ page }) => {
  await signIn(page, 'lab')
  await page.goto('/mc-registry')
  await expect(page).toHaveURL('/403')
  await expect(page.getByRole('heading', { name: 'Доступ заборонено' })).toBeVisible()
  await expect(page.getByText('У вас немає доступу до цієї сторінки')).toBeVisible()

  await page.goto('/reports/cashbox')
  await expect(page).toHaveURL('/403')
  // A report the lab's permissions do allow opens, where cashbox above did not.
  await page.goto('/reports/results-plr')
  await expect(page.getByRole('heading', { level: 1, name: 'Результати ПЛР' })).toBeVisible()
  await expect(page).toHaveURL('/reports/results-plr')
})

test('a chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
  await signIn(page, 'admin')
  await page.route('**/assets/not-available-page-*.js', (route) => route.abort())
  let loads = 0
  page.on('load', () => (loads += 1))

  await page.goto('/reports/telephony-by-operators')
  await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('500')).toBeVisible()
  // The first load and the one reload; no loop.
  await page.waitForTimeout(2000)
  expect(loads).toBe(2)
  await expect(page.getByRole('banner')).toBeVisible()
})

test('a failed request turns the loading bar red without breaking the shell', async ({ page }) => {
  await signIn(page, 'admin')
  await page.route('**/api/api/v2/doctor-services/reference', async (route) => {
    await new Promise((r) => setTimeout(r, 300))
    await route.fulfill({
      status: 500,
      json: { message: 'Помилка сервера. Спробуйте пізніше', code: 'internal' },
    })
  })
  await page.reload()
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-state', 'failed')
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible()
})

test('a session whose refresh is refused goes to /auth without a reload and gives back what was typed', async ({
  page,
}) => {
  const field = 'Штрихкод: відступ зверху, мм'
  await signIn(page, 'admin')
  await page.goto('/settings/general/personal-settings')
  await page.getByLabel(field).fill('3.5')
  await page.evaluate(() => {
    ;(window as unknown as { stillHere: boolean }).stillHere = true
    localStorage.setItem('auth._token.local', 'expired')
    localStorage.setItem('auth._refresh_token.local', 'revoked')
  })
  // The next request of the page (references refresh on reconnect) meets the refused refresh.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))

  await expect(page).toHaveURL('/auth?from=%2Fsettings%2Fgeneral%2Fpersonal-settings')
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  await page.getByLabel('Логін').fill('admin')
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL('/settings/general/personal-settings')
  await expect(page.getByLabel(field)).toHaveValue('3.5')
  await expect(
    page.getByRole('status').filter({ hasText: 'Відновлено введене раніше: 1 поле' }),
  ).toBeVisible()
  // The restored text is in the form's state, not only on screen: saving it works.
  await page.getByRole('button', { name: 'Зберегти' }).click()
  await expect(page.getByText('Збережено', { exact: true })).toBeVisible()
  await expect(page.getByLabel(field)).toHaveValue('3.5')
})

test('a deliberate sign-out keeps nothing that was typed', async ({ page }) => {
  const field = 'Штрихкод: відступ зверху, мм'
  await signIn(page, 'admin')
  await page.goto('/settings/general/personal-settings')
  const before = await page.getByLabel(field).inputValue()
  await page.getByLabel(field).fill('7.5')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Олена Адміністраторка/ })
    .click()
  await page.getByRole('menuitem', { name: 'Вийти' }).click()
  await expect(page).toHaveURL(/\/auth/)
  await page.getByLabel('Логін').fill('admin')
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByRole('banner')).toBeVisible()
  await page.goto('/settings/general/personal-settings')
  await expect(page.getByLabel(field)).toHaveValue(before)
  await page.waitForTimeout(1000)
  await expect(page.getByLabel(field)).toHaveValue(before)
})
