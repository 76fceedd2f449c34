/**
 * The warehouse documents (issue 24 item 3): the storekeeper enters an incoming invoice of two packs of
 * test strips (50 pieces a pack) for the central stock, signs it after the confirmation, and the stock
 * availability shows the balance grown by 100 pieces — as the server counts it.
 */
import { expect, test } from '@playwright/test'
import { apiToken, serverGet, signIn } from './offline-support'

const PRODUCT = 'Тест-смужки для глюкометра (50 шт)'
const STOCK = 'Центральний склад'

interface Availability {
  data: Array<{ warehouseName: string; productName: string; balance: number }>
}

test('a storekeeper receives an incoming invoice, signs it, and the stock availability shows the new balance', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'warehouse')
  const balance = async () => {
    const rows = await serverGet<Availability>(
      request,
      token,
      `/api/v2/warehouse/stock-availability?perPage=100&search=${encodeURIComponent('Тест-смужки')}`,
    )
    return rows.data.find((r) => r.warehouseName === STOCK && r.productName === PRODUCT)?.balance ?? 0
  }
  const before = await balance()
  await signIn(page, 'warehouse')
  const main = page.getByRole('main')

  await test.step('storekeeper opens a new incoming invoice from the documents list', async () => {
    await page.goto('/warehouse')
    await expect(main.getByRole('heading', { level: 1, name: 'Складські документи' })).toBeVisible()
    await main
      .getByRole('navigation', { name: 'Новий документ' })
      .getByRole('link', { name: 'Прибуткова накладна' })
      .click()
    await expect(main.getByRole('heading', { level: 1, name: 'Нова прибуткова накладна' })).toBeVisible()
  })

  await test.step('storekeeper enters two packs at 300,00 грн a pack', async () => {
    await main.getByLabel('Склад *').selectOption({ label: STOCK })
    await expect(main.getByLabel('Підстава *')).toHaveValue('purchase')
    const line = main.getByRole('group', { name: 'Рядок 1' })
    await line.getByRole('combobox', { name: 'Номенклатура 1 *' }).fill('смужки')
    await page.getByRole('option', { name: PRODUCT }).click()
    await line.getByLabel('Кількість 1 *').fill('2')
    await line.getByLabel('Ціна за уп').fill('300,00')
    await expect(line.getByText('= 100 шт')).toBeVisible()
    await expect(main.getByTestId('document-total')).toHaveText(/600,00\sгрн/)
    await main.getByRole('button', { name: 'Зберегти документ' }).click()
    await expect(page).toHaveURL(/\/warehouse\/documents\/\d+$/)
    await expect(main.getByText('Збережено ·')).toBeVisible()
  })

  await test.step('storekeeper signs it after the confirmation', async () => {
    await main.getByRole('button', { name: 'Підписати' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('залишки на складі зміняться')
    await dialog.getByRole('button', { name: 'Підписати' }).click()
    await expect(main.getByText(/Документ підписано: його рух уже на складі/)).toBeVisible()
    await expect(main.getByRole('button', { name: 'Зберегти' })).toHaveCount(0)
  })

  await test.step('the stock availability shows 100 pieces more', async () => {
    expect(await balance()).toBe(before + 100)
    await page.goto(`/warehouse/stock-availability?search=${encodeURIComponent('Тест-смужки')}`)
    const row = main.getByTestId('availability-row').filter({ hasText: STOCK })
    await expect(row).toContainText(`(${before + 100} шт)`)
  })
})
