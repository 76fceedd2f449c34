/**
 * The order list (/mc-orders): a cashier pages through 15 rows a page, filters by state and period
 * (the 30-day maximum is refused next to the field), cancels an order with a reason and closes another
 * after confirming; the badges change on screen and the server's states are checked through the API.
 */
import { expect, test, type Page } from '@playwright/test'
import { kyivDay } from './clients-support'
import { API, apiToken, serverGet, signIn } from './offline-support'
import { shownDay } from './date-support'

interface ServerOrder {
  id: number
  state: string
  cancelReasonId: number | null
  cancelComment: string | null
}

const bodyRows = (page: Page) => page.locator('tbody tr')
const rowOf = (page: Page, code: string) => bodyRows(page).filter({ hasText: code })
const badgeOf = (page: Page, code: string) => rowOf(page, code).locator('[data-tone]')

/** The id behind a row, read from its code's link (/mc-cart/{id}). */
async function idOf(page: Page, code: string): Promise<number> {
  const href = await rowOf(page, code).getByRole('link', { name: code, exact: true }).getAttribute('href')
  return Number(href?.split('/').pop())
}

/** Opens the row's action menu ("Дії MC-…") and picks an action. */
async function rowAction(page: Page, code: string, action: string) {
  await rowOf(page, code)
    .getByRole('button', { name: `Дії ${code}` })
    .click()
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click()
}

test('a cashier filters the order list, pages it, cancels one order and closes another', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'cashier')
  // 12 demo orders + 6 new ones, all created today: more than one page of 15.
  for (let i = 0; i < 6; i++) {
    const res = await request.post(`${API}/mc-orders/create-new-from-zero`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(res.status()).toBe(201)
  }
  const all = await serverGet<{ meta: { total: number } }>(request, token, '/api/v2/mc-orders')
  expect(all.meta.total).toBeGreaterThan(15)

  await signIn(page, 'cashier')

  await test.step('the list shows 15 orders of the last 30 days, and page 2 the rest', async () => {
    await page.goto('/mc-orders')
    await expect(page.getByRole('heading', { name: 'Замовлення' })).toBeVisible()
    await expect(page.getByLabel('Період')).toHaveValue('30-days')
    await expect(bodyRows(page)).toHaveCount(15)
    const pages = Math.ceil(all.meta.total / 15)
    await expect(page.getByText(`Сторінка 1 з ${pages}`)).toBeVisible()
    await page.getByRole('link', { name: 'Наступна' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(`Сторінка 2 з ${pages}`)).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(Math.min(15, all.meta.total - 15))
  })

  await test.step('a custom period over 30 days is refused next to the field', async () => {
    await expect(page.getByRole('option', { name: /3 місяці/ })).toBeDisabled()
    await page.getByLabel('Період').selectOption('custom')
    await page.getByLabel('Від', { exact: true }).fill(shownDay(kyivDay(-40)))
    await expect(
      page.getByRole('alert').filter({ hasText: 'Період не може перевищувати 30 днів' }),
    ).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(0)
    await page.getByLabel('Від', { exact: true }).fill(shownDay(kyivDay(-1)))
    await expect(page.getByText('Період не може перевищувати 30 днів')).toHaveCount(0)
    await expect(bodyRows(page)).toHaveCount(15)
  })

  let code = ''
  await test.step('filtering by state "Підтверджений" keeps only confirmed orders, also after a reload', async () => {
    await page.getByLabel('Підтверджений', { exact: true }).click()
    await expect(page).toHaveURL(/state=confirmed/)
    await expect(bodyRows(page).first()).toBeVisible()
    const badges = page.locator('tbody [data-tone]')
    await expect(badges.filter({ hasNotText: 'Підтверджений' })).toHaveCount(0)
    await page.reload()
    await expect(page.getByLabel('Підтверджений', { exact: true })).toBeChecked()
    await expect(page.getByLabel('Від', { exact: true })).toHaveValue(shownDay(kyivDay(-1)))
    await expect(bodyRows(page).first()).toBeVisible()
    code = (await bodyRows(page).first().locator('td').first().innerText()).trim()
    expect(code).toMatch(/^MC-\d+$/)
  })

  await test.step(`the cashier cancels ${code} with a reason; its badge turns red`, async () => {
    const id = await idOf(page, code)
    await rowAction(page, code, 'Скасувати')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Скасувати замовлення' }).click()
    await expect(dialog.getByText('Оберіть причину скасування')).toBeVisible()
    await dialog.getByLabel('Причина скасування').selectOption({ index: 1 })
    await dialog.getByLabel('Коментар').fill('Пацієнт переніс візит')
    await dialog.getByRole('button', { name: 'Скасувати замовлення' }).click()
    await expect(dialog).toBeHidden()
    await expect(badgeOf(page, code)).toHaveText('Скасовано')
    await expect(badgeOf(page, code)).toHaveAttribute('data-tone', 'red')
    await rowOf(page, code)
      .getByRole('button', { name: `Дії ${code}` })
      .click()
    await expect(page.getByRole('menuitem', { name: 'Відкрити' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Скасувати' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    const saved = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${id}`)
    expect(saved.state).toBe('deleted')
    expect(saved.cancelReasonId).not.toBeNull()
    expect(saved.cancelComment).toBe('Пацієнт переніс візит')
  })

  await test.step('the cashier closes an executed order after confirming; its badge turns green', async () => {
    // The boxes follow the address, which changes just after the click.
    await page.getByLabel('Підтверджений', { exact: true }).click()
    await expect(page.getByLabel('Підтверджений', { exact: true })).not.toBeChecked()
    await page.getByLabel('Виконано, не оплачено', { exact: true }).click()
    await expect(page).toHaveURL(/state=done(&|$)/)
    const first = bodyRows(page).first()
    await expect(first.locator('[data-tone]')).toHaveText('Виконано, не оплачено')
    const done = (await first.locator('td').first().innerText()).trim()
    const id = await idOf(page, done)
    await rowAction(page, done, 'Закрити')
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(`Закрити замовлення ${done}?`)
    await confirm.getByRole('button', { name: 'Закрити замовлення' }).click()
    await expect(badgeOf(page, done)).toHaveText('Виконано і оплачено')
    await expect(badgeOf(page, done)).toHaveAttribute('data-tone', 'green')
    const saved = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${id}`)
    expect(saved.state).toBe('payed_cash')
  })

  await test.step('offline, the page says the list needs the network instead of failing', async () => {
    // Every state again: the list has rows whatever the server answers on reconnect (the closed order
    // left the "done" filter, and the list refetches on reconnect once its data is 30 s old).
    await page.getByLabel('Виконано, не оплачено', { exact: true }).click()
    await expect(page).not.toHaveURL(/state=/)
    await expect(bodyRows(page)).toHaveCount(15)
    await page.context().setOffline(true)
    await expect(
      page.getByRole('status').filter({ hasText: 'Список замовлень працює лише онлайн' }),
    ).toBeVisible()
    await expect(page.getByText('Помилка при завантаженні даних')).toHaveCount(0)
    await page.context().setOffline(false)
    await expect(bodyRows(page)).toHaveCount(15)
  })
})
