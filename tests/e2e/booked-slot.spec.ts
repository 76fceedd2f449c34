/**
 * A booked slot says when and with whom (issue 18 item 5): a registrar books a service for a patient in
 * the cart, and the slot's date, time, doctor and cabinet read the same on the cart line, the order
 * list's row and the patient's profile.
 */
import { expect, test, type Page } from '@playwright/test'
import { addFromCatalogue, cartDemo, choosePlace, newCart, nextMonday } from './cart-support'
import { createClientByApi, uniqueSurname } from './clients-support'
import { shownDay } from './date-support'
import { apiToken, serverGet, signIn } from './offline-support'

interface BookedOrder {
  code: string
  crmClientId: number | null
  cartData: {
    services: Array<{ id: number; timeFrom: string | null; cabinetId?: number | null }>
  }
}
interface CurrentState {
  data: { cabinets: Array<{ key: number; value: string; number: string | null }> }
}

async function pickPatient(page: Page, lat: string, fullName: string) {
  const patient = page.getByRole('region', { name: 'Пацієнт' })
  await patient.getByLabel('Прізвище').fill(lat)
  await patient.getByRole('option', { name: fullName }).click()
  await expect(patient.getByRole('region', { name: 'Картка пацієнта' })).toContainText(fullName)
}

/** A weekday two weeks on (the demo schedules run Monday to Friday), clear of the other slot journeys. */
function dayTwoWeeksOn(): string {
  const d = new Date(`${nextMonday()}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 15)
  return d.toISOString().slice(0, 10)
}

test('a slot booked for a patient shows its date, time, doctor and cabinet on the cart line, the order list and the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, 'registrar')
  const demo = await cartDemo(request, token)
  const { cyr, lat } = uniqueSurname()
  const client = await createClientByApi(request, token, { surname: cyr, name: 'Ганна', male: 'woman' })
  const day = dayTwoWeeksOn()
  let expected = ''
  let code = ''

  await signIn(page, 'registrar')

  await test.step('the registrar books the last free time of the day for the patient', async () => {
    const orderId = await newCart(page)
    await pickPatient(page, lat, `${cyr} Ганна`)
    await choosePlace(page, demo)
    await addFromCatalogue(page, demo.service.name)
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })

    const line = page.getByTestId(`line-services-${demo.service.id}`)
    await line.getByRole('button', { name: 'Обрати час' }).click()
    const dialog = page.getByRole('dialog', { name: 'Вільний час' })
    await dialog.getByLabel('Дата').fill(shownDay(day))
    const slot = dialog.getByRole('list', { name: 'Вільні слоти' }).getByRole('button').last()
    await expect(slot).toBeVisible()
    // The slot's button reads "HH:MM · doctor".
    const [time, doctor] = ((await slot.textContent()) ?? '').split(' · ')
    await slot.click()
    await expect(dialog).toBeHidden()

    // The cabinet is the booked schedule's, as the server stored it, named by its number.
    const order = await serverGet<BookedOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
    const booked = order.cartData.services.find((s) => s.id === demo.service.id)!
    expect(booked.timeFrom).toBe(time)
    expect(order.crmClientId).toBe(client.id)
    const state = await serverGet<CurrentState>(request, token, '/current-state')
    const cabinet = state.data.cabinets.find((c) => c.key === booked.cabinetId)!
    expect(cabinet.number).toBeTruthy()
    code = order.code
    expected = `${shownDay(day)} ${time} · ${doctor} · каб. ${cabinet.number}`

    await expect(line.getByTestId('line-booking')).toHaveText(`Запис: ${expected}`)
  })

  await test.step('the order list’s row says the same', async () => {
    await page.goto('/mc-orders')
    const row = page.locator('tbody tr').filter({ hasText: code })
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('order-bookings')).toHaveText(expected)
  })

  await test.step('so does the patient’s profile', async () => {
    await page.goto(`/clients/profile/${client.id}`)
    const orders = page.getByRole('region', { name: 'Замовлення' })
    const row = orders.locator('tbody tr').filter({ hasText: code })
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('order-bookings')).toHaveText(expected)
  })
})
