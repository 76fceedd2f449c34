/**
 * The test editor (issue 21): an administrator makes a package of three tests with containers — a
 * package inside it is refused with the spec's message, turning "package" off asks before it clears the
 * chosen tests — saves it; choosing an external laboratory for a test asks, then clears its container and
 * department; and once the package is in the order's tests price list a new cart offers it
 * and shows the tubes its tests need.
 */
import { expect, test, type Page } from '@playwright/test'
import { addFromCatalogue, cartDemo, choosePlace, newCart } from './cart-support'
import { API, apiToken, serverGet, signIn } from './offline-support'

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

/** Adds a test to the package through its combobox (typed code, then the match). */
async function addMember(page: Page, code: string) {
  const input = page.getByLabel('Додати аналіз до пакета')
  await input.fill(code)
  await page.getByRole('option', { name: new RegExp(`^${code} `) }).click()
}

test('an administrator makes a package of three tests and a cart shows its tubes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await apiToken(request)
  const demo = await cartDemo(request, token)
  const code = `PKG-${Date.now().toString(36).toUpperCase()}`
  const name = `Пакет для журналу ${code}`
  await signIn(page)
  await page.goto('/settings/finances/mc-tests')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Аналізи' })).toBeVisible()
  await expect(main.getByRole('row', { name: '1001' })).toBeVisible()

  let id = 0
  await test.step('a package of three tests; a package inside it is refused with the spec’s message', async () => {
    await main.getByRole('link', { name: 'Додати аналіз' }).click()
    const form = page.getByRole('form', { name: 'Новий аналіз' })
    await form.getByLabel('Код *').fill(code)
    await form.getByLabel('Назва українською *').fill(name)
    await pick(page, 'Категорія *', /›/)
    await form.getByLabel('Пакет аналізів').click()
    // ЗАК (EDTA tube), glucose (fluoride tube), TSH (serum tube) — and package 7002 by mistake.
    for (const member of ['1001', '2001', '3001', '7002']) await addMember(page, member)
    await expect(form.getByRole('list', { name: 'Аналізи пакета' }).getByRole('listitem')).toHaveCount(4)
    await form.getByRole('button', { name: 'Додати аналіз', exact: true }).click()
    await expect(form.getByText('Пакетні аналізи не можуть бути частиною пакета')).toBeVisible()
    await form.getByRole('button', { name: /^Прибрати з пакета: 7002/ }).click()
    await form.getByRole('button', { name: 'Додати аналіз', exact: true }).click()
    await expect(page).toHaveURL(/\/settings\/finances\/mc-tests\/\d+$/)
    id = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(page.getByRole('heading', { level: 1, name: `Аналіз ${code} — ${name}` })).toBeVisible()
  })

  await test.step('turning "package" off asks first; cancelled, the tests stay', async () => {
    const form = page.getByRole('form', { name: `Аналіз ${code}` })
    await form.getByLabel('Пакет аналізів').click()
    const confirm = page.getByRole('alertdialog', { name: 'Очистити аналізи пакета?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Скасувати' }).click()
    await expect(form.getByRole('list', { name: 'Аналізи пакета' }).getByRole('listitem')).toHaveCount(3)
    const saved = await serverGet<{ data: { packageTestsIds: number[]; package: boolean } }>(
      request,
      token,
      `/api/v2/mc-tests/${id}`,
    )
    expect(saved.data.package).toBe(true)
    expect(saved.data.packageTestsIds).toHaveLength(3)
  })

  await test.step('choosing an external laboratory for a test with tubes asks, then clears container and department', async () => {
    await page.goto('/settings/finances/mc-tests?search=2001')
    await page.getByRole('main').getByRole('link', { name: '2001', exact: true }).click()
    const form = page.getByRole('form', { name: 'Аналіз 2001' })
    await expect(form.getByLabel('Контейнер', { exact: true })).toContainText('фторидом')
    await pick(page, 'Лабораторія', /\(зовнішня\)/)
    const confirm = page.getByRole('alertdialog', { name: 'Очистити контейнер і відділення?' })
    await confirm.getByRole('button', { name: 'Так, очистити' }).click()
    await expect(form.getByLabel('Контейнер', { exact: true })).toContainText('Не вказано')
    await expect(form.getByLabel('Відділення', { exact: true })).toContainText('Не вказано')
    await expect(form.getByLabel('Контейнер', { exact: true })).toBeDisabled()
    // Left unsaved: the demo test keeps its tube for the cart below.
  })

  await test.step('in the order’s tests price list, a new cart offers the package and shows its tubes', async () => {
    const order = await serverGet<{ mcTestPriceListId: number }>(request, token, '/api/v2/mc-orders/1')
    const res = await request.post(`${API}/settings/price-lists/${order.mcTestPriceListId}/positions`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { items: [{ mcTestId: id, price: 99_000 }] },
    })
    expect(res.status(), await res.text()).toBe(201)
    await page.goto('/')
    await newCart(page)
    await choosePlace(page, demo)
    await addFromCatalogue(page, name)
    const tubes = page.getByRole('list', { name: 'Пробірки замовлення' })
    await expect(page.getByRole('heading', { name: 'Пробірки: 3' })).toBeVisible()
    await expect(tubes.getByText(/ЕДТА.*Загальний аналіз крові/)).toBeVisible()
    await expect(tubes.getByText(/фторидом.*Глюкоза/)).toBeVisible()
    await expect(tubes.getByText(/гелем.*Тиреотропний гормон/)).toBeVisible()
  })
})
