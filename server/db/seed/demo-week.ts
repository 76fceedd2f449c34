/**
 * Demo data: a realistic registry week. About one slot in three of every demo doctor, from today for
 * seven days, is booked by the demo call-centre operator for a demo client — the morning already gone
 * is done (some paid), what is ahead is confirmed (some prepaid) or still a confirmed cart — each order
 * at the filial of the slot's cabinet, made some days before, priced by the server's own calculation from that filial's
 * active price lists. Slots other demo data holds are left alone (it runs last). Runs once: skipped
 * when the operator already has orders.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { OrderCartData, ServiceLine } from '../../../domain/orders/cart.schema'
import type { OrderState } from '../../../domain/orders/order-states'
import { daySlots } from '../../../domain/schedule/day-slots'
import { kyivClock, kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../client'
import { users } from '../schema/auth'
import { doctorSchedules, scheduleExceptions, serviceBookings } from '../schema/bookings'
import { clients } from '../schema/clients'
import { orders } from '../schema/orders'
import { cabinets, filials } from '../schema/places'
import { repriceStoredCart } from '../../modules/orders/calculation.service'
import { nextOrderCode } from '../../modules/orders/orders.repo'
import { activePriceLists } from '../../modules/references/active-price-list.repo'
import { cashPaymentTypeId, doctorOffers, unpricedLine } from './demo-order-parts'

const WEEK_LOCK = 727_021
const DAYS = 7

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function fillWeek(tx: Tx, now: Date): Promise<void> {
  const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'callcenter'))
  if (!operator) return
  // Who takes the payment at the desk (the cashbox report's cashier).
  const [cashier] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'cashier'))
  const [mine] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.createdBy, operator.id))
    .limit(1)
  if (mine) return
  const weekly = await tx.select().from(doctorSchedules)
  const exceptions = await tx.select().from(scheduleExceptions)
  const today = kyivDay(now)
  const from = kyivInstant(today, '00:00').at
  const to = kyivInstant(plusDays(today, DAYS), '00:00').at
  const held = new Set(
    (
      await tx
        .select({
          doctorId: serviceBookings.doctorId,
          startsAt: serviceBookings.startsAt,
          endsAt: serviceBookings.endsAt,
        })
        .from(serviceBookings)
        .where(and(gte(serviceBookings.startsAt, from), lt(serviceBookings.startsAt, to)))
    ).flatMap((b) => {
      // Every 5-minute mark a booking covers: a slot touching one of them is not free.
      const marks: string[] = []
      for (let t = b.startsAt.getTime(); t < b.endsAt.getTime(); t += 300_000)
        marks.push(`${b.doctorId}@${t}`)
      return marks
    }),
  )
  const provides = await doctorOffers(tx)
  const rooms = new Map(
    (
      await tx
        .select({ id: cabinets.id, filialId: cabinets.filialId, cityId: filials.cityId })
        .from(cabinets)
        .innerJoin(filials, eq(filials.id, cabinets.filialId))
    ).map((c) => [c.id, c]),
  )
  // Clients past the first hundred: the hand-made demo orders and the request examples use the first ones.
  const people = await tx
    .select({ id: clients.id })
    .from(clients)
    .orderBy(asc(clients.id))
    .offset(100)
    .limit(150)
  const cash = await cashPaymentTypeId(tx)
  if (people.length === 0) return
  const lists = new Map<number, Awaited<ReturnType<typeof activePriceLists>>>()
  const doctorIds = [...new Set(weekly.map((w) => w.doctorId))].sort((a, b) => a - b)
  let n = 0
  for (let day = 0; day < DAYS; day++) {
    const date = plusDays(today, day)
    for (const doctorId of doctorIds) {
      const offer = provides.get(doctorId)
      if (!offer?.length) continue
      const slots = daySlots({
        date,
        weekly: weekly.filter((w) => w.doctorId === doctorId),
        exception: exceptions.find((e) => e.doctorId === doctorId && e.date === date) ?? null,
      })
      for (const [i, slot] of slots.entries()) {
        if ((i + doctorId + day) % 3 !== 0) continue
        let free = true
        for (let t = slot.at.getTime(); t < slot.endsAt.getTime(); t += 300_000)
          if (held.has(`${doctorId}@${t}`)) free = false
        const room = slot.cabinetId === null ? undefined : rooms.get(slot.cabinetId)
        if (!free || !room) continue
        if (!lists.has(room.filialId))
          lists.set(room.filialId, await activePriceLists(tx, now, { filialId: room.filialId }))
        const priced = lists.get(room.filialId)!
        if (!priced.services) continue
        const past = slot.endsAt.getTime() <= now.getTime()
        const state: OrderState = past
          ? n % 2
            ? 'payed_cash'
            : 'done'
          : n % 4 === 0
            ? 'cart_confirmed'
            : 'confirmed'
        const paid = state === 'payed_cash' || (state === 'confirmed' && n % 3 === 0)
        const service = offer[n % offer.length]!
        const minutes = Math.round((slot.endsAt.getTime() - slot.at.getTime()) / 60_000)
        const line: ServiceLine = {
          ...unpricedLine(service.id, service.name),
          code: service.code,
          maxDiscount: 100,
          doctorId,
          scheduleId: slot.scheduleId,
          noSchedule: false,
          timeFrom: slot.time,
          timeTo: kyivClock(slot.endsAt).time,
          startsAt: slot.at.toISOString(),
          cabinetId: slot.cabinetId,
          standardDuration: minutes,
        }
        const cart: OrderCartData = { services: [line], tests: [], products: [], materials: [] }
        const [row] = await tx
          .insert(orders)
          .values({
            code: await nextOrderCode(tx),
            state,
            createdBy: operator.id,
            operatorId: operator.id,
            cityId: room.cityId,
            filialId: room.filialId,
            clientId: people[(n * 7) % people.length]!.id,
            servicePriceListId: priced.services.id,
            mcTestPriceListId: priced.tests?.id ?? null,
            personalDataConsent: true,
            // Booked by phone some days before: the newest orders stay the hand-made ones of the seed day.
            createdAt: new Date(now.getTime() - (1 + (n % 20)) * 86_400_000),
            paymentTypeId: paid ? cash : null,
            cartData: cart,
            ...(past
              ? {
                  receptionStartedAt: slot.at,
                  receptionFinishedAt: slot.endsAt,
                  doneAt: slot.endsAt,
                  closedAt: state === 'payed_cash' ? slot.endsAt : null,
                  closedBy: state === 'payed_cash' ? (cashier?.id ?? operator.id) : null,
                }
              : {}),
          })
          .returning()
        if (!row) continue
        await tx.insert(serviceBookings).values({
          orderId: row.id,
          serviceId: service.id,
          scheduleId: slot.scheduleId,
          doctorId,
          startsAt: slot.at,
          endsAt: slot.endsAt,
        })
        for (let t = slot.at.getTime(); t < slot.endsAt.getTime(); t += 300_000) held.add(`${doctorId}@${t}`)
        await repriceStoredCart(tx, row, now)
        n++
      }
    }
  }
}

/** Books the demo week (once; see the file comment). */
export async function seedRegistryWeek(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${WEEK_LOCK})`)
    await fillWeek(tx, now)
  })
}
