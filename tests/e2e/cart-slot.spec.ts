import { expect, test, type APIRequestContext } from '@playwright/test'
import { API, apiToken, signIn } from './offline-support'
import { addFromCatalogue, cartDemo, choosePlace, newCart, nextMonday } from './cart-support'
import { shownDay } from './date-support'

interface Slot {
  scheduleId: number
  time: string
  startsAt: string
  doctorName: string
}

/** Another registrar's cart, through the API: a new order with the service, booked into `slot`. */
async function bookElsewhere(request: APIRequestContext, token: string, serviceId: number, slot: Slot) {
  const headers = () => ({ Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() })
  const demo = (await (await request.get(`${API}/api/v2/mc-orders/1`, { headers: headers() })).json()) as {
    filial: { id: number }
    servicePriceListId: number
  }
  const created = await request.post(`${API}/mc-orders/create-new-from-zero`, {
    headers: headers(),
    data: {},
  })
  const { orderId } = (await created.json()) as { orderId: number }
  const order = `${API}/api/v2/mc-orders/${orderId}`
  await request.patch(order, {
    headers: headers(),
    data: { version: 1, filialId: demo.filial.id, servicePriceListId: demo.servicePriceListId },
  })
  await request.post(`${order}/update-calculation`, {
    headers: headers(),
    data: { services: [{ id: serviceId }] },
  })
  const booked = await request.post(`${order}/book-service`, {
    headers: headers(),
    data: { serviceId, scheduleId: slot.scheduleId, startsAt: slot.startsAt },
  })
  expect(booked.status(), await booked.text()).toBe(200)
}

test('a slot another cart takes while the registrar is choosing is refused with the spec’s message, and the line stays without a time', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, 'registrar')
  const demo = await cartDemo(request, token)
  await signIn(page, 'registrar')
  await newCart(page)
  await choosePlace(page, demo)
  await addFromCatalogue(page, demo.service.name)
  await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })

  const line = page.getByTestId(`line-services-${demo.service.id}`)
  await line.getByRole('button', { name: 'Обрати час' }).click()
  const dialog = page.getByRole('dialog', { name: 'Вільний час' })
  const monday = nextMonday()
  await dialog.getByLabel('Дата').fill(shownDay(monday))
  const first = dialog.getByRole('list', { name: 'Вільні слоти' }).getByRole('button').first()
  await expect(first).toBeVisible()
  const shown = (await first.textContent()) ?? ''

  const slots = (await (
    await request.get(`${API}/api/v2/schedule/free-slots?serviceId=${demo.service.id}&date=${monday}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { data: Slot[] }
  const slot = slots.data[0]!
  expect(shown).toBe(`${slot.time} · ${slot.doctorName}`)
  await bookElsewhere(request, token, demo.service.id, slot)

  await first.click()
  await expect(page.getByText('Цей час щойно було заброньовано у іншому заказі')).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(line).toContainText('Час не обрано')
})
