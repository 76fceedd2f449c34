/**
 * Rights and roles (/settings/general/rights): an administrator takes a permission from a role and the
 * role's signed-in user loses the action in their open tab without a reload; a reset to the defaults
 * gives it back the same way; a user without the right is sent to /403.
 */
import { expect, test } from '@playwright/test'
import { seriousViolations } from './layout-support'
import { signIn } from './offline-support'

test('a role’s permission taken away and reset reaches the registrar’s open tab without a reload', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage()
  const registrar = await (await browser.newContext()).newPage()

  await signIn(registrar, 'registrar')
  await registrar.goto('/clients')
  const newClient = registrar.getByRole('link', { name: 'Новий клієнт' })
  await expect(newClient).toBeVisible()

  await signIn(admin)
  await admin.goto('/settings/general/rights')
  await expect(admin.getByRole('heading', { level: 1, name: 'Права і ролі' })).toBeVisible()
  await admin.getByRole('combobox', { name: 'Роль' }).click()
  await admin.getByRole('option', { name: 'Реєстратор' }).click()
  const form = admin.getByRole('form', { name: 'Права ролі: Реєстратор' })
  const edit = form.getByRole('switch', { name: 'Створення і редагування клієнтів' })
  const see = form.getByRole('switch', { name: 'Перегляд клієнтів' })
  await expect(edit).toBeChecked()
  await expect(form.getByRole('button', { name: 'Зберегти права ролі' })).toBeDisabled()
  // Reading and changing clients sit in one row; changing without reading is not offered.
  const row = form.getByRole('row', { name: /^Клієнти/ })
  await expect(row.getByRole('switch')).toHaveCount(2)
  await see.click()
  await expect(see).not.toBeChecked()
  await expect(edit).not.toBeChecked()
  await edit.click()
  await expect(see).toBeChecked()
  await expect(edit).toBeChecked()
  await expect(form.getByRole('button', { name: 'Зберегти права ролі' })).toBeDisabled()
  expect(await seriousViolations(admin)).toEqual([])
  await edit.click()
  await form.getByRole('button', { name: 'Зберегти права ролі' }).click()
  await expect(admin.getByText('Права ролі збережено')).toBeVisible()

  // The registrar's tab follows at once: the realtime notice makes it read the profile again.
  await expect(newClient).toBeHidden()
  await expect(registrar).toHaveURL(/\/clients$/)

  await form.getByRole('button', { name: 'Скинути до типових' }).click()
  const confirm = admin.getByRole('alertdialog')
  await expect(confirm).toContainText('Повернути ролі «Реєстратор» типові права?')
  await confirm.getByRole('button', { name: 'Скинути' }).click()
  await expect(admin.getByText('Ролі повернуто типові права')).toBeVisible()
  await expect(form.getByRole('switch', { name: 'Створення і редагування клієнтів' })).toBeChecked()
  await expect(newClient).toBeVisible()

  // Without the right, the page is not offered: the registrar lands on /403.
  await registrar.goto('/settings/general/rights')
  await expect(registrar).toHaveURL(/\/403$/)
})
