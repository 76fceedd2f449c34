/**
 * A cashier's shift (issue 27's journey): the cashier opens a shift on the demo «Каса 1» (the Checkbox
 * stand-in), closes an executed order paid in cash from the order list — the sale receipt's fiscal number
 * said and listed on the order's page —, takes a card payment online through the LiqPay stand-in's
 * checkout page — its cashless receipt fiscalised on the same shift —, closes a third while the Checkbox
 * stand-in is made unreachable (the receipt's offline number on the order's page and in the desk's queue,
 * uploaded with «Вивантажити» once it is back), then an X report and the Z report counting the sales.
 */
import { expect, test } from '@playwright/test'
import { createClientByApi, uniqueSurname } from './clients-support'
import { cartDemo, confirmedOrderByApi } from './cart-support'
import { apiToken, serverCall, serverGet, signIn } from './offline-support'

interface Receipt {
  kind: string
  state: string
  fiscalCode: string | null
  paymentKind: string
}

test('a cashier opens a shift, takes a cash payment and a card payment online with their receipts, then X and Z', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const token = await apiToken(request, 'cashier')
  const demo = await cartDemo(request, token)
  const first = await serverGet<{ filial: { id: number; name: string } }>(
    request,
    token,
    '/api/v2/mc-orders/1',
  )
  const refs = await serverGet<{ filterPaymentTypes: { key: number; value: string }[] }>(
    request,
    token,
    `/mc-orders/reference-data?filialId=${first.filial.id}`,
  )
  const cash = refs.filterPaymentTypes.find((p) => p.value === 'Готівка')!.key
  const { cyr } = uniqueSurname()
  const client = await createClientByApi(request, token, {
    surname: cyr,
    name: 'Марта',
    birthday: '1979-02-03',
    phone: `38063${String(Date.now()).slice(-7)}`,
    male: 'woman',
  })

  /** An order of the demo filial with the demo service (no slot), its cart finished, and done when `done`. */
  async function order(payment: object, done: boolean) {
    const o = await confirmedOrderByApi(request, token, {
      clientId: client.id,
      services: [{ id: demo.service.id, noSchedule: true }],
      payment,
    })
    if (done) await serverCall(request, token, 'POST', `/mc-orders/${o.id}/finish`)
    return o
  }
  const receipts = async (orderId: number) =>
    (await serverGet<{ data: Receipt[] }>(request, token, `/api/v2/mc-orders/${orderId}/fiscal-receipts`))
      .data

  /** Closes order `code` as paid from the order list (its row's menu, then the confirmation); answers the row. */
  async function closeFromList(code: string) {
    await page.goto(`/mc-orders?code=${encodeURIComponent(code)}`)
    const row = page.locator('tbody tr').filter({ hasText: code })
    await row.getByRole('button', { name: `Дії ${code}` }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Закрити' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Закрити замовлення' }).click()
    return row
  }

  await signIn(page, 'cashier')
  const desk = page.getByRole('region', { name: 'Каса Каса 1' })

  await test.step('the cashier opens a shift on «Каса 1»', async () => {
    await page.goto('/cash-desk')
    await expect(page.getByRole('heading', { level: 1, name: 'Касові зміни' })).toBeVisible()
    await page.getByRole('button', { name: `${first.filial.name} — Каса 1`, exact: true }).click()
    await desk.getByRole('button', { name: 'Відкрити зміну' }).click()
    await expect(desk.getByRole('button', { name: 'X-звіт' })).toBeEnabled({ timeout: 30_000 })
    await expect(desk.getByRole('button', { name: 'Відкрити зміну' })).toBeDisabled()
  })

  await test.step('a cash payment: the order closed from the list, its receipt fiscalised', async () => {
    const paid = await order({ paymentTypeId: cash }, true)
    const row = await closeFromList(paid.code)
    await expect(row.locator('[data-tone]')).toHaveText('Виконано і оплачено')
    await expect.poll(async () => (await receipts(paid.id)).map((r) => r.state)).toEqual(['done'])
    const [sale] = await receipts(paid.id)
    expect(sale).toMatchObject({ kind: 'sale', paymentKind: 'cash' })
    await page.goto(`/mc-cart/${paid.id}`)
    await expect(page.getByTestId('fiscal-receipt')).toContainText(`Чек продажу № ${sale!.fiscalCode}`)
  })

  await test.step('a card payment online through the gateway’s checkout page, fiscalised on the shift', async () => {
    const online = await order({ isOnlinePayment: true }, false)
    await page.goto(`/mc-cart/${online.id}`)
    const panel = page.getByRole('region', { name: 'Онлайн-оплата карткою' })
    await panel.getByRole('button', { name: 'Оплата онлайн' }).click()
    const link = panel.getByLabel('Посилання на оплату')
    await expect(link).toHaveValue(/^http/)
    const checkout = await page.context().newPage()
    try {
      await checkout.goto(await link.inputValue())
      await checkout.getByLabel('Номер картки').fill('4242 4242 4242 4242')
      await checkout.getByRole('button', { name: 'Сплатити' }).click()
      await expect(checkout.getByRole('heading', { name: 'Оплачено' })).toBeVisible()
    } finally {
      await checkout.close()
    }
    await expect
      .poll(async () => (await receipts(online.id)).map((r) => [r.kind, r.paymentKind, r.state]), {
        timeout: 20_000,
      })
      .toEqual([['sale', 'cashless', 'done']])
    // The order's page learns it from the gateway's status, and lists the receipt then.
    await panel.getByRole('button', { name: 'Оновити статус' }).click()
    await expect(panel.getByTestId('online-payment-status')).toHaveText('Оплачено')
    const [sale] = await receipts(online.id)
    await expect(page.getByTestId('fiscal-receipt')).toContainText(`Чек продажу № ${sale!.fiscalCode}`)
  })

  await test.step('the provider goes away: a cash payment gets an offline number, queued on the desk, uploaded when back', async () => {
    const admin = await apiToken(request, 'admin')
    const registers = await serverGet<{ data: { name: string; filialId: number; apiUrl: string | null }[] }>(
      request,
      admin,
      '/settings/resources/cash-registers',
    )
    const standIn = registers.data.find((r) => r.name === 'Каса 1' && r.filialId === first.filial.id)!.apiUrl!
    const provider = async (faults: object) =>
      expect((await request.post(`${standIn}/__stand-in/faults`, { data: faults })).ok()).toBe(true)
    await provider({ drop: 1 })
    try {
      const paid = await order({ paymentTypeId: cash }, true)
      await closeFromList(paid.code)
      await expect(page.getByText(/\(офлайн: каса недоступна, чек буде вивантажено\)/)).toBeVisible({
        timeout: 30_000,
      })
      const [offline] = await receipts(paid.id)
      expect(offline).toMatchObject({ kind: 'sale', state: 'offline' })
      await page.goto(`/mc-cart/${paid.id}`)
      await expect(page.getByTestId('fiscal-receipt')).toContainText(`Чек продажу № ${offline!.fiscalCode}`)
      await expect(page.getByTestId('fiscal-receipt')).toContainText('Офлайн-чек, чекає вивантаження')

      await page.goto('/cash-desk')
      await page.getByRole('button', { name: `${first.filial.name} — Каса 1`, exact: true }).click()
      const panel = desk.getByRole('region', { name: 'Офлайн-режим каси' })
      await expect(panel.getByRole('status')).toContainText('Чеків у черзі на вивантаження: 1.')
      await expect(panel.getByRole('row', { name: new RegExp(paid.code) })).toContainText(
        offline!.fiscalCode!,
      )
      await panel.getByRole('button', { name: 'Вивантажити офлайн-чеки' }).click()
      await expect(desk.getByRole('alert')).toContainText('Каса досі недоступна')

      await provider({})
      await panel.getByRole('button', { name: 'Вивантажити офлайн-чеки' }).click()
      await expect(panel).toBeHidden({ timeout: 30_000 })
      await expect(desk).toContainText('Зарезервовано офлайн-номерів на випадок втрати звʼязку')
      // The server's record: fiscalised with the offline number it was given.
      expect(await receipts(paid.id)).toMatchObject([{ state: 'done', fiscalCode: offline!.fiscalCode }])
    } finally {
      await provider({})
    }
  })

  await test.step('an X report, then the Z report closes the shift with both sales', async () => {
    await page.goto('/cash-desk')
    await page.getByRole('button', { name: `${first.filial.name} — Каса 1`, exact: true }).click()
    await desk.getByRole('button', { name: 'X-звіт' }).click()
    await expect(desk).toContainText(/Чеків продажу: \d+/)
    const sales = async () => Number(/Чеків продажу: (\d+)/.exec(await desk.innerText())?.[1])
    expect(await sales()).toBeGreaterThanOrEqual(2)
    await desk.getByRole('button', { name: 'Закрити зміну (Z-звіт)' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Закрити зміну (Z-звіт)' }).click()
    await expect(desk.getByRole('button', { name: 'Відкрити зміну' })).toBeEnabled({ timeout: 30_000 })
    expect(await sales()).toBeGreaterThanOrEqual(2)
  })
})
