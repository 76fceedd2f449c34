/** The free-slot list of a cart's service line: the grid, bookings of any order, the doctor's services. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { doctorSchedules } from '../../db/schema/bookings'
import { staffServices } from '../../db/schema/crm-references'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { FreeSlot } from '../../../domain/orders/schedule-slots'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let serviceId: number
beforeAll(async () => {
  t = await createTestApp()
  const [schedule] = await t.db.db.select().from(doctorSchedules).where(eq(doctorSchedules.id, 1))
  const demo = (await t.as('cashier', { method: 'GET', url: '/api/api/v2/mc-orders/1' })).json<McOrder>()
  serviceId = demo.cartData.services[0]!.id
  await t.db.db.insert(staffServices).values({ staffId: schedule!.doctorId, serviceId }).onConflictDoNothing()
})
afterAll(() => t.close())

const monday = '2030-01-14'
const slots = async (login = 'cashier', query = `serviceId=${serviceId}&date=${monday}`) =>
  t.as(login, { method: 'GET', url: `/api/api/v2/schedule/free-slots?${query}` })

describe('GET /api/v2/schedule/free-slots', () => {
  it('lists the grid of the day and drops a slot once another order books it', async () => {
    const before = (await slots()).json<{ data: FreeSlot[] }>().data.filter((s) => s.scheduleId === 1)
    expect(before.length).toBeGreaterThan(2)
    const slot = before[1]!
    expect(slot.startsAt).toBe(`${monday}T${slot.time}:00+02:00`)

    const { orderId } = (
      await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
    ).json<{ orderId: number }>()
    const demo = (await t.as('cashier', { method: 'GET', url: '/api/api/v2/mc-orders/1' })).json<McOrder>()
    await t.as('cashier', {
      method: 'PATCH',
      url: `/api/api/v2/mc-orders/${orderId}`,
      payload: { version: 1, filialId: demo.filial!.id, servicePriceListId: demo.servicePriceListId },
    })
    await t.as('cashier', {
      method: 'POST',
      url: `/api/api/v2/mc-orders/${orderId}/update-calculation`,
      payload: { services: [{ id: serviceId }] },
    })
    const booked = await t.as('cashier', {
      method: 'POST',
      url: `/api/api/v2/mc-orders/${orderId}/book-service`,
      payload: { serviceId, scheduleId: 1, startsAt: slot.startsAt },
    })
    expect(booked.statusCode, booked.body).toBe(200)

    const after = (await slots()).json<{ data: FreeSlot[] }>().data.filter((s) => s.scheduleId === 1)
    expect(after.map((s) => s.time)).toEqual(before.filter((s) => s !== slot).map((s) => s.time))
  })

  it('has no slots on a weekday without a schedule of those doctors, or for a service nobody provides', async () => {
    const res = await slots('cashier', `serviceId=999999&date=${monday}`)
    expect(res.json()).toEqual({ data: [] })
  })

  it('refuses a bad date and an unsigned or unpermitted caller', async () => {
    expect((await slots('cashier', `serviceId=${serviceId}&date=14.01.2030`)).statusCode).toBe(422)
    expect((await slots('cashier', `date=${monday}`)).statusCode).toBe(422)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/api/v2/schedule/free-slots?serviceId=1&date=${monday}`,
        })
      ).statusCode,
    ).toBe(401)
    expect((await slots('warehouse')).statusCode).toBe(403)
  })
})
