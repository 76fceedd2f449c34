import { expect, test } from '@playwright/test'
import { apiToken, serverGet, signIn } from './offline-support'
import { uniqueSurname } from './clients-support'
import { type ServerOrder, addFromCatalogue, cartDemo, choosePlace, money, newCart } from './cart-support'

test('registrar keeps building an opened cart offline: prices come from the worker, edits queue in order and land when the network returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, 'registrar')
  const demo = await cartDemo(request, token)
  await signIn(page, 'registrar')
  const orderId = await newCart(page)

  await test.step('online: place, price lists and a service', async () => {
    await choosePlace(page, demo)
    await addFromCatalogue(page, demo.service.name)
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
  })

  await test.step('offline: adds a test and two units of a product; the worker prices them at once', async () => {
    await context.setOffline(true)
    await addFromCatalogue(page, demo.test.name)
    await addFromCatalogue(page, demo.product.name)
    await page.getByLabel(`Кількість: ${demo.product.name}`).fill('2')
    const test = page.getByTestId(`line-tests-${demo.test.id}`)
    await expect(test.getByTestId('line-price')).not.toHaveText(money(0))
    await test.getByRole('button', { name: 'Як пораховано' }).click()
    await expect(test.getByTestId('line-explanation')).toContainText('Прайс')
    await expect(page.getByTestId('order-unsent')).toBeVisible()
    // Removing a test needs the server's word; offline the registrar is told and decides.
    await page.getByRole('button', { name: `Видалити: ${demo.test.name}` }).click()
    const ask = page.getByRole('alertdialog', { name: 'Видалити аналіз?' })
    await expect(ask).toContainText('Немає мережі')
    await ask.getByRole('button', { name: 'Скасувати' }).click()
    await expect(test).toBeVisible()
    await expect(page.getByRole('button', { name: 'Оформити' })).toBeDisabled()
    await expect(page.getByText('перевірити, оформити й завершити — лише онлайн')).toBeVisible()
  })
  const previewToPay = await page.getByTestId('total-to-pay').textContent()

  await test.step('nothing reached the server while offline', async () => {
    const order = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
    expect(order.cartData.tests).toEqual([])
    expect(order.cartData.products).toEqual([])
  })

  await test.step('back online: the queue drains and the server holds every line, priced as the preview said', async () => {
    await context.setOffline(false)
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 30_000 })
    const order = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
    expect(order.cartData.services.map((l) => l.id)).toEqual([demo.service.id])
    expect(order.cartData.tests.map((l) => l.id)).toEqual([demo.test.id])
    expect(order.cartData.products).toEqual([expect.objectContaining({ id: demo.product.id, quantity: 2 })])
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(order.toPay))
    expect(previewToPay).toBe(money(order.toPay))
    await expect(page.getByTestId('server-differs')).toBeHidden()
  })

  await test.step('changing the service price list of a filled cart asks first, then clears the cart', async () => {
    // Taking the list off (the city has one services list) clears the cart just like switching it.
    await page.getByLabel('Прайс-лист послуг').selectOption('')
    const ask = page.getByRole('alertdialog', { name: 'Змінити прайс-лист?' })
    await expect(ask).toContainText('кошик буде очищено (3 позиції)')
    await ask.getByRole('button', { name: 'Змінити й очистити кошик' }).click()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
    const order = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
    expect(order.servicePriceListId).toBeNull()
    expect([...order.cartData.services, ...order.cartData.tests, ...order.cartData.products]).toEqual([])
  })
})

test('registrar creates a client and an order for them offline: the order opens at once under its device id, is priced by the worker, and lands after the client with its number when the network returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, 'registrar')
  const demo = await cartDemo(request, token)
  await signIn(page, 'registrar')

  await test.step('online once: a cart with the place and its price lists (kept on the device)', async () => {
    await newCart(page)
    await choosePlace(page, demo)
    await addFromCatalogue(page, demo.service.name)
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  })

  const { cyr, lat } = uniqueSurname()
  await test.step('offline: a new client is registered on the device', async () => {
    await context.setOffline(true)
    await page.goto('/clients/create')
    await page.getByLabel('Прізвище').fill(cyr)
    await page.getByLabel("Ім'я").fill('Олег')
    await page.getByLabel('Телефон').fill('0671112233')
    await page.getByRole('button', { name: 'Створити', exact: true }).click()
    await expect(page.getByRole('heading', { name: `${cyr} Олег` })).toBeVisible()
  })

  await test.step('offline: a new order opens at once and its cart fills from the device', async () => {
    await page.getByRole('button', { name: 'Створити замовлення' }).click()
    await expect(page).toHaveURL(/\/mc-cart\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Нове замовлення' })).toBeVisible()
    const patient = page.getByRole('region', { name: 'Пацієнт' })
    await patient.getByLabel('Прізвище').fill(lat)
    await patient.getByRole('option', { name: new RegExp(cyr) }).click()
    await expect(patient.getByRole('region', { name: 'Картка пацієнта' })).toContainText(`${cyr} Олег`)
    await choosePlace(page, demo)
    await addFromCatalogue(page, demo.service.name)
    await addFromCatalogue(page, demo.test.name)
    // The line shows the catalogue's price at once; the totals are the worker's only once it has priced
    // the line (its "how it was priced" appears), so the total is read after that.
    const testLine = page.getByTestId(`line-tests-${demo.test.id}`)
    await expect(testLine.getByRole('button', { name: 'Як пораховано' })).toBeVisible()
    await expect(testLine.getByTestId('line-price')).not.toHaveText(money(0))
    await expect(page.getByTestId('order-unsent')).toBeVisible()
  })
  const previewToPay = await page.getByTestId('total-to-pay').textContent()

  await test.step('back online: the order is created, numbered, and holds what was built offline', async () => {
    await context.setOffline(false)
    await expect(page).toHaveURL(/\/mc-cart\/\d+$/, { timeout: 30_000 })
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: /Замовлення MC-/ })).toBeVisible()
    const orderId = Number(new URL(page.url()).pathname.split('/').pop())
    const order = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
    expect(order.cartData.services.map((l) => l.id)).toEqual([demo.service.id])
    expect(order.cartData.tests.map((l) => l.id)).toEqual([demo.test.id])
    expect(order.servicePriceListId).not.toBeNull()
    const clients = await serverGet<{ data: Array<{ id: number; surname: string }> }>(
      request,
      token,
      `/clients?surname=${encodeURIComponent(cyr)}`,
    )
    expect(order.crmClientId).toBe(clients.data.find((c) => c.surname === cyr)?.id)
    expect(money(order.toPay)).toBe(previewToPay)
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(order.toPay))
  })
})
