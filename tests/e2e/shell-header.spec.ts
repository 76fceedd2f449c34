import { expect, test, type Page } from '@playwright/test'

async function signIn(page: Page, login: string) {
  await page.goto('/auth')
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByRole('banner')).toBeVisible()
}

const createOrder = (page: Page) => page.getByRole('button', { name: 'Створити замовлення' })
const userMenu = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name })

test('create order is offered only to users who may work with orders', async ({ page }) => {
  const roles = {
    registrar: true,
    cashier: true,
    callcenter: true,
    admin: true,
    lab: false,
    warehouse: false,
    doctor: false,
  }
  for (const [login, allowed] of Object.entries(roles)) {
    await test.step(`${login} ${allowed ? 'sees' : 'does not see'} it`, async () => {
      await page.evaluate(() => localStorage.clear()).catch(() => {})
      await signIn(page, login)
      // The header is drawn (the previous-entry button is for crmPreviousOrdersEdit only, so not a sign of it).
      await expect(page.getByRole('banner').getByTitle('На головну')).toBeVisible()
      await expect(createOrder(page)).toHaveCount(allowed ? 1 : 0)
    })
  }
})

test('create order makes an empty order and opens its cart', async ({ page }) => {
  await signIn(page, 'registrar')
  await createOrder(page).click()
  await expect(page).toHaveURL(/\/mc-cart\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Замовлення MC-\d+$/ })).toBeVisible()
})

test('a refused order creation says so and stays on the page', async ({ page }) => {
  await signIn(page, 'cashier')
  await page.route('**/api/mc-orders/create-new-from-zero', (route) =>
    route.fulfill({ status: 403, json: { message: 'Недостатньо прав', code: 'forbidden' } }),
  )
  await createOrder(page).click()
  await expect(page.getByText('Не вдалося створити нове замовлення')).toBeVisible()
  await expect(page.getByText('Помилка', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/')
})

test('a server that fails to answer does not lose the order: it opens from the device and is sent later', async ({
  page,
}) => {
  await signIn(page, 'cashier')
  let failing = true
  await page.route('**/api/mc-orders/create-new-from-zero', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          json: { message: 'Помилка сервера. Спробуйте пізніше', code: 'internal' },
        })
      : route.continue(),
  )
  await createOrder(page).click()
  await expect(page.getByText('Сервер зараз не відповідає')).toBeVisible()
  await expect(page).toHaveURL(/\/mc-cart\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Нове замовлення' })).toBeVisible()
  // The server answers again: the outbox's next retry creates the order and the cart takes its number.
  failing = false
  await expect(page).toHaveURL(/\/mc-cart\/\d+$/, { timeout: 45_000 })
  await expect(page.getByRole('heading', { level: 1, name: /^Замовлення MC-\d+$/ })).toBeVisible()
})

test('the previous-entry dialog closes only with its button', async ({ page }) => {
  await signIn(page, 'registrar')
  await page.getByRole('button', { name: 'Попередній запис' }).click()
  const dialog = page.getByRole('dialog', { name: 'Попередній запис' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Зареєструвати' })).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(Math.round(box.width)).toBe(Math.round(1366 * 0.7))

  await page.keyboard.press('Escape')
  await page.mouse.click(10, 700)
  await expect(dialog).toBeVisible()

  await dialog.getByRole('button', { name: 'Закрити' }).click()
  await expect(dialog).toBeHidden()
})

test('create task opens the new-task page', async ({ page }) => {
  await signIn(page, 'doctor')
  await page.getByRole('link', { name: 'Створити задачу' }).click()
  await expect(page).toHaveURL('/task-manager/create')
  await expect(page.getByRole('heading', { name: 'Нова задача' })).toBeVisible()
})

test('the avatar menu follows the permissions and signs out without a server call', async ({ page }) => {
  await test.step('registrar: no basic settings; tasks open filtered to the user', async () => {
    await signIn(page, 'registrar')
    await userMenu(page, 'Ірина Реєстраторка').click()
    const items = page.getByRole('menu')
    await expect(items).toContainText('Ірина Реєстраторка')
    await expect(items.getByRole('menuitem', { name: 'Основні налаштування' })).toHaveCount(0)
    await expect(items.getByRole('menuitem', { name: 'Особисті налаштування' })).toBeVisible()
    await items.getByRole('menuitem', { name: /Менеджер задач/ }).click()
    await expect(page).toHaveURL(/\/task-manager\?users=\d+$/)
  })

  await test.step('admin: basic settings', async () => {
    await page.evaluate(() => localStorage.clear())
    const answered: string[] = []
    page.on('response', (r) => answered.push(r.url()))
    await signIn(page, 'admin')
    await userMenu(page, 'Олена Адміністраторка').click()
    await page.getByRole('menuitem', { name: 'Основні налаштування' }).click()
    await expect(page).toHaveURL('/settings/general/basic-settings')
    // The page has read the settings from the server.
    await expect(page.getByLabel('Телефон *')).not.toHaveValue('')
    // So has the first load of the clients kept on the device, which the sign-in starts in the background.
    await expect
      .poll(() =>
        answered
          .slice(answered.findLastIndex((u) => u.endsWith('/api/login')))
          .some((u) => /\/sync\/pull\?.*scopes=clients/.test(u)),
      )
      .toBe(true)
  })

  await test.step('Вийти forgets the token and goes to /auth', async () => {
    // The layout's own loads (references, once per session) are over before the user signs out.
    await page.waitForLoadState('networkidle')
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(r.url())
    })
    await userMenu(page, 'Олена Адміністраторка').click()
    await page.getByRole('menuitem', { name: 'Вийти' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull()
    // A background pull of the references may be under way as the user clicks (another user's change
    // announced over the realtime channel starts one); signing out itself asks nothing of the server.
    expect(calls.filter((u) => !/\/sync\/pull\?/.test(u))).toEqual([])
    // And once signed out, the device stops asking: no pull, no probe with the forgotten token.
    const after = calls.length
    await page.waitForTimeout(1500)
    expect(calls.slice(after)).toEqual([])
  })
})

test('the header shows when the browser goes offline and back online', async ({ page, context }) => {
  await signIn(page, 'callcenter')
  const header = page.getByRole('banner')
  await expect(header.getByText('Онлайн')).toBeVisible()
  await context.setOffline(true)
  await expect(header.getByText('Офлайн')).toBeVisible()
  await context.setOffline(false)
  await expect(header.getByText('Онлайн')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(
    `© 2021–${new Date().getFullYear()} Clinic Office Digital Health`,
  )
})
