/**
 * The promo codes screen (/settings/general/promo-codes, issue 19 item 5): an administrator generates
 * 1,000 codes, downloads the batch's CSV (its rows are the batch), finds one in the list and deletes
 * another after a confirmation; a registrar's new cart then takes a code of the batch.
 */
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { addFromCatalogue, cartDemo, choosePlace, newCart, type ServerOrder } from './cart-support'
import { API, apiToken, serverGet, signIn } from './offline-support'

test('an administrator generates 1,000 promo codes, exports them, and a registrar redeems one', async ({
  browser,
  page,
  request,
}) => {
  // A thousand codes are generated, listed and exported: on a loaded two-core machine that takes a while.
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto('/settings/general/promo-codes')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Промокоди' })).toBeVisible()
  await expect(main.getByRole('row', { name: 'SPRING10' })).toContainText('Безстроковий')

  let codes: string[] = []
  await test.step('generate 1,000 codes of 6 symbols padded to 10, 11 % off', async () => {
    await main.getByRole('button', { name: 'Згенерувати', exact: true }).click()
    const form = page.getByRole('form', { name: 'Генерування промокодів' })
    const count = form.getByLabel('Кількість кодів * (до 10 000)')
    await count.fill('20000')
    await count.blur()
    await expect(form.getByText('Від 1 до 10 000 кодів за раз')).toBeVisible()
    await count.fill('1000')
    await expect(form.getByText('Від 1 до 10 000 кодів за раз')).toHaveCount(0)
    await form.getByLabel('Кількість символів * (4–32)').fill('6')
    await form.getByLabel('Доповнити нулями до довжини').fill('10')
    await form.getByRole('radio', { name: /Цифри і латинські літери/ }).check()
    await form.getByLabel('Знижка, % *').fill('11')
    await form.getByRole('button', { name: 'Згенерувати', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Згенерувати промокоди' })
    await expect(dialog.getByText(/Створено промокодів: 1\s000\./)).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Завантажити' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('promokody-1000.csv')
    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Промокод;Знижка, %;Діє з;Діє до;/)
    expect(lines).toHaveLength(1001)
    const rows = lines.slice(1).map((l) => l.split(';'))
    codes = rows.map((r) => r[0]!)
    expect(new Set(codes).size).toBe(1000)
    for (const r of rows) {
      expect(r[0]).toMatch(/^0000[0-9A-HJ-NP-Z]{6}$/)
      expect(r[1]).toBe('11')
      expect(r[3]).toBe('Безстроковий')
    }
    await dialog.getByRole('button', { name: 'Закрити', exact: true }).first().click()
    await expect(dialog).toHaveCount(0)
  })

  await test.step('the codes are in the list; one is found by its code and another deleted', async () => {
    await main.getByLabel('Код', { exact: true }).fill('0000')
    await main.getByRole('button', { name: 'Знайти' }).click()
    await expect(page).toHaveURL(/search=0000/)
    await expect(main.getByRole('navigation', { name: 'Сторінки списку промокодів' })).toContainText(
      /Сторінка 1 з 67 · знайдено 1\s000/,
    )
    await expect(main.locator('tbody tr')).toHaveCount(15)
    await main.getByLabel('Код', { exact: true }).fill(codes[0]!.toLowerCase())
    await main.getByRole('button', { name: 'Знайти' }).click()
    const row = main.getByRole('row', { name: codes[0] })
    await expect(row).toContainText('11 %')
    await expect(row).toContainText('Одноразовий')
    await row.getByRole('button', { name: `Дії ${codes[0]}` }).click()
    await page.getByRole('menuitem', { name: 'Видалити' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Видалити промокод ${codes[0]}?` })
    await confirm.getByRole('button', { name: 'Видалити' }).click()
    await expect(page.getByText(`Промокод ${codes[0]} видалено`)).toBeVisible()
    await expect(main.getByText('Промокодів не знайдено.')).toBeVisible()
  })

  await test.step("a registrar's new cart takes a code of the batch, typed in lower case", async () => {
    const token = await apiToken(request, 'registrar')
    const lookup = await request.get(`${API}/api/v2/promo-codes/lookup?code=${codes[1]!.toLowerCase()}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(lookup.status()).toBe(200)
    expect(await lookup.json()).toMatchObject({ data: { code: codes[1], percent: 11, usedCount: 0 } })

    const registrar = await (await browser.newContext()).newPage()
    await signIn(registrar, 'registrar')
    const orderId = await newCart(registrar)
    const demo = await cartDemo(request, token)
    await choosePlace(registrar, demo)
    await addFromCatalogue(registrar, demo.service.name)
    await registrar.getByLabel('Промокод').fill(codes[1]!.toLowerCase())
    await registrar.getByRole('button', { name: 'Застосувати' }).click()
    // The change goes through the outbox: the server's order takes the code once it lands.
    const order = () => serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
    await expect
      .poll(async () => (await order()).crmOrder.promoCode?.toUpperCase(), { timeout: 15_000 })
      .toBe(codes[1])
    expect((await order()).discount).toBeGreaterThan(0)
    // The code is single use: the list counts the order's use of it.
    const admin = await apiToken(request)
    const listed = await serverGet<{ data: Array<{ code: string; usedCount: number }> }>(
      request,
      admin,
      `/settings/promo-codes?search=${codes[1]!}`,
    )
    expect(listed.data).toEqual([expect.objectContaining({ code: codes[1], usedCount: 1 })])
    await registrar.context().close()
  })
})
