import { expect, test, type Page } from '@playwright/test'
import { apiToken, serverGet, signIn } from './offline-support'
import { createClientByApi, uniqueSurname } from './clients-support'
import { cartDemo, choosePlace, newCart } from './cart-support'

const bodyRows = (page: Page) => page.locator('tbody tr')

test('registrar’s searches forgive: a phone’s last digits online and offline, a test typed as it sounds or by its synonym', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, 'registrar')
  const { cyr } = uniqueSurname()
  // Seven digits of its own, so that only this client has them as the number's end.
  // (A run starting with 0 is the start of a whole number and takes the mask.)
  const run = `4${String(Date.now()).slice(-6)}`
  await createClientByApi(request, token, { surname: cyr, name: 'Оксана', phone: `38050${run}` })

  await signIn(page, 'registrar')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto('/clients')
  await expect(page.getByText(/знайдено \d/)).toBeVisible()

  const dialog = page.getByRole('dialog', { name: 'Попередній запис' })
  await test.step(`registrar types the last digits "${run}" into the phone: the server finds the client`, async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Попередній запис' }).click()
    await dialog.getByLabel('Телефон').fill(run)
    await expect(dialog.getByLabel('Телефон')).toHaveValue(run)
    await expect(dialog.getByRole('option', { name: new RegExp(cyr) })).toBeVisible()
    await dialog.getByRole('button', { name: 'Скасувати' }).click()
  })

  await test.step('offline, the same digits find the client in the copy on the device', async () => {
    await context.setOffline(true)
    await page.getByRole('banner').getByRole('button', { name: 'Попередній запис' }).click()
    await dialog.getByLabel('Телефон').fill(run.slice(-4))
    await expect(dialog.getByRole('option', { name: new RegExp(cyr) })).toBeVisible()
    await dialog.getByRole('button', { name: 'Скасувати' }).click()
    await context.setOffline(false)
  })

  await test.step('the cart’s catalogue finds "Глюкоза" typed as it sounds and the thyroid test by TSH or ТТГ', async () => {
    const demo = await cartDemo(request, token)
    await newCart(page)
    await choosePlace(page, demo)
    const found = page.getByRole('list', { name: 'Знайдено в каталозі' })
    for (const typed of ['hliukoza', 'glukoza', 'глюкоза']) {
      await page.getByLabel('Додати до кошика').fill(typed)
      await expect(found.getByRole('button', { name: 'Додати: Глюкоза', exact: true })).toBeVisible()
    }
    for (const typed of ['TSH', 'ТТГ']) {
      await page.getByLabel('Додати до кошика').fill(typed)
      await expect(found.getByRole('button', { name: /^Додати: Тиреотропний гормон/ })).toBeVisible()
    }
  })
})

test('cashier finds an order by its code typed on a Ukrainian keyboard; a cleared field stops filtering', async ({
  page,
  request,
}) => {
  const cashier = await apiToken(request, 'cashier')
  // The oldest order: found by its code whatever page (and period) it is on.
  const list = await serverGet<{ data: Array<{ code: string }> }>(
    request,
    cashier,
    '/api/v2/mc-orders?perPage=100',
  )
  const order = list.data.at(-1)!
  let shown = 0
  const number = String(Number(order.code.replace(/\D/g, '')))
  await test.step(`the cashier finds ${order.code} typed in Cyrillic look-alikes, then as "${number}"`, async () => {
    await signIn(page, 'cashier')
    await page.goto('/mc-orders')
    await expect(bodyRows(page).nth(1)).toBeVisible()
    shown = await bodyRows(page).count()
    const code = page.getByLabel('Код замовлення')
    // "МС" below is Cyrillic М and С, as a Ukrainian keyboard types the prefix.
    await code.fill(`мс-${order.code.slice(3)}`)
    await page.getByRole('button', { name: 'Знайти' }).click()
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText(order.code)
    await code.fill(number)
    await page.getByRole('button', { name: 'Знайти' }).click()
    await expect(page).toHaveURL(new RegExp(`code=${number}(&|$)`))
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText(order.code)
  })

  await test.step('clearing the code field removes the filter without pressing "Знайти"', async () => {
    await page.getByLabel('Код замовлення').fill('')
    await expect(page).not.toHaveURL(/code=/)
    await expect(bodyRows(page)).toHaveCount(shown)
  })
})
