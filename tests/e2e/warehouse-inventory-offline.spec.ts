/**
 * Counting a stock on a tablet without a network (issue 24 item 4): the storekeeper makes a new inventory
 * statement of the central stock online, the tablet goes offline, two lines are counted (one short, one
 * over), the page is reloaded offline and still has the counts, the network returns and they land once;
 * the statement is signed online and the stock's batches on the server equal what was counted.
 */
import { expect, test } from '@playwright/test'
import { apiToken, expectAllSent, explainFailures, serverGet, signIn, widget } from './offline-support'

const STOCK = 'Центральний склад'

interface Batch {
  productId: number
  productName: string
  series: string | null
  expiresOn: string | null
  qty: number
}

explainFailures(test)

test('a stock counted offline on a tablet lands when the network returns and is signed online', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'warehouse')
  const main = page.getByRole('main')
  const line = (n: number) => main.getByRole('group', { name: `Рядок ${n}`, exact: true })
  const book: number[] = []
  let warehouseId = 0

  await test.step('online: the storekeeper saves a new statement of the central stock', async () => {
    await signIn(page, 'warehouse')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto('/warehouse/inventory/new')
    await main.getByLabel('Склад *').selectOption({ label: STOCK })
    warehouseId = Number(await main.getByLabel('Склад *').inputValue())
    await expect(line(2)).toBeVisible()
    await main.getByRole('button', { name: 'Зберегти опис' }).click()
    await expect(page).toHaveURL(/\/warehouse\/inventory\/\d+$/)
    await expect(main.getByRole('heading', { level: 1, name: /Інвентаризаційний опис №/ })).toBeVisible()
    for (const i of [0, 1])
      book.push(Number((await main.getByTestId(`line-${i}-expected`).textContent())!.match(/\d+/)![0]))
    expect(book[0]).toBeGreaterThan(2)
  })
  const statementUrl = page.url()
  const counted = [book[0]! - 2, book[1]! + 1]

  await test.step('offline: two lines are counted, shown at once as waiting', async () => {
    await context.setOffline(true)
    await expect(main.getByText(/Немає звʼязку: кожен підрахунок зберігається/)).toBeVisible()
    for (const [i, qty] of counted.entries()) {
      const input = line(i + 1).getByLabel(new RegExp(`^Фактично ${i + 1},`))
      await input.fill(String(qty))
      await input.press('Enter')
    }
    await expect(line(1)).toContainText('нестача 2')
    await expect(line(1)).toContainText('· чекає надсилання')
    await expect(line(2)).toContainText('надлишок 1')
    await expect(widget(page)).toContainText('2 зміни чекають')
    await expect(main.getByRole('button', { name: 'Підписати' })).toBeDisabled()
  })

  await test.step('the page reloads offline: the statement and its counts are still there', async () => {
    await page.reload()
    await expect(main.getByRole('heading', { level: 1, name: /Інвентаризаційний опис №/ })).toBeVisible()
    await expect(line(1).getByLabel(/^Фактично 1,/)).toHaveValue(String(counted[0]))
    await expect(line(2).getByLabel(/^Фактично 2,/)).toHaveValue(String(counted[1]))
    await expect(line(1)).toContainText('· чекає надсилання')
  })

  await test.step('online again: the counts land once, and the statement is signed', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    const id = statementUrl.split('/').at(-1)!
    const doc = await serverGet<{ lines: { quantity: number }[] }>(
      request,
      token,
      `/api/v2/warehouse/documents/${id}`,
    )
    expect(doc.lines.slice(0, 2).map((l) => l.quantity)).toEqual(counted)
    await expect(main.getByText('· чекає надсилання')).toHaveCount(0)
    await main.getByRole('button', { name: 'Підписати' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Рядків із розбіжностями: 2')
    await dialog.getByRole('button', { name: 'Підписати' }).click()
    await expect(main.getByText(/Опис підписано/)).toBeVisible()
  })

  await test.step('the stock’s batches on the server are what was counted', async () => {
    const id = statementUrl.split('/').at(-1)!
    const doc = await serverGet<{ lines: Batch[] }>(request, token, `/api/v2/warehouse/documents/${id}`)
    const batches = await serverGet<{ data: Batch[] }>(
      request,
      token,
      `/api/v2/warehouse/stock-batches?warehouseId=${warehouseId}`,
    )
    const qtyOf = (l: Batch) =>
      batches.data.find(
        (b) => b.productId === l.productId && b.series === l.series && b.expiresOn === l.expiresOn,
      )?.qty
    expect(doc.lines.slice(0, 2).map(qtyOf)).toEqual(counted)
  })
})
