import { expect, test } from '@playwright/test'
import { apiToken, serverGet, signIn } from './offline-support'
import { createClientByApi, uniqueSurname } from './clients-support'
import {
  type ServerOrder,
  addFromCatalogue,
  cartDemo,
  choosePlace,
  money,
  newCart,
  nextMonday,
} from './cart-support'
import { shownDay } from './date-support'

test('registrar builds a full cart online: patient, place, a booked service, a test, a product, discounts, deposit; checks, confirms and finishes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, 'registrar')
  const demo = await cartDemo(request, token)
  const { cyr, lat } = uniqueSurname()
  const client = await createClientByApi(request, token, {
    surname: cyr,
    name: 'Марія',
    birthday: '1990-02-03',
    phone: '380501112233',
    male: 'woman',
  })
  await signIn(page, 'registrar')
  const orderId = await newCart(page)

  await test.step('chooses the patient through the search and the card', async () => {
    const patient = page.getByRole('region', { name: 'Пацієнт' })
    await patient.getByLabel('Прізвище').fill(lat)
    await patient.getByRole('option', { name: new RegExp(cyr) }).click()
    await expect(patient.getByRole('region', { name: 'Картка пацієнта' })).toContainText(`${cyr} Марія`)
  })

  await test.step('city, filial and the filial’s active price lists', async () => {
    await choosePlace(page, demo)
  })

  await test.step('adds a service, a test and a product; prices show at once with their explanation', async () => {
    await addFromCatalogue(page, demo.service.name)
    await addFromCatalogue(page, demo.test.name)
    await addFromCatalogue(page, demo.product.name)
    // The server is asked before a test leaves the cart; an unlabelled test of a draft may go.
    await page.getByRole('button', { name: `Видалити: ${demo.test.name}` }).click()
    await expect(page.getByTestId(`line-tests-${demo.test.id}`)).toBeHidden()
    await expect(page.getByRole('alertdialog')).toBeHidden()
    await addFromCatalogue(page, demo.test.name)
    const service = page.getByTestId(`line-services-${demo.service.id}`)
    await expect(service.getByTestId('line-price')).not.toHaveText(money(0))
    await service.getByRole('button', { name: 'Як пораховано' }).click()
    await expect(service.getByTestId('line-explanation')).toContainText('грн')
    await page.getByLabel(`Кількість: ${demo.product.name}`).fill('2')
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
  })

  await test.step('books the service into a free slot on Monday', async () => {
    await page
      .getByTestId(`line-services-${demo.service.id}`)
      .getByRole('button', { name: 'Обрати час' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Вільний час' })
    await dialog.getByLabel('Дата').fill(shownDay(nextMonday()))
    const first = dialog.getByRole('list', { name: 'Вільні слоти' }).getByRole('button').first()
    const label = (await first.textContent()) ?? ''
    await first.click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId(`line-services-${demo.service.id}`)).toContainText(
      // When and with whom: the slot's date and time, then the doctor and cabinet.
      `Запис: ${shownDay(nextMonday())} ${label.slice(0, 5)} · `,
    )
  })

  await test.step('promo code, a manual discount above the caps, and a cash deposit write-off into the minus', async () => {
    await page.getByLabel('Промокод').fill('spring10')
    await page.getByRole('button', { name: 'Застосувати' }).click()
    await page.getByLabel('Ручна знижка, %').fill('90')
    await page.getByLabel('Коментар до ручної знижки').fill('Постійна пацієнтка')
    await page.getByLabel('Коментар до ручної знижки').blur()
    await page.getByLabel('Списати з грошового депозиту, грн').fill('50')
    await page.getByLabel('Паспортні дані').click()
    const confirm = page.getByRole('alertdialog', { name: 'Баланс депозиту стане відʼємним' })
    await expect(confirm).toContainText('після списання баланс буде')
    await confirm.getByRole('button', { name: 'Списати' }).click()
    await page.getByLabel('Паспортні дані').fill('МК 123456')
    await page.getByLabel('Згода на обробку персональних даних').check()
    await page.getByLabel('Згода на обробку персональних даних').blur()
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
  })

  await test.step('check, confirm and finish the cart', async () => {
    await page.getByRole('button', { name: 'Перевірити' }).click()
    await expect(page.getByText('Кошик перевірено')).toBeVisible()
    await page.getByRole('button', { name: 'Оформити' }).click()
    await expect(page.getByTestId('order-state')).toHaveText('Оформлений')
    await page.getByRole('button', { name: 'Завершити оформлення' }).click()
    // The write-off takes the client's empty cash deposit below zero: the server wants an explicit yes.
    const confirm = page.getByRole('alertdialog', { name: 'Баланс депозиту стане відʼємним' })
    await confirm.getByRole('button', { name: 'Завершити зі списанням' }).click()
    await expect(page.getByTestId('order-state')).toHaveText('Підтверджений')
  })

  await test.step("the server's order matches the screen", async () => {
    const order = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
    expect(order.state).toBe('confirmed')
    expect(order.crmClientId).toBe(client.id)
    expect(order.cartData.services.map((s) => s.id)).toEqual([demo.service.id])
    expect(order.cartData.services[0]!.timeFrom).not.toBeNull()
    expect(order.cartData.tests.map((t) => t.id)).toEqual([demo.test.id])
    expect(order.cartData.products).toEqual([expect.objectContaining({ id: demo.product.id, quantity: 2 })])
    expect(order.crmOrder.promoCode).toBe('SPRING10')
    expect(order.crmOrder.manualDiscount).toBe(90)
    expect(order.writeOffSumOfCashDeposit).toBe(5000)
    expect(order.discount).toBeGreaterThan(0)
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(order.toPay))
    await expect(page.getByTestId('total-sum')).toHaveText(money(order.sum))
  })
})
