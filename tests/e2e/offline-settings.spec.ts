import { expect, test } from '@playwright/test'
import {
  addReasons,
  reasonsShown,
  apiToken,
  expectAllSent,
  reasonNames,
  serverGet,
  signIn,
  widget,
  type Reason,
} from './offline-support'

test('an administrator edits personal settings and weekend reasons offline, reloads, and the server gets both once back online', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now().toString(36)
  await test.step('admin signs in and opens both screens while online (they are cached)', async () => {
    await signIn(page)
    await page.goto('/settings/medical-center/weekend-reasons')
    await expect(page.getByRole('heading', { name: 'Причини вихідних' })).toBeVisible()
    await page.goto('/settings/general/personal-settings')
    await expect(page.getByLabel('Мова інтерфейсу')).toBeVisible()
    await expectAllSent(page)
    // The app shell is precached before the network goes: the reload offline below needs it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  })

  await test.step('the network drops; admin changes the language and a print margin', async () => {
    await context.setOffline(true)
    await page.getByLabel('Мова інтерфейсу').click()
    await page.getByRole('option', { name: 'Російська' }).click()
    await page.getByLabel('QR-код: відступ зверху, мм').fill('2.5')
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expect(widget(page)).toContainText('Немає мережі')
    await expect(widget(page)).toContainText('1 зміна чекає')
  })

  await test.step('admin adds two weekend reasons, still offline', async () => {
    await page.goto('/settings/medical-center/weekend-reasons')
    await addReasons(page, [`Відпустка ${stamp}`, `Навчання ${stamp}`])
    // Each new reason is its own change, besides the settings.
    await expect(widget(page)).toContainText('3 зміни чекають')
  })

  await test.step('the page reloads offline: the edits are still there and still waiting', async () => {
    await page.reload()
    const section = await reasonsShown(page)
    await section.getByRole('searchbox').fill(stamp)
    await expect(section.getByRole('cell', { name: `Навчання ${stamp}`, exact: true })).toBeVisible()
    await page.goto('/settings/general/personal-settings')
    await expect(page.getByLabel('Мова інтерфейсу')).toHaveText('Російська')
    await page.goto('/sync')
    await expect(page.getByTestId('outbox-item')).toHaveCount(3)
    await expect(page.getByText('Особисті налаштування')).toBeVisible()
    await expect(page.getByText(`Причина вихідних «Навчання ${stamp}»`)).toBeVisible()
  })

  await test.step('the network returns: both changes reach the server', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    const token = await apiToken(request)
    const settings = await serverGet<{ language: string; qrMarginTop: number; version: number }>(
      request,
      token,
      '/api/v2/personal-settings',
    )
    expect(settings).toMatchObject({ language: 'ru', qrMarginTop: 2.5 })
    const reasons = await serverGet<{ data: Reason[] }>(request, token, '/settings/weekend-reasons')
    expect(reasonNames(reasons)).toEqual(expect.arrayContaining([`Відпустка ${stamp}`, `Навчання ${stamp}`]))
    expect(reasonNames(reasons).filter((n) => n.endsWith(stamp))).toHaveLength(2)
  })
})
