import { expect, test } from '@playwright/test'
import { apiToken, expectAllSent, serverGet, signIn, widget } from './offline-support'

test('a change the server refuses (422) on replay is shown on its own screen, fixed there and sent', async ({
  page,
  context,
  request,
}) => {
  await test.step('admin changes personal settings offline', async () => {
    await signIn(page)
    await page.goto('/settings/general/personal-settings')
    await expect(page.getByLabel('Мова інтерфейсу')).toBeVisible()
    await context.setOffline(true)
    await page.getByLabel('QR-код: відступ зліва, мм').fill('3')
    await page.getByRole('button', { name: 'Зберегти' }).click()
  })

  await test.step('back online, the server refuses the replayed change with 422 and its messages', async () => {
    // Stands in for a rule that changed on the server while the device was offline.
    await page.route('**/api/api/v2/personal-settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 422,
            json: {
              message: 'Перевірте правильність заповнення полів',
              code: 'validation_failed',
              errors: { qr_margin_left: ['Відступ QR-коду для цього принтера — не більше 2 мм'] },
            },
          })
        : route.continue(),
    )
    await context.setOffline(false)
    const alert = page.getByRole('alert').filter({ hasText: 'Сервер не прийняв' })
    await expect(alert).toContainText('Перевірте правильність заповнення полів')
    await expect(alert).toContainText('Відступ QR-коду для цього принтера — не більше 2 мм')
    await expect(widget(page)).toContainText('1 потребує уваги')
  })

  await test.step('the sync screen lists it with the server message and opens the record', async () => {
    await page.goto('/sync')
    const item = page.getByTestId('outbox-item').filter({ hasText: 'Особисті налаштування' })
    await expect(item).toHaveAttribute('data-status', 'rejected')
    await expect(item).toContainText('Відступ QR-коду для цього принтера — не більше 2 мм')
    await item.getByRole('link', { name: 'Відкрити запис' }).click()
    await expect(page).toHaveURL(/personal-settings/)
  })

  await test.step('admin fixes the value and saves: the fixed change replaces the refused one and is sent', async () => {
    await page.unroute('**/api/api/v2/personal-settings')
    await page.getByLabel('QR-код: відступ зліва, мм').fill('2')
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expectAllSent(page)
    await expect(page.getByRole('alert').filter({ hasText: 'Сервер не прийняв' })).toHaveCount(0)
    const settings = await serverGet<{ qrMarginLeft: number }>(
      request,
      await apiToken(request),
      '/api/v2/personal-settings',
    )
    expect(settings.qrMarginLeft).toBe(2)
  })
})
