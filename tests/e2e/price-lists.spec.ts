/**
 * The price list screens (issue 19 item 1): an administrator creates a services list for the Dnipro
 * filial (no other journey sells there), adds a service with its price, imports an Excel file (a bad one
 * first: its rows are listed and nothing is stored), exports the list, raises the selected positions'
 * prices by 10 % with a mass action, reads the change in the list's history — and a new cart at that
 * filial prices the service at the new price, as the server holds it. Dnipro's tests list gets a price for
 * venous blood (multimaterials), which that cart then charges for the material.
 */
import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { addFromCatalogue, cartDemo, money, newCart } from './cart-support'
import { apiToken, serverGet, signIn } from './offline-support'

const FILIAL = 'Дніпро, Яворницького'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** An .xlsx of price list rows: code and price in hryvnias (the other columns left out). */
async function priceFile(rows: Array<[string, string | number]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Позиції')
  sheet.addRow(['Код', 'Ціна, грн'])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an administrator builds a price list, raises its prices by 10 % and a new cart charges the new price', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const token = await apiToken(request)
  const demo = await cartDemo(request, token)
  // The codes of the demo service and of another one, from order 1's services list.
  const order = await serverGet<{ servicePriceListId: number }>(request, token, '/api/v2/mc-orders/1')
  const demoPositions = await serverGet<{ data: Array<{ serviceId: number; code: string; name: string }> }>(
    request,
    token,
    `/settings/price-lists/${order.servicePriceListId}/group-positions?perPage=100`,
  )
  const code = demoPositions.data.find((p) => p.serviceId === demo.service.id)!.code
  const other = demoPositions.data.find((p) => p.serviceId !== demo.service.id)!
  await signIn(page)
  await page.goto('/settings/finances/price-lists')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Прайс-листи' })).toBeVisible()

  let listId = 0
  await test.step('create the list: a short name is refused on its field, then saved with its owner', async () => {
    await main.getByRole('link', { name: 'Додати прайс-лист' }).click()
    const form = page.getByRole('form', { name: 'Новий прайс-лист' })
    await form.getByLabel('Назва українською *').fill('Пр')
    await form.getByLabel('Назва українською *').blur()
    await expect(form.getByText('Назва прайс-листа має містити від 3 до 255 символів')).toBeVisible()
    await form.getByLabel('Назва українською *').fill('Дніпро акційний 2026')
    await form.getByRole('button', { name: 'Створити прайс-лист' }).click()
    await expect(form.getByText('Оберіть тип прайс-листа')).toBeVisible()
    await pick(page, 'Тип *', 'Послуги')
    await pick(page, 'Місто', 'Дніпро')
    await form.getByLabel('Опубліковано').check()
    await form.getByRole('button', { name: 'Додати власника' }).click()
    await pick(page, 'Власник 1', FILIAL)
    await form.getByRole('button', { name: 'Створити прайс-лист' }).click()
    await expect(page).toHaveURL(/\/settings\/finances\/price-lists\/\d+\?tab=positions$/)
    listId = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(main.getByRole('heading', { level: 1, name: 'Дніпро акційний 2026' })).toBeVisible()
  })

  await test.step('add the service at 500 грн', async () => {
    await main.getByRole('button', { name: 'Додати позиції' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/Знайти послугу/).fill(demo.service.name.slice(0, 12))
    await dialog.getByRole('button', { name: 'Знайти', exact: true }).click()
    await dialog.getByRole('button', { name: `Обрати ${demo.service.name}` }).click()
    const price = dialog.getByLabel(`Ціна ${demo.service.name}`)
    await price.fill('5OO')
    await dialog.getByRole('button', { name: 'Додати (1)' }).click()
    await expect(dialog.getByText(/^Сума в гривнях: до 1 000 000/)).toBeVisible()
    await price.fill('500')
    await dialog.getByRole('button', { name: 'Додати (1)' }).click()
    await expect(dialog).toBeHidden()
    const row = main.getByRole('row', { name: new RegExp(demo.service.name) })
    await expect(row).toContainText(money(50_000))
  })

  await test.step('import Excel: a bad file is listed and stores nothing, a good one changes and adds', async () => {
    const file = main.getByLabel('Файл Excel для імпорту')
    await file.setInputFiles({
      name: 'bad.xlsx',
      mimeType: XLSX,
      buffer: await priceFile([
        ['NOPE-404', 100],
        [code, 'шістсот'],
      ]),
    })
    await expect(main.getByText('Помилка, перевірте файл імпорту.')).toBeVisible()
    const problems = main.getByRole('table', { name: 'Помилки у файлі імпорту' })
    await expect(problems.getByRole('row')).toHaveCount(3)
    await expect(problems.getByRole('row').nth(1)).toContainText('2')
    await expect(problems.getByRole('row').nth(2)).toContainText('3')
    await expect(main.getByRole('row', { name: new RegExp(demo.service.name) })).toContainText(money(50_000))
    await file.setInputFiles({
      name: 'good.xlsx',
      mimeType: XLSX,
      buffer: await priceFile([
        [code, 600],
        [other.code, '300,00'],
      ]),
    })
    await expect(main.getByText('Створено 1, змінено 1, без змін 0')).toBeVisible()
    await expect(main.getByRole('row', { name: new RegExp(demo.service.name) })).toContainText(money(60_000))
    await expect(main.getByRole('row', { name: new RegExp(other.name) })).toContainText(money(30_000))
  })

  await test.step('export the list as Excel: the file holds what the screen shows', async () => {
    const download = page.waitForEvent('download')
    await main.getByRole('button', { name: 'Експорт в Excel' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('Прайс-лист Дніпро акційний 2026.xlsx')
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await file.path())
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]
    const header = rows[0]!
    const at = (name: string) => header.indexOf(name)
    const byCode = new Map(rows.slice(1).map((r) => [String(r[at('Код')]), Number(r[at('Ціна, грн')])]))
    expect(Object.fromEntries(byCode)).toEqual({ [code]: 600, [other.code]: 300 })
  })

  await test.step('raise the selected positions by 10 % in one mass action', async () => {
    await main.getByLabel('Обрати всі на сторінці').check()
    const bar = main.getByRole('group', { name: 'Масові дії' })
    await expect(bar).toContainText('Обрано позицій: 2')
    await bar.getByLabel('Відсоток').fill('десять')
    await bar.getByRole('button', { name: 'Застосувати' }).click()
    await expect(bar.getByText('Вкажіть відсоток, напр. 10 або -5,5')).toBeVisible()
    await bar.getByLabel('Відсоток').fill('10')
    await bar.getByRole('button', { name: 'Застосувати' }).click()
    await expect(page.getByText('Змінено позицій: 2')).toBeVisible()
    await expect(main.getByRole('row', { name: new RegExp(demo.service.name) })).toContainText(money(66_000))
    await expect(main.getByRole('row', { name: new RegExp(other.name) })).toContainText(money(33_000))
    const held = await serverGet<{ data: Array<{ price: number; finalPrice: number }> }>(
      request,
      token,
      `/settings/price-lists/${listId}/group-positions`,
    )
    expect(held.data.map((p) => [p.price, p.finalPrice]).sort()).toEqual([
      [33_000, 33_000],
      [66_000, 66_000],
    ])
  })

  await test.step('the history says who raised it and from what', async () => {
    await main.getByRole('tab', { name: 'Історія змін' }).click()
    const history = main.getByRole('table', { name: 'Історія змін' })
    await expect(
      history.getByRole('row', { name: new RegExp(`Масова дія.*${money(60_000)} → ${money(66_000)}`) }),
    ).toBeVisible()
    await expect(
      history.getByRole('row', { name: new RegExp(`Імпорт з Excel.*${money(50_000)} → ${money(60_000)}`) }),
    ).toBeVisible()
    await expect(history).toContainText('Створено')
  })

  let testsListId = 0
  await test.step("Dnipro's tests list prices venous blood (multimaterials); a bad price is refused in place", async () => {
    const lists = await serverGet<{ data: Array<{ id: number; nameUk: string }> }>(
      request,
      token,
      `/settings/price-lists?type=tests&search=${encodeURIComponent('Аналізи — Дніпро')}`,
    )
    const testsList = lists.data.find((l) => l.nameUk === 'Аналізи — Дніпро')!
    testsListId = testsList.id
    await page.goto(`/settings/finances/price-lists/${testsList.id}?tab=materials`)
    const form = main.getByRole('form', { name: 'Матеріали прайс-листа' })
    const rows = form.getByRole('table', { name: 'Ціни матеріалів' }).getByRole('row')
    await expect(rows).toHaveCount(4)
    await form.getByRole('button', { name: 'Додати матеріал' }).click()
    await form.getByLabel('Матеріал, рядок 4').selectOption({ label: 'Кров венозна (BLV)' })
    await form.getByLabel('Ціна, грн, рядок 4').fill('двадцять')
    await form.getByRole('button', { name: 'Зберегти ціни матеріалів' }).click()
    await expect(
      form.getByText('Сума в гривнях: до 1 000 000, не більше двох знаків після коми'),
    ).toBeVisible()
    await form.getByLabel('Ціна, грн, рядок 4').fill('25,50')
    await form.getByRole('button', { name: 'Зберегти ціни матеріалів' }).click()
    await expect(page.getByText('Ціни матеріалів збережено: 4')).toBeVisible()
    const held = await serverGet<{ data: Array<{ code: string; price: number }> }>(
      request,
      token,
      `/settings/price-lists/${testsList.id}/materials`,
    )
    expect(held.data.find((m) => m.code === 'BLV')?.price).toBe(2_550)
  })

  await test.step('a new cart at the Dnipro filial charges 660 грн for the service', async () => {
    await page.goto('/')
    await newCart(page)
    await page.getByLabel('Місто').selectOption({ label: 'Дніпро' })
    await page.getByLabel('Філія').selectOption({ label: FILIAL })
    const services = page.getByLabel('Прайс-лист послуг').locator('xpath=../..')
    await services.getByRole('button', { name: /Активний для місця/ }).click()
    await expect(page.getByLabel('Прайс-лист послуг')).toHaveValue(String(listId))
    const tests = page.getByLabel('Прайс-лист аналізів').locator('xpath=../..')
    await tests.getByRole('button', { name: /Активний для місця/ }).click()
    await expect(page.getByLabel('Прайс-лист аналізів')).toHaveValue(String(testsListId))
    await addFromCatalogue(page, demo.service.name)
    const line = page.getByTestId(`line-services-${demo.service.id}`)
    await expect(line.getByTestId('line-price')).toHaveText(money(66_000))
    // …and 25,50 грн for venous blood, the price its tests list now gives the material.
    await addFromCatalogue(page, 'Кров венозна')
    const material = page.locator('[data-testid^="line-materials-"]')
    await expect(material.getByTestId('line-price')).toHaveText(money(2_550))
  })
})
