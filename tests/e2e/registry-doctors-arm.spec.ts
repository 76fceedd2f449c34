/**
 * The doctor's workstation (issue 20 item 8): a registrar books a patient with the demo doctor, whose
 * account is linked to their staff card, and confirms the cart; the doctor opens that day, starts the reception of a patient, who moves to «Зараз на прийомі»; asks for the protocol
 * of the booked service, which opens (the visit then links to it); going offline the day stays readable, marked possibly out of date, and the
 * reception cannot be finished; back online it is finished and the patient is among those seen. The
 * server's day says the same.
 */
import { expect, test } from '@playwright/test'
import type { DoctorsArm } from '../../domain/registry/doctors-arm'
import type { RegistryDay } from '../../domain/schedule/registry-day.schema'
import { nextMonday } from './cart-support'
import { apiToken, serverGet, signIn } from './offline-support'

test('the doctor starts a reception, asks for a protocol and finishes it, the day readable offline', async ({
  page,
  context,
  request,
}) => {
  // A Wednesday two weeks after next: the other registry journeys book the nearer Mondays and Tuesdays.
  const date = new Date(Date.parse(`${nextMonday()}T12:00:00Z`) + 16 * 86_400_000).toISOString().slice(0, 10)
  const token = await apiToken(request, 'doctor')
  const registrar = await apiToken(request, 'registrar')
  const mine = await serverGet<DoctorsArm>(request, token, `/registry/doctors-arm?date=${date}`)
  expect(mine.own).toBe(true)
  const doctorId = mine.doctor!.id
  // The registrar books the doctor's first free slot, names the patient and confirms the cart.
  const day = await serverGet<RegistryDay>(
    request,
    registrar,
    `/registry/day?date=${date}&doctorId=${doctorId}`,
  )
  const column = day.doctors[0]!
  const slot = column.slots.find((s) => !s.past && s.bookings.length === 0)!
  const service = column.services[0]!
  const call = async (method: 'POST' | 'PATCH', path: string, data: object) => {
    const res = await request.fetch(`/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${registrar}`, 'Idempotency-Key': crypto.randomUUID() },
      data,
    })
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300)
    return res.json() as Promise<Record<string, unknown>>
  }
  const booked = await call('POST', '/registry/book', {
    uuid: crypto.randomUUID(),
    scheduleId: slot.scheduleId,
    serviceId: service.id,
    startsAt: slot.startsAt,
  })
  const orderId = booked.orderId as number
  const patientId = (await serverGet<{ crmClientId: number }>(request, registrar, '/api/v2/mc-orders/4'))
    .crmClientId
  const order = await serverGet<{ version: number }>(request, registrar, `/api/v2/mc-orders/${orderId}`)
  const named = await call('PATCH', `/api/v2/mc-orders/${orderId}`, {
    version: order.version,
    crmClientId: patientId,
  })
  await call('PATCH', `/api/v2/crm-orders/${orderId}`, {
    version: named.version,
    passportData: 'КВ 123456',
    personalDataConsent: true,
  })
  await call('PATCH', `/api/v2/check-carts/${orderId}`, { confirm: true })
  await call('PATCH', `/api/v2/mc-orders/${orderId}/finish-cart`, { payFromInsuranceCompany: false })
  const v = (await serverGet<DoctorsArm>(request, token, `/registry/doctors-arm?date=${date}`)).visits.find(
    (x) => x.orderId === orderId,
  )!
  expect(v.state).toBe('confirmed')
  const time = slot.time

  await signIn(page, 'doctor')
  await page.goto(`/mc-registry/doctors-arm?date=${date}`)
  await expect(page.getByRole('heading', { name: 'АРМ лікаря', level: 1 })).toBeVisible()
  await expect(page.getByText('Шевчук Андрій Миколайович · Терапевт')).toBeVisible()
  const inside = page.getByRole('region', { name: 'Зараз на прийомі' })
  const ahead = page.getByRole('region', { name: 'Пацієнти дня' })
  const seen = page.getByRole('region', { name: 'Прийнято' })
  const card = (where: typeof inside) => where.getByRole('article', { name: `${time} ${v.patient}` })
  await expect(inside).toContainText('Нікого: прийом не розпочато.')

  await test.step('start the reception: the patient is inside', async () => {
    await card(ahead).getByRole('button', { name: 'Почати прийом' }).click()
    await expect(card(inside)).toBeVisible()
    await expect(card(inside)).toContainText('Виконується')
  })

  await test.step('ask for the protocol of the booked service: it opens, and the visit links to it', async () => {
    await card(inside)
      .getByRole('button', { name: `Створити протокол: ${service.name}` })
      .click()
    await expect(page).toHaveURL(/\/protocol\/\d+$/)
    await expect(page.getByText(service.name).first()).toBeVisible()
    await page.goBack()
    await expect(card(inside)).toContainText('Протокол: Не заповнено')
    await expect(card(inside).getByRole('link', { name: `Відкрити протокол: ${service.name}` })).toBeVisible()
    await expect(
      card(inside).getByRole('button', { name: `Створити протокол: ${service.name}` }),
    ).toHaveCount(0)
  })

  await test.step('offline the day stays readable, the reception waits for the network', async () => {
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Наступний день' }).click()
    await page.getByRole('button', { name: 'Попередній день' }).click()
    await expect(page.getByText('Немає мережі: показано день лікаря', { exact: false })).toBeVisible()
    await expect(card(inside)).toBeVisible()
    await expect(card(inside).getByRole('button', { name: 'Завершити прийом' })).toBeDisabled()
    await context.setOffline(false)
  })

  await test.step('back online, finish the reception: the patient is among those seen', async () => {
    await expect(card(inside).getByRole('button', { name: 'Завершити прийом' })).toBeEnabled()
    await card(inside).getByRole('button', { name: 'Завершити прийом' }).click()
    await expect(card(seen)).toBeVisible()
    await expect(inside).toContainText('Нікого: прийом не розпочато.')
  })

  const after = await serverGet<DoctorsArm>(request, token, `/registry/doctors-arm?date=${date}`)
  const stored = after.visits.find((x) => x.orderId === orderId)!
  expect(stored.state).toBe('done')
  expect(stored.lines[0]!.protocol).toMatchObject({ state: 'requested' })
})
