/**
 * System modules (spec 000 §6): an administrator switches a module off on /settings/general/modules and
 * another signed-in user's menu loses the module's entry at once, without a reload; switched back on,
 * it returns the same way. "Birthday required" marks and checks the birthday of an open client form
 * the same way. The page is online only and says so offline.
 */
import { expect, test } from '@playwright/test'
import { API, apiToken, signIn } from './offline-support'

test('a module switched off leaves another signed-in user’s menu without a reload, and comes back', async ({
  browser,
  request,
}) => {
  const adminToken = await apiToken(request)
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
  await test.step('the cashier is granted the additional-sales report', async () => {
    const profile = await request.get(`${API}/current-profile`, {
      headers: auth(await apiToken(request, 'cashier')),
    })
    const { id } = ((await profile.json()) as { user: { id: number } }).user
    const granted = await request.put(`${API}/api/v2/users/${id}/permissions`, {
      headers: { ...auth(adminToken), 'Idempotency-Key': crypto.randomUUID() },
      data: { grants: ['crmReportsAddSaleSee'], denies: [] },
    })
    expect(granted.ok(), await granted.text()).toBe(true)
  })

  const admin = await (await browser.newContext()).newPage()
  const cashier = await (await browser.newContext()).newPage()
  const menu = cashier.getByRole('navigation', { name: 'Головне меню' })
  const entry = menu.getByRole('link', { name: 'Додаткові продажі' })

  await test.step('the cashier opens the report from the menu', async () => {
    await signIn(cashier, 'cashier')
    await menu.getByRole('button', { name: 'Звіти', exact: true }).click()
    await menu.getByRole('button', { name: 'Маркетинг', exact: true }).click()
    await entry.click()
    await expect(cashier).toHaveURL('/reports/add-sale')
  })

  const upselling = admin.getByRole('checkbox', { name: 'Додаткові продажі (апселінг)' })
  await test.step('the administrator switches upselling off', async () => {
    await signIn(admin)
    await admin.goto('/settings/general/modules')
    await expect(upselling).toBeChecked()
    await upselling.click()
    await admin.getByRole('button', { name: 'Зберегти' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible()
  })

  await test.step('the cashier’s menu loses the entry at once, and its page says the module is off', async () => {
    await expect(entry).toHaveCount(0)
    await expect(cashier.getByText('Модуль «Додаткові продажі (апселінг)» вимкнено')).toBeVisible()
    await expect(cashier).toHaveURL('/reports/add-sale')
  })

  await test.step('switched back on, it returns the same way', async () => {
    await upselling.click()
    await admin.getByRole('button', { name: 'Зберегти' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'Збережено' })).toBeVisible()
    await expect(entry).toBeVisible()
    await expect(cashier.getByText('Модуль «Додаткові продажі (апселінг)» вимкнено')).toHaveCount(0)
    await expect(cashier.getByRole('heading', { name: 'Додаткові продажі' })).toBeVisible()
  })

  await test.step('"birthday required" reaches the cashier’s open client form: marked, asked for, and let go', async () => {
    await cashier.goto('/clients/create')
    const birthday = cashier.getByLabel('Дата народження', { exact: true })
    await expect(birthday).toBeVisible()
    await cashier.getByLabel('Прізвище').fill('Гнатюк')
    await cashier.getByLabel("Ім'я").fill('Ольга')
    const required = admin.getByRole('checkbox', { name: "Дата народження обов'язкова" })
    await required.click()
    await admin.getByRole('button', { name: 'Зберегти' }).click()
    await expect(admin.getByRole('status').filter({ hasText: /^Збережено:/ })).toBeVisible()
    await expect(cashier.getByLabel('Дата народження *')).toBeVisible()
    await cashier.getByRole('button', { name: 'Створити', exact: true }).click()
    await expect(cashier.getByText('Вкажіть дату народження')).toBeVisible()
    await expect(cashier).toHaveURL('/clients/create')
    await required.click()
    await admin.getByRole('button', { name: 'Зберегти' }).click()
    await expect(admin.getByRole('status').filter({ hasText: /^Збережено:/ })).toBeVisible()
    await expect(birthday).toBeVisible()
    await expect(cashier.getByLabel('Прізвище')).toHaveValue('Гнатюк')
  })

  await test.step('offline, the page says the modules change only online', async () => {
    await admin.context().setOffline(true)
    await expect(admin.getByText('Модулі змінюються лише онлайн')).toBeVisible()
    await expect(upselling).toBeDisabled()
    await admin.context().setOffline(false)
  })
})
