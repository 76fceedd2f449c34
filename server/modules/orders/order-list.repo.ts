/**
 * The order list with filters, newest first, 15 rows a page. Users who may edit only their own orders
 * (crmMcOrdersEditOwn without crmMcOrdersEditAll) see the orders they created or operate.
 */
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { orderListQuerySchema } from '../../../domain/orders/order-list.schema'
import { orderStateLabel } from '../../../domain/orders/order-states'
import type { Db } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'

type Query = z.infer<typeof orderListQuerySchema>

/** Start of a Kyiv calendar day as a timestamp expression. */
const kyivDay = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Europe/Kyiv')`

export async function listOrders(db: Db, q: Query, onlyOf: number | null) {
  const where: Array<SQL | undefined> = [
    q.state?.length ? inArray(orders.state, q.state) : undefined,
    q.cityId ? eq(orders.cityId, q.cityId) : undefined,
    q.filialId ? eq(orders.filialId, q.filialId) : undefined,
    q.clientId ? eq(orders.clientId, q.clientId) : undefined,
    q.createdBy ? eq(orders.createdBy, q.createdBy) : undefined,
    q.code ? ilike(orders.code, `%${q.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.dateFrom ? gte(orders.createdAt, kyivDay(q.dateFrom)) : undefined,
    q.dateTo ? lt(orders.createdAt, sql`${kyivDay(q.dateTo)} + interval '1 day'`) : undefined,
    onlyOf === null ? undefined : or(eq(orders.createdBy, onlyOf), eq(orders.operatorId, onlyOf)),
  ]
  const filter = and(...where)
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
        filialId: orders.filialId,
        filialName: filials.name,
        sum: orders.sum,
        discount: orders.discount,
        toPay: orders.toPay,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(filials, eq(filials.id, orders.filialId))
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(orders).where(filter),
  ])
  return {
    data: rows.map(({ surname, name, patronymic, inline, ...r }) => {
      const person = surname !== null ? { surname, name, patronymic } : inline
      return {
        ...r,
        stateLabel: orderStateLabel(r.state),
        createdAt: r.createdAt.toISOString(),
        clientName: person
          ? [person.surname, person.name, person.patronymic].filter(Boolean).join(' ')
          : null,
      }
    }),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}
