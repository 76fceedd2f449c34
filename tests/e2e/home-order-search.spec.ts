import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { apiToken, serverGet, signIn } from './offline-support'

interface ListedOrder {
  id: number
  code: string
  clientName: string | null
}

const widget = (page: Page) => page.getByRole('region', { name: 'Пошук замовлення' })
const field = (page: Page) => widget(page).getByLabel(/Код замовлення, прізвище/)
const found = (page: Page) => widget(page).getByRole('list', { name: 'Знайдені замовлення' })

/** Serious and critical axe findings, as "rule: target" lines so a failure says where. */
async function seriousViolations(page: Page) {
  await page.waitForTimeout(400)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

test('registrar finds an own order on the home page by its code as typed and by the patient, and opens its cart', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'registrar')
  const own = await serverGet<{ data: ListedOrder[] }>(request, token, '/api/v2/mc-orders?perPage=100')
  const order = own.data.find((o) => o.clientName !== null)
  expect(order, 'the demo registrar has an order with a patient').toBeDefined()
  const { id, code, clientName } = order!
  const number = String(Number(code.replace(/\D/g, '')))
  const [surname, name] = clientName!.split(' ')

  await signIn(page, 'registrar')
  await expect(widget(page)).toBeVisible()

  await test.step(`"мс-${number}" typed on a Ukrainian keyboard finds ${code} while typing`, async () => {
    // "мс" is Cyrillic м and с, as a Ukrainian keyboard types the prefix.
    await field(page).pressSequentially(`мс-${number}`)
    await expect(found(page).getByRole('link')).toHaveCount(1)
    await expect(found(page).getByRole('link')).toContainText(code)
    await expect(found(page).getByRole('link')).toContainText(clientName!)
    expect(await seriousViolations(page)).toEqual([])
  })

  await test.step(`the patient's surname and name "${surname} ${name}" find it too, and choosing it opens the cart`, async () => {
    await field(page).fill(`${surname} ${name}`)
    const link = found(page).getByRole('link', { name: new RegExp(code) })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(`/mc-cart/${id}`)
  })

  await test.step('offline the widget says the search needs the network', async () => {
    await page.goto('/')
    await expect(widget(page)).toBeVisible()
    await context.setOffline(true)
    await expect(widget(page).getByRole('status')).toContainText('Пошук замовлень працює лише онлайн')
    await context.setOffline(false)
  })
})

test('a warehouse keeper, who may not see orders, has no order search on the home page', async ({ page }) => {
  await signIn(page, 'warehouse')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Вітаємо')
  await expect(page.getByRole('heading', { name: 'Пошук замовлення' })).toHaveCount(0)
  await expect(page.getByRole('searchbox')).toHaveCount(0)
})
