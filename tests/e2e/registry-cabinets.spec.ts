/**
 * Registry → Кабінети (issue 20 item 4): a registrar has a day's cabinets open; a booking made
 * elsewhere in a cabinet with nothing booked shows on that cabinet's card as the next patient, and its
 * free time shrinks, without a reload.
 */
import { expect, test } from '@playwright/test'
import type { RegistryDay } from '../../domain/schedule/registry-day.schema'
import { nextMonday } from './cart-support'
import { apiToken, serverGet, signIn } from './offline-support'

test('a booking made elsewhere shows as the cabinet’s next patient in the open cabinets tab', async ({
  page,
  request,
}) => {
  // The Tuesday after next: the other registry journeys book the Mondays.
  const tuesday = new Date(Date.parse(`${nextMonday()}T12:00:00Z`) + 8 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const token = await apiToken(request, 'registrar')
  const day = await serverGet<RegistryDay>(request, token, `/registry/day?date=${tuesday}`)
  // A cabinet with nothing booked that day, and its first free slot.
  const booked = new Set(
    day.doctors.flatMap((d) => d.slots.filter((s) => s.bookings.length > 0).map((s) => s.cabinetId)),
  )
  const doctor = day.doctors.find((d) =>
    d.slots.some((s) => s.cabinetId !== null && !booked.has(s.cabinetId) && d.services.length > 0),
  )!
  const slot = doctor.slots.find((s) => s.cabinetId !== null && !booked.has(s.cabinetId))!
  const service = doctor.services.find((s) => s.minutes > 0)!
  const cabinet = `Кабінет ${slot.cabinet}, ${slot.filialName}`

  await signIn(page, 'registrar')
  await page.goto(`/mc-registry/cabinets?date=${tuesday}`)
  const card = page.getByRole('region', { name: cabinet, exact: true })
  await expect(card).toContainText(doctor.name)
  await expect(card).toContainText('Записів більше немає')
  await expect(card).toContainText(`Вільний час${slot.time}–`)

  const res = await request.post('/api/registry/book', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      uuid: crypto.randomUUID(),
      scheduleId: slot.scheduleId,
      serviceId: service.id,
      startsAt: slot.startsAt,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { code } = (await res.json()) as { code: string }

  await expect(card).toContainText(`${slot.time} Пацієнта не вказано · ${code}`)
  await expect(card).not.toContainText('Записів більше немає')
  await expect(card).not.toContainText(`Вільний час${slot.time}–`)
})
