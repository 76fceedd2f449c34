/**
 * The report framework in the browser (issue 25): an administrator opens the sales report for 30 days
 * from a preset, narrows it to a filial, sees the totals the server counts, exports the Excel file whose
 * «Разом» row holds the same sum, and reads the report again offline from the copy kept on the device.
 */
import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import type { ReportAnswer, ReportOptions } from '../../domain/reports/define-report'
import { formatMoney } from '../../domain/pricing/money'
import { apiToken, serverGet, signIn } from './offline-support'

test('sales for 30 days: a preset, a filial, totals as the server counts them, the Excel file, offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request)
  await signIn(page)
  await page.goto('/reports/sales')
  await expect(page.getByRole('heading', { level: 1, name: 'Продажі' })).toBeVisible()
  await expect(page.getByText('Оберіть період і натисніть «Сформувати».')).toBeVisible()
  // «3 місяці» is offered but cannot be chosen.
  await expect(page.getByRole('option', { name: /^3 місяці/ })).toBeDisabled()

  await page.getByLabel('Період').selectOption({ label: '30 днів' })
  await page.getByRole('button', { name: 'Сформувати' }).click()
  await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/)
  const query = new URL(page.url()).search
  const whole = await serverGet<ReportAnswer>(request, token, `/reports/sales${query}`)
  expect(whole.rows.length).toBeGreaterThan(0)
  const totals = page.getByTestId('report-totals')
  await expect(totals).toContainText(formatMoney(whole.totals.toPay!))
  await expect(page.getByRole('group', { name: 'До сплати за день' })).toBeVisible()

  await test.step('narrowed to one filial: the address and the totals follow', async () => {
    const options = await serverGet<ReportOptions>(request, token, '/reports/sales/options')
    const filial = options.filialId![0]!
    await page.getByLabel('Філіал').selectOption({ label: filial.name })
    await page.getByRole('button', { name: 'Сформувати' }).click()
    await expect(page).toHaveURL(new RegExp(`filialId=${filial.id}`))
    const one = await serverGet<ReportAnswer>(request, token, `/reports/sales${new URL(page.url()).search}`)
    expect(one.totals.orders).toBeLessThanOrEqual(whole.totals.orders!)
    if (one.rows.length > 0) await expect(totals).toContainText(formatMoney(one.totals.toPay!))
    else await expect(page.getByText('Нічого не знайдено, або недостатньо прав для перегляду')).toBeVisible()
    await page.goBack()
    await expect(totals).toContainText(formatMoney(whole.totals.toPay!))
  })

  await test.step('the Excel file’s «Разом» row holds the same sum', async () => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Експорт в Excel' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^Продажі \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await file.path())
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]
    const header = rows[0]!
    const last = rows.at(-1)!
    expect(last[1]).toBe('Разом')
    expect(last[header.indexOf('До сплати')]).toBe(whole.totals.toPay! / 100)
    expect(rows).toHaveLength(whole.rows.length + 2)
  })

  await test.step('offline, the report opened last is read from the device with the time it was made', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByText(/Немає мережі: показано збережену копію, сформовану \d\d\.\d\d\.\d{4} \d\d:\d\d/),
    ).toBeVisible()
    await expect(totals).toContainText(formatMoney(whole.totals.toPay!))
    await expect(page.getByRole('button', { name: 'Експорт в Excel' })).toBeDisabled()
    await context.setOffline(false)
  })
})
