/**
 * Demo data of the orders area: promo codes, doctor schedules and a dozen orders in every state, made
 * by the demo registrar for demo clients in the first Kyiv filial. Each cart is priced by the server's
 * own calculation from the filial's active price lists, and its visits are booked into the doctors'
 * slots around the seed day. Idempotent: each table is filled only while empty. The orders' ids follow their order here (1…12 on a fresh database), which
 * the request examples in tests/support/examples/orders.ts rely on.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { OrderCartData, ServiceLine } from '../../../domain/orders/cart.schema'
import type { OrderState } from '../../../domain/orders/order-states'
import type { Db, Tx } from '../client'
import { users } from '../schema/auth'
import { repriceStoredCart } from '../../modules/orders/calculation.service'
import { activePriceLists } from '../../modules/references/active-price-list.repo'
import { doctorSchedules, scheduleExceptions, serviceBookings } from '../schema/bookings'
import { services } from '../schema/catalogue'
import { clients } from '../schema/clients'
import { orders } from '../schema/orders'
import { filials } from '../schema/places'
import { promoCodes } from '../schema/promo-codes'
import { staff } from '../schema/staff'
import { queryRows } from '../raw'
import { seedDeposits } from './deposits'
import { slotPicker, seedSchedules, type SlotPick } from './schedules'
import { seedDoctorRates } from './demo-doctor-rates'
import { insertIfEmpty } from './seed-helpers'
import { cashPaymentTypeId, plainTests, unpricedLine } from './demo-order-parts'

const SEED_LOCK = 727_020

async function seedPromoCodes(tx: Tx): Promise<void> {
  await insertIfEmpty(tx, promoCodes, () => [
    { code: 'SPRING10', percent: 10, perpetual: true, multipleUse: true },
    { code: 'ONCE15', percent: 15, dateFrom: '2026-01-01', dateTo: '2027-12-31', multipleUse: false },
    { code: 'CLINIC20', percent: 20, perpetual: true, multipleUse: true, count: 100 },
    { code: 'OLD5', percent: 5, dateFrom: '2024-01-01', dateTo: '2024-12-31', multipleUse: true },
    { code: 'OFF25', percent: 25, perpetual: true, active: false, multipleUse: true },
  ])
}

/** A booked service line: [service code, doctor who provides it, days from the seed day (< 0: past)]. */
type Visit = [string, string, number]

/**
 * Example order per state, in a fixed order (see the file comment). Every cart holds the two first
 * services and tests; `visits` book those services or add further ones, each in its doctor's slot —
 * in the coming days for orders still to be served, in the past for those already (partly) done.
 */
const plan: Array<{ state: OrderState; payment?: boolean; visits?: Visit[] }> = [
  { state: 'cart_edited' }, // 1 PATCH mc-orders
  { state: 'cart_edited' }, // 2 PATCH crm-orders
  {
    state: 'cart_edited', // 3 update-calculation
    visits: [
      ['C101', 'Шевчук Андрій Миколайович', 3],
      ['C303', 'Лисенко Сергій Володимирович', 3],
      ['D103', 'Бойко Максим Сергійович', 5],
    ],
  },
  {
    state: 'confirmed', // 4 update-calculation-after-payment
    payment: true,
    visits: [
      ['C101', 'Коваленко Олена Петрівна', 1],
      ['D101', 'Бойко Максим Сергійович', 1],
    ],
  },
  {
    state: 'cart_edited', // 5 check-carts
    visits: [
      ['C102', 'Бондаренко Ірина Василівна', 2],
      ['C302', 'Савченко Наталія Юріївна', 4],
      ['P201', 'Олійник Тетяна Богданівна', 4],
    ],
  },
  {
    state: 'cart_confirmed', // 6 finish-cart
    visits: [
      ['C301', 'Мельник Віктор Олександрович', 2],
      ['D201', 'Мельник Віктор Олександрович', 2],
    ],
  },
  { state: 'cart_edited', visits: [['C305', 'Марченко Юлія Андріївна', 6]] }, // 7 cancel
  {
    state: 'done', // 8 close
    visits: [
      ['C101', 'Коваленко Олена Петрівна', -7],
      ['C306', 'Поліщук Роман Тарасович', -7],
    ],
  },
  {
    state: 'done_part', // 9 finish
    visits: [
      ['C309', 'Петренко Ганна Олегівна', -1],
      ['D102', 'Бойко Максим Сергійович', -1],
    ],
  },
  {
    state: 'confirmed', // 10 start reception
    visits: [
      ['C304', 'Руденко Дмитро Ігорович', 1],
      ['C308', 'Гнатюк Василь Петрович', 2],
    ],
  },
  {
    state: 'done_part', // 11 finish reception
    visits: [
      ['C307', 'Кузьменко Світлана Миколаївна', -2],
      ['C201', 'Ткаченко Марія Іванівна', -2],
      ['C202', 'Кравчук Оксана Степанівна', -3],
    ],
  },
  { state: 'created' }, // 12
]

async function seedOrders(tx: Tx, now: Date): Promise<void> {
  const [any] = await tx.select({ id: orders.id }).from(orders).limit(1)
  if (any) return
  const [registrar] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'registrar'))
  // The demo orders are placed in the first Kyiv filial, priced by its active lists.
  const [filial] = await tx
    .select({ id: filials.id, cityId: filials.cityId })
    .from(filials)
    .orderBy(sql`${filials.code} <> 'KV01'`, asc(filials.id))
    .limit(1)
  if (!registrar || !filial) return
  const lists = await activePriceLists(tx, now, { filialId: filial.id })
  if (!lists.services) return
  const people = await tx.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(12)
  const svcColumns = {
    id: services.id,
    name: services.name,
    code: services.code,
    d: services.standardDuration,
  }
  const base = await tx.select(svcColumns).from(services).orderBy(asc(services.id)).limit(2)
  const codes = [...new Set(plan.flatMap((p) => (p.visits ?? []).map((v) => v[0])))]
  const byCode = new Map(
    (await tx.select(svcColumns).from(services).where(inArray(services.code, codes))).map((s) => [s.code, s]),
  )
  const doctors = new Map(
    (await tx.select({ id: staff.id, name: staff.fullName }).from(staff)).map((d) => [d.name, d.id]),
  )
  const pick = slotPicker(
    await tx.select().from(doctorSchedules),
    now,
    await tx.select().from(scheduleExceptions),
  )
  const tst = await plainTests(tx, 2)
  const cash = await cashPaymentTypeId(tx)
  type Svc = (typeof base)[number]
  const serviceLine = (s: Svc): ServiceLine => ({
    ...unpricedLine(s.id, s.name),
    code: s.code,
    doctorId: null,
    noSchedule: true,
    standardDuration: s.d,
    timeFrom: null,
    timeTo: null,
    scheduleId: null,
    maxDiscount: 100,
  })
  const tests = tst.map((t) => ({
    ...unpricedLine(t.id, t.name),
    code: t.code,
    paramApiReferenceId: null,
    paramApiReferenceValue: null,
    barcode: null,
  }))
  for (const [i, p] of plan.entries()) {
    const lines = base.map(serviceLine)
    const bookings: Array<SlotPick & { serviceId: number }> = []
    for (const [code, doctor, days] of p.visits ?? []) {
      const s = byCode.get(code)
      const doctorId = doctors.get(doctor)
      if (!s || doctorId === undefined) continue
      let at = lines.findIndex((l) => l.id === s.id)
      if (at < 0) at = lines.push(serviceLine(s)) - 1
      const slot = pick(doctorId, days, i * 3 + at)
      if (!slot) continue
      bookings.push({ ...slot, serviceId: s.id })
      lines[at] = {
        ...lines[at]!,
        doctorId,
        scheduleId: slot.scheduleId,
        noSchedule: false,
        timeFrom: slot.timeFrom,
        timeTo: slot.timeTo,
        startsAt: slot.startsAt.toISOString(),
        cabinetId: slot.cabinetId,
        standardDuration: slot.standardDuration,
      }
    }
    const cart: OrderCartData = { services: lines, tests, products: [], materials: [] }
    const [seq] = await queryRows<{ n: string }>(tx, sql`SELECT nextval('orders_code_seq')::text AS n`)
    const [row] = await tx
      .insert(orders)
      .values({
        code: `MC-${(seq?.n ?? String(i + 1)).padStart(6, '0')}`,
        state: p.state,
        createdBy: registrar.id,
        cityId: filial.cityId,
        filialId: filial.id,
        clientId: people[i]?.id ?? null,
        servicePriceListId: lists.services.id,
        mcTestPriceListId: lists.tests?.id ?? null,
        passportData: 'КВ 123456',
        personalDataConsent: true,
        paymentTypeId: p.payment ? cash : null,
        ...(p.state === 'created' ? {} : { cartData: cart }),
      })
      .returning()
    if (!row || p.state === 'created') continue
    if (bookings.length)
      await tx.insert(serviceBookings).values(
        bookings.map((b) => ({
          orderId: row.id,
          serviceId: b.serviceId,
          scheduleId: b.scheduleId,
          doctorId: b.doctorId,
          startsAt: b.startsAt,
          endsAt: b.endsAt,
        })),
      )
    await repriceStoredCart(tx, row, now)
  }
}

/** Seeds promo codes, schedules, demo orders and client deposits (each table only while empty). */
export async function seedOrdersArea(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    await seedPromoCodes(tx)
    await seedSchedules(tx, new Date())
    await seedDoctorRates(tx, new Date())
    await seedOrders(tx, new Date())
    await seedDeposits(tx)
  })
}
