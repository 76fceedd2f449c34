/**
 * Basic settings (/settings/general/basic-settings) are saved against the version they were read at:
 * two administrators edit the demo centre's data at once; the second save is refused, takes the field the
 * other changed into the form, keeps what was typed, and goes through when saved again. An empty field is named
 * ('Заповніть всі поля').
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './offline-support'

const open = async (page: Page) => {
  await page.goto('/settings/general/basic-settings')
  await expect(page.getByLabel('Телефон *')).not.toHaveValue('')
}

test('a save over someone else’s newer one names what they changed, takes their other fields, keeps what was typed, and goes on the next press', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage()
  const second = await (await browser.newContext()).newPage()
  await signIn(first)
  await signIn(second)
  await open(first)
  await open(second)

  await first.getByLabel('Телефон *').fill('+380441234567')
  await first.getByRole('button', { name: 'Зберегти' }).click()
  await expect(first.getByRole('status').filter({ hasText: /^Збережено$/ })).toBeVisible()

  await second.getByLabel('Адреса *', { exact: true }).fill('м. Київ, вул. Саксаганського, 5')
  await second.getByRole('button', { name: 'Зберегти' }).click()
  await expect(second.getByRole('status').filter({ hasText: 'щойно змінив інший користувач' })).toContainText(
    'Його зміни підставлено у форму: Телефон.',
  )
  await expect(second.getByLabel('Телефон *')).toHaveValue('+380441234567')
  await expect(second.getByLabel('Адреса *', { exact: true })).toHaveValue('м. Київ, вул. Саксаганського, 5')

  await second.getByLabel('Юридична назва *').fill('')
  await second.getByRole('button', { name: 'Зберегти' }).click()
  await expect(second.getByRole('alert').first()).toHaveText('Заповніть всі поля')
  await second.getByLabel('Юридична назва *').fill('ТОВ «Клінік Офіс»')
  await second.getByRole('button', { name: 'Зберегти' }).click()
  await expect(second.getByRole('status').filter({ hasText: /^Збережено$/ })).toBeVisible()

  // A later save of the same form is based on its own last save, not refused as stale.
  await second.getByLabel('Ел. пошта *').fill('reception@clinic-office.example')
  await second.getByRole('button', { name: 'Зберегти' }).click()
  await expect(second.getByRole('status').filter({ hasText: /^Збережено$/ })).toBeVisible()

  // What both saved is what a reload shows: the first one's phone and the second one's address.
  await first.reload()
  await expect(first.getByLabel('Телефон *')).toHaveValue('+380441234567')
  await expect(first.getByLabel('Адреса *', { exact: true })).toHaveValue('м. Київ, вул. Саксаганського, 5')
  await expect(first.getByLabel('Ел. пошта *')).toHaveValue('reception@clinic-office.example')
})
