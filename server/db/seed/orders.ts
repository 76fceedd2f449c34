/**
 * Demo data of the orders area: promo codes, doctor schedules and a dozen orders in every state, made
 * by the demo registrar for demo clients in the first city with price lists. Idempotent: each table is
 * filled only while empty. The orders' ids follow their order here (1…12 on a fresh database), which
 * the request examples in tests/support/examples/orders.ts rely on.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import type { OrderState } from '../../../domain/orders/order-states'
import type { Db, Tx } from '../client'
import { users } from '../schema/auth'
import { doctorSchedules } from '../schema/bookings'
import { services } from '../schema/catalogue'
import { clients } from '../schema/clients'
import { mcTests } from '../schema/lab'
import { orders } from '../schema/orders'
import { cabinets, filials } from '../schema/places'
import { priceLists } from '../schema/price-lists'
import { paymentTypes } from '../schema/finance'
import { promoCodes } from '../schema/promo-codes'
import { staff } from '../schema/staff'
import { queryRows } from '../raw'
import { seedDeposits } from './deposits'
import { insertIfEmpty } from './seed-helpers'

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

async function seedSchedules(tx: Tx): Promise<void> {
  const doctors = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.isDoctor, true), eq(staff.active, true)))
    .orderBy(asc(staff.id))
    .limit(4)
  const rooms = await tx.select({ id: cabinets.id }).from(cabinets).orderBy(asc(cabinets.id)).limit(4)
  await insertIfEmpty(tx, doctorSchedules, () =>
    doctors.flatMap((d, i) =>
      [1, 2, 3, 4, 5].map((weekday) => ({
        doctorId: d.id,
        cabinetId: rooms[i % Math.max(rooms.length, 1)]?.id ?? null,
        weekday,
        timeFrom: i % 2 === 0 ? '09:00' : '13:00',
        timeTo: i % 2 === 0 ? '13:00' : '18:00',
        standardDuration: 30,
      })),
    ),
  )
}

const line = (id: number, name: string, price: number) => ({
  id,
  name,
  price,
  quantity: 1,
  quantityToPay: 1,
  quantityFromDeposit: 0,
  debitedFromDepositAt: null,
  paidFromDeposit: false,
})

async function seedOrders(tx: Tx): Promise<void> {
  const [registrar] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'registrar'))
  const [list] = await tx
    .select({ id: priceLists.id, cityId: priceLists.cityId })
    .from(priceLists)
    .where(eq(priceLists.type, 'services'))
    .orderBy(asc(priceLists.id))
    .limit(1)
  if (!registrar || !list?.cityId) return
  const [testList] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(and(eq(priceLists.type, 'tests'), eq(priceLists.cityId, list.cityId)))
    .limit(1)
  const [filial] = await tx
    .select({ id: filials.id })
    .from(filials)
    .where(eq(filials.cityId, list.cityId))
    .limit(1)
  const people = await tx.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(12)
  const svc = await tx
    .select({ id: services.id, name: services.name, code: services.code, d: services.standardDuration })
    .from(services)
    .orderBy(asc(services.id))
    .limit(2)
  const tst = await tx
    .select({ id: mcTests.id, name: mcTests.nameUk, code: mcTests.code })
    .from(mcTests)
    .where(eq(mcTests.isPackage, false))
    .orderBy(asc(mcTests.id))
    .limit(2)
  const [cash] = await tx
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(eq(paymentTypes.cashType, 'in_cash'))
    .limit(1)
  const cart: OrderCartData = {
    services: svc.map((s) => ({
      ...line(s.id, s.name, 0),
      code: s.code,
      doctorId: null,
      noSchedule: true,
      standardDuration: s.d,
      timeFrom: null,
      timeTo: null,
      scheduleId: null,
      maxDiscount: 100,
    })),
    tests: tst.map((t) => ({
      ...line(t.id, t.name, 0),
      code: t.code,
      paramApiReferenceId: null,
      paramApiReferenceValue: null,
      barcode: null,
    })),
    products: [],
    materials: [],
  }
  // Example order per state, in a fixed order (see the file comment).
  const plan: Array<{ state: OrderState; payment?: boolean }> = [
    { state: 'cart_edited' }, // 1 PATCH mc-orders
    { state: 'cart_edited' }, // 2 PATCH crm-orders
    { state: 'cart_edited' }, // 3 update-calculation
    { state: 'confirmed', payment: true }, // 4 update-calculation-after-payment
    { state: 'cart_edited' }, // 5 check-carts
    { state: 'cart_confirmed' }, // 6 finish-cart
    { state: 'cart_edited' }, // 7 cancel
    { state: 'done' }, // 8 close
    { state: 'done_part' }, // 9 finish
    { state: 'confirmed' }, // 10 start reception
    { state: 'done_part' }, // 11 finish reception
    { state: 'created' }, // 12
  ]
  const [any] = await tx.select({ id: orders.id }).from(orders).limit(1)
  if (any) return
  for (const [i, p] of plan.entries()) {
    const [seq] = await queryRows<{ n: string }>(tx, sql`SELECT nextval('orders_code_seq')::text AS n`)
    await tx.insert(orders).values({
      code: `MC-${(seq?.n ?? String(i + 1)).padStart(6, '0')}`,
      state: p.state,
      createdBy: registrar.id,
      cityId: list.cityId,
      filialId: filial?.id ?? null,
      clientId: people[i]?.id ?? null,
      servicePriceListId: list.id,
      mcTestPriceListId: testList?.id ?? null,
      passportData: 'КВ 123456',
      personalDataConsent: true,
      paymentTypeId: p.payment ? (cash?.id ?? null) : null,
      ...(p.state === 'created' ? {} : { cartData: cart }),
    })
  }
}

/** Seeds promo codes, schedules, demo orders and client deposits (each table only while empty). */
export async function seedOrdersArea(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    await seedPromoCodes(tx)
    await seedSchedules(tx)
    await seedOrders(tx)
    await seedDeposits(tx)
  })
}
