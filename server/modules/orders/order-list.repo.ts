/**
 * The order list with filters, newest first, 15 rows a page. Users who may edit only their own orders
 * (crmMcOrdersEditOwn without crmMcOrdersEditAll) see the orders they created or operate.
 */
import {
  notInArray,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { cabinetLabel } from '../../../domain/orders/booking-text'
import type { OrderBooking, OrderListQuery } from '../../../domain/orders/order-list.schema'
import { allowedEvents } from '../../../domain/orders/order-machine'
import { orderStateLabel } from '../../../domain/orders/order-states'
import { phoneDigits, searchKey } from '../../../domain/search/normalize'
import { orderCodeQuery } from '../../../domain/search/order-code'
import { KYIV } from '../../../domain/time/kyiv'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/auth'
import { doctorSchedules, serviceBookings } from '../../db/schema/bookings'
import { services } from '../../db/schema/catalogue'
import { clients } from '../../db/schema/clients'
import { paymentTypes } from '../../db/schema/finance'
import { orders } from '../../db/schema/orders'
import { bloodPoints } from '../../db/schema/blood-points'
import { cabinets, cities, filials } from '../../db/schema/places'
import { staff } from '../../db/schema/staff'
import { escapeLike } from '../../lib/like'

/** Start of a Kyiv calendar day as a timestamp expression. */
const kyivDay = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${sql.raw(`'${KYIV}'`)})`

const operator = alias(users, 'operator')
const author = alias(users, 'author')

/**
 * The patient filter: digits are a client id; otherwise every word must start one of the patient's
 * names — the crm client's search keys (so Latin and apostrophe variants match) or the inline data.
 */
function clientFilter(text: string): SQL | undefined {
  if (/^\d+$/.test(text)) return eq(orders.clientId, Number(text))
  const words = text.split(/\s+/).filter(Boolean)
  return and(
    ...words.map((word) => {
      const key = `${escapeLike(searchKey(word))}%`
      const typed = `${escapeLike(word)}%`
      return or(
        like(clients.surnameKey, key),
        like(clients.nameKey, key),
        like(clients.patronymicKey, key),
        ilike(sql`${orders.clientData}->>'surname'`, typed),
        ilike(sql`${orders.clientData}->>'name'`, typed),
        ilike(sql`${orders.clientData}->>'patronymic'`, typed),
      )
    }),
  )
}

/** The code filter: a number names one order ("13", "мс-000013"), anything else is a fragment. */
function codeFilter(text: string): SQL | undefined {
  const code = orderCodeQuery(text)
  if (code === null) return undefined
  return 'exact' in code ? eq(orders.code, code.exact) : ilike(orders.code, `%${escapeLike(code.fragment)}%`)
}

/** Shortest digit run read as part of a phone (as the patient search reads it). */
const PHONE_RUN = 4

/**
 * The home page's one-field search: the order code, or the patient by name words, or a run of 4+ phone
 * digits (the crm card's phone or the inline patient's) — whichever matches. A bare number is both a
 * code ("13") and, from four digits on, a phone run ("4735555").
 */
function anyFilter(text: string): SQL | undefined {
  const digits = phoneDigits(text)
  const phoneLike = `%${digits}%`
  const hasLetters = /\p{L}/u.test(text)
  return or(
    // Only text with a digit can name a code; a lone "-" would match every one.
    /\d/.test(text) ? codeFilter(text) : undefined,
    hasLetters ? clientFilter(text) : undefined,
    !hasLetters && digits.length >= PHONE_RUN
      ? or(like(clients.phone, phoneLike), like(sql`${orders.clientData}->>'phone'`, phoneLike))
      : undefined,
  )
}

/** The order's day for «Незавершені замовлення»: its earliest booked slot, else its creation. */
const orderDayStart = sql`coalesce((select min(${serviceBookings.startsAt}) from ${serviceBookings} where ${serviceBookings.orderId} = ${orders.id}), ${orders.createdAt})`

/** States an order is finished in (or out of the way) for «Незавершені замовлення». */
const FINISHED_STATES = ['done', 'payed_cash', 'deleted']

function filters(q: OrderListQuery, onlyOf: number | null, today: string): SQL | undefined {
  return and(
    q.notFinished
      ? and(lt(orderDayStart, kyivDay(today)), notInArray(orders.state, FINISHED_STATES))
      : undefined,
    q.state?.length ? inArray(orders.state, q.state) : undefined,
    q.cityId ? eq(orders.cityId, q.cityId) : undefined,
    q.filialId ? eq(orders.filialId, q.filialId) : undefined,
    q.clientId ? eq(orders.clientId, q.clientId) : undefined,
    q.createdBy ? eq(orders.createdBy, q.createdBy) : undefined,
    q.operatorId
      ? or(
          eq(orders.operatorId, q.operatorId),
          and(isNull(orders.operatorId), eq(orders.createdBy, q.operatorId)),
        )
      : undefined,
    q.paymentTypeId ? eq(orders.paymentTypeId, q.paymentTypeId) : undefined,
    q.client ? clientFilter(q.client) : undefined,
    q.code ? codeFilter(q.code) : undefined,
    q.q ? anyFilter(q.q) : undefined,
    q.dateFrom ? gte(orders.createdAt, kyivDay(q.dateFrom)) : undefined,
    q.dateTo ? lt(orders.createdAt, sql`${kyivDay(q.dateTo)} + interval '1 day'`) : undefined,
    onlyOf === null ? undefined : or(eq(orders.createdBy, onlyOf), eq(orders.operatorId, onlyOf)),
  )
}

const bookedDoctor = alias(staff, 'booked_doctor')

/** The slots the orders `ids` hold, earliest first, grouped by order. */
async function bookingsOf(db: Db, ids: number[]): Promise<Map<number, OrderBooking[]>> {
  const byOrder = new Map<number, OrderBooking[]>()
  if (ids.length === 0) return byOrder
  const rows = await db
    .select({
      orderId: serviceBookings.orderId,
      serviceId: serviceBookings.serviceId,
      serviceName: services.name,
      startsAt: serviceBookings.startsAt,
      doctorId: serviceBookings.doctorId,
      doctorName: bookedDoctor.fullName,
      cabinetId: doctorSchedules.cabinetId,
      cabinetName: cabinets.name,
      cabinetNumber: cabinets.number,
    })
    .from(serviceBookings)
    .leftJoin(services, eq(services.id, serviceBookings.serviceId))
    .leftJoin(bookedDoctor, eq(bookedDoctor.id, serviceBookings.doctorId))
    .leftJoin(doctorSchedules, eq(doctorSchedules.id, serviceBookings.scheduleId))
    .leftJoin(cabinets, eq(cabinets.id, doctorSchedules.cabinetId))
    .where(inArray(serviceBookings.orderId, ids))
    .orderBy(asc(serviceBookings.startsAt), asc(serviceBookings.id))
  for (const { orderId, cabinetName, cabinetNumber, startsAt, ...b } of rows) {
    const list = byOrder.get(orderId) ?? []
    list.push({
      ...b,
      startsAt: startsAt.toISOString(),
      cabinet: cabinetName === null ? null : cabinetLabel({ number: cabinetNumber, name: cabinetName }),
    })
    byOrder.set(orderId, list)
  }
  return byOrder
}

export async function listOrders(db: Db, q: OrderListQuery, onlyOf: number | null, today: string) {
  const filter = filters(q, onlyOf, today)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        uuid: orders.uuid,
        version: orders.version,
        code: orders.code,
        state: orders.state,
        createdAt: orders.createdAt,
        createdBy: orders.createdBy,
        clientId: orders.clientId,
        surname: clients.surname,
        name: clients.name,
        patronymic: clients.patronymic,
        inline: orders.clientData,
        cityId: orders.cityId,
        cityName: cities.nameUk,
        filialId: orders.filialId,
        filialName: filials.name,
        paymentTypeId: orders.paymentTypeId,
        paymentTypeName: paymentTypes.name,
        operatorId: orders.operatorId,
        operatorName: sql<string | null>`coalesce(${operator.name}, ${author.name})`,
        externalNumber: orders.externalNumber,
        doneAt: orders.doneAt,
        commentToRegistrar: orders.commentToRegistrar,
        commentToClient: orders.commentToClient,
        npsRating: orders.npsRating,
        npsComment: orders.npsComment,
        referringDoctorName: staff.fullName,
        fencePointName: bloodPoints.addressUk,
        sum: orders.sum,
        discount: orders.discount,
        toPay: orders.toPay,
        manualDiscountPercent: orders.manualDiscountPercent,
        franchisePercent: orders.franchisePercent,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(cities, eq(cities.id, orders.cityId))
      .leftJoin(filials, eq(filials.id, orders.filialId))
      .leftJoin(paymentTypes, eq(paymentTypes.id, orders.paymentTypeId))
      .leftJoin(operator, eq(operator.id, orders.operatorId))
      .leftJoin(author, eq(author.id, orders.createdBy))
      .leftJoin(staff, eq(staff.id, orders.referringDoctorId))
      .leftJoin(bloodPoints, eq(bloodPoints.id, orders.fencePointId))
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    // The count joins clients only when the patient filters read its search keys or phone.
    (q.client || q.q
      ? db.select({ n: count() }).from(orders).leftJoin(clients, eq(clients.id, orders.clientId))
      : db.select({ n: count() }).from(orders)
    ).where(filter),
  ])
  const bookings = await bookingsOf(
    db,
    rows.map((r) => r.id),
  )
  return {
    data: rows.map(({ surname, name, patronymic, inline, ...r }) => {
      const person = surname !== null ? { surname, name, patronymic } : inline
      return {
        ...r,
        stateLabel: orderStateLabel(r.state),
        allowedEvents: allowedEvents(r.state),
        createdAt: r.createdAt.toISOString(),
        doneAt: r.doneAt?.toISOString() ?? null,
        bookings: bookings.get(r.id) ?? [],
        clientName: person
          ? [person.surname, person.name, person.patronymic].filter(Boolean).join(' ')
          : null,
      }
    }),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}
