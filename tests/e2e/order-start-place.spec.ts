/** Issue 18 item 6: a new order starts at the city and filial of the user's personal settings, priced. */
import { expect, test, type Page } from '@playwright/test'
import type { PersonalSettings } from '../../domain/settings/personal-settings.schema'
import { addFromCatalogue, cartDemo, money, type CartDemo } from './cart-support'
import { apiToken, explainFailures, expectAllSent, serverGet, serverPut, signIn } from './offline-support'

explainFailures(test)

/** The cart shows the place and both price lists chosen, and the first service is priced. */
async function expectStartedAtPlace(page: Page, demo: CartDemo) {
  const place = page.getByRole('region', { name: 'Місце та прайс-листи' })
  await expect(place.getByLabel('Місто').locator('option:checked')).toHaveText(demo.cityName)
  await expect(place.getByLabel('Філія').locator('option:checked')).toHaveText(demo.filialName)
  for (const field of ['Прайс-лист послуг', 'Прайс-лист аналізів'])
    await expect(place.getByLabel(field)).not.toHaveValue('')
  // The active lists are already the order's: nothing left to suggest.
  await expect(place.getByRole('button', { name: /Активний для місця/ })).toHaveCount(0)
  await addFromCatalogue(page, demo.service.name)
  await expect(page.getByTestId(`line-services-${demo.service.id}`).getByTestId('line-price')).not.toHaveText(
    money(0),
  )
}

test('admin sets a city and filial in personal settings; a new order from the header starts there with its active price lists, online and offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request)
  const demo = await cartDemo(request, token)
  await signIn(page)

  await test.step('admin chooses the city and filial in personal settings', async () => {
    await page.goto('/settings/general/personal-settings')
    await page.getByLabel('Місто').click()
    await page.getByRole('option', { name: demo.cityName, exact: true }).click()
    await page.getByLabel('Філія').click()
    await page.getByRole('option', { name: demo.filialName, exact: true }).click()
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expectAllSent(page)
  })

  await test.step('online: the header button opens a cart already at that place and priced', async () => {
    await page.getByRole('button', { name: 'Створити замовлення' }).click()
    await expect(page).toHaveURL(/\/mc-cart\/\d+$/)
    await expectStartedAtPlace(page, demo)
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  })

  await test.step('offline: the order made on the device starts at the same place, priced by the worker', async () => {
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Створити замовлення' }).click()
    await expect(page).toHaveURL(/\/mc-cart\/[0-9a-f-]{36}$/)
    await expectStartedAtPlace(page, demo)
    await context.setOffline(false)
    await expect(page).toHaveURL(/\/mc-cart\/\d+$/, { timeout: 30_000 })
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 30_000 })
  })

  await test.step('the server holds the place on the order sent from the device', async () => {
    const orderId = Number(new URL(page.url()).pathname.split('/').pop())
    const order = await serverGet<{
      city: { name: string } | null
      filial: { name: string } | null
      servicePriceListId: number | null
    }>(request, token, `/api/v2/mc-orders/${orderId}`)
    expect(order).toMatchObject({ city: { name: demo.cityName }, filial: { name: demo.filialName } })
    expect(order.servicePriceListId).not.toBeNull()
  })

  // Later journeys of the same run expect admin's new orders to start without a place.
  const settings = await serverGet<PersonalSettings>(request, token, '/api/v2/personal-settings')
  const { updatedAt: _at, ...rest } = settings
  await serverPut(request, token, '/api/v2/personal-settings', { ...rest, cityId: null, filialId: null })
})
