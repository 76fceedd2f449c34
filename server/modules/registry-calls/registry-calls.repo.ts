/**
 * The call list and the calls (issue 20 item 5). The list is one bounded SQL over three sources, paged
 * on the server; the last call of each row on the page is read after it.
 *
 * Rules (documented in the route's OpenAPI text as well):
 * - previous_entry: an entry whose deadline is on or before the day, not turned into an order (not linked
 *   to one by «Оформити замовлення», and no order of its client, not cancelled, created since the entry was
 *   registered — an order made in the cart directly), and no closing call.
 * - tomorrow_booking: an order (not cancelled, not done) with a booking on the next Kyiv day and no
 *   closing call made since its first booking of that day was made.
 * - awaiting_payment: an order in state `done` with no closing call made since it was done.
 * «Мій список»: orders the user created or operates, entries the user registered. «Філія»: orders of the
 * filial, entries whose doctor has a schedule in a cabinet of the filial; without filialId the user's
 * filials (all when the user has none). Orders always keep to the user's order scope
 * (domain/orders/order-access.ts): crmMcOrdersEditOwn alone sees only own orders, and without any order
 * permission no order rows are listed.
 */
import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { orderScope } from '../../../domain/orders/order-access'
import {
  CALL_LIST_PAGE,
  callListReasonLabels,
  type CallList,
  type CallListQuery,
  type CallListReason,
  type CallListRow,
  type RegistryCall,
} from '../../../domain/registry/registry-calls.schema'
import { shortPatientName, uaPhone } from '../../../domain/registry/registry-calls-format'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema/auth'
import { callResults, callTypes } from '../../db/schema/call-center'
import { registryCalls } from '../../db/schema/registry-calls'
import { userFilials } from '../../db/schema/staff-users'
import type { AuthUser } from '../auth/auth.repo'
import { dictionarySet } from '../references/dictionary.repo'

const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[])

const nextDate = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

const list = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )

type Raw = {
  reason: CallListReason
  order_id: number | null
  order_code: string | null
  entry_id: number | null
  client_id: number | null
  surname: string | null
  name: string | null
  patronymic: string | null
  phone: string | null
  booking_at: string | Date | null
  doctor_name: string | null
  service_name: string | null
  deadline_at: string | null
  to_pay: number | null
  filial_name: string | null
}

/** The call list of `user` for the Kyiv day of the query (default: today). */
export async function loadCallList(db: Db, q: CallListQuery, user: AuthUser, now: Date): Promise<CallList> {
  const date = q.date ?? kyivDay(now)
  const tomorrow = nextDate(date)
  const from = kyivInstant(tomorrow, '00:00').at.toISOString()
  const to = kyivInstant(nextDate(tomorrow), '00:00').at.toISOString()
  const uid = user.id

  let filialIds: number[] | null = null
  if (q.scope === 'filial') {
    if (q.filialId !== undefined) filialIds = [q.filialId]
    else {
      const mine = await db
        .select({ id: userFilials.filialId })
        .from(userFilials)
        .where(eq(userFilials.userId, uid))
      filialIds = mine.length ? mine.map((f) => f.id) : null
    }
  }
  const scope = orderScope(user.permissions, uid)
  const ownOrder = sql`(o.created_by = ${uid} OR o.operator_id = ${uid})`
  const orderConds: SQL[] = []
  if (scope.kind === 'none') orderConds.push(sql`false`)
  if (scope.kind === 'own' || q.scope === 'mine') orderConds.push(ownOrder)
  if (q.scope === 'filial' && filialIds) orderConds.push(sql`o.filial_id IN (${list(filialIds)})`)
  const orderWhere = orderConds.length ? sql.join(orderConds, sql` AND `) : sql`true`
  const entryWhere =
    q.scope === 'mine'
      ? sql`pe.created_by = ${uid}`
      : filialIds
        ? sql`EXISTS (SELECT 1 FROM doctor_schedules ds JOIN cabinets cb ON cb.id = ds.cabinet_id
            WHERE ds.doctor_id = pe.doctor_id AND cb.filial_id IN (${list(filialIds)}))`
        : sql`true`
  const want = (r: CallListReason) => (q.reason === undefined || q.reason === r ? sql`true` : sql`false`)

  const patient = (alias: 'o' | 'c') =>
    alias === 'c'
      ? sql`c.surname AS surname, c.name AS name, c.patronymic AS patronymic, c.phone AS phone`
      : sql`coalesce(c.surname, o.client_data->>'surname') AS surname, coalesce(c.name, o.client_data->>'name') AS name,
            coalesce(c.patronymic, o.client_data->>'patronymic') AS patronymic, coalesce(c.phone, o.client_data->>'phone') AS phone`

  const rows = sql`
    SELECT 1 AS ord, 'previous_entry' AS reason, NULL::int AS order_id, NULL::text AS order_code, pe.id AS entry_id,
      pe.client_id AS client_id, ${patient('c')}, NULL::timestamptz AS booking_at, st.full_name AS doctor_name,
      NULL::text AS service_name, pe.deadline_at::text AS deadline_at, NULL::int AS to_pay, NULL::text AS filial_name,
      pe.deadline_at::timestamptz AS sort_at, pe.id AS sort_id
    FROM previous_entries pe
    JOIN clients c ON c.id = pe.client_id
    JOIN staff st ON st.id = pe.doctor_id
    WHERE ${want('previous_entry')} AND pe.deadline_at <= ${date}::date AND ${entryWhere}
      AND pe.order_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM orders o2 WHERE o2.client_id = pe.client_id AND o2.state <> 'deleted'
        AND o2.created_at >= pe.created_at)
      AND NOT EXISTS (SELECT 1 FROM registry_calls rc WHERE rc.previous_entry_id = pe.id AND rc.closes)
    UNION ALL
    SELECT 2, 'tomorrow_booking', o.id, o.code, NULL, o.client_id, ${patient('o')}, b.starts_at, st.full_name, s.name,
      NULL, NULL, f.name, b.starts_at, o.id
    FROM orders o
    JOIN LATERAL (SELECT sb.starts_at, sb.doctor_id, sb.service_id, sb.created_at FROM service_bookings sb
      WHERE sb.order_id = o.id AND sb.starts_at >= ${from}::timestamptz AND sb.starts_at < ${to}::timestamptz
      ORDER BY sb.starts_at, sb.id LIMIT 1) b ON true
    LEFT JOIN clients c ON c.id = o.client_id
    LEFT JOIN staff st ON st.id = b.doctor_id
    LEFT JOIN services s ON s.id = b.service_id
    LEFT JOIN filials f ON f.id = o.filial_id
    WHERE ${want('tomorrow_booking')} AND o.state NOT IN ('deleted', 'done', 'payed_cash') AND ${orderWhere}
      AND o.id IN (SELECT sb2.order_id FROM service_bookings sb2
        WHERE sb2.starts_at >= ${from}::timestamptz AND sb2.starts_at < ${to}::timestamptz)
      AND NOT EXISTS (SELECT 1 FROM registry_calls rc WHERE rc.order_id = o.id AND rc.closes
        AND rc.made_at >= b.created_at)
    UNION ALL
    SELECT 3, 'awaiting_payment', o.id, o.code, NULL, o.client_id, ${patient('o')}, NULL, NULL, NULL,
      NULL, o.to_pay, f.name, coalesce(o.done_at, o.updated_at), o.id
    FROM orders o
    LEFT JOIN clients c ON c.id = o.client_id
    LEFT JOIN filials f ON f.id = o.filial_id
    WHERE ${want('awaiting_payment')} AND o.state = 'done' AND ${orderWhere}
      AND NOT EXISTS (SELECT 1 FROM registry_calls rc WHERE rc.order_id = o.id AND rc.closes
        AND rc.made_at >= coalesce(o.done_at, o.updated_at))`

  const [counted] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM (${rows}) x`),
  )
  const total = Number(counted?.n ?? 0)
  const offset = (q.page - 1) * CALL_LIST_PAGE
  const page = rowsOf<Raw>(
    await db.execute(
      sql`SELECT * FROM (${rows}) x ORDER BY ord, sort_at, sort_id LIMIT ${CALL_LIST_PAGE} OFFSET ${offset}`,
    ),
  )
  const orderIds = page.flatMap((r) => (r.order_id === null ? [] : [r.order_id]))
  const entryIds = page.flatMap((r) => (r.entry_id === null ? [] : [r.entry_id]))
  const calls =
    orderIds.length || entryIds.length
      ? await readCalls(
          db,
          or(
            orderIds.length ? inArray(registryCalls.orderId, orderIds) : undefined,
            entryIds.length ? inArray(registryCalls.previousEntryId, entryIds) : undefined,
          )!,
          500,
        )
      : []
  const data: CallListRow[] = page.map((r) => {
    const last =
      calls.find((c) =>
        r.order_id !== null ? c.orderId === r.order_id : c.previousEntryId === r.entry_id,
      ) ?? null
    const key = r.order_id !== null ? `order:${r.order_id}` : `entry:${r.entry_id}`
    return {
      key: `${r.reason}:${key}`,
      reason: r.reason,
      reasonLabel: callListReasonLabels[r.reason],
      orderId: r.order_id,
      orderCode: r.order_code,
      previousEntryId: r.entry_id,
      clientId: r.client_id,
      patient: r.surname || r.name ? shortPatientName(r) : null,
      phone: r.phone ? uaPhone(r.phone) : null,
      bookingAt: r.booking_at ? new Date(r.booking_at).toISOString() : null,
      doctorName: r.doctor_name,
      serviceName: r.service_name,
      deadlineAt: r.deadline_at,
      toPay: r.to_pay === null ? null : Number(r.to_pay),
      filialName: r.filial_name,
      lastCall: last,
    }
  })
  const [types, results, states] = await Promise.all([
    db.select({ id: callTypes.id, name: callTypes.name }).from(callTypes).orderBy(asc(callTypes.name)),
    db
      .select({
        id: callResults.id,
        name: callResults.name,
        isSuccessful: callResults.isSuccessful,
        color: callResults.color,
      })
      .from(callResults)
      .orderBy(asc(callResults.name)),
    dictionarySet(db, 'orderCallStates'),
  ])
  return {
    date,
    choices: {
      callTypes: types,
      callResults: results,
      callStates: states.map((o) => ({ key: String(o.key), value: String(o.value) })),
    },
    data,
    meta: { page: q.page, perPage: CALL_LIST_PAGE, total },
  }
}

/** Calls matching `where`, latest first, answer-shaped. */
export async function readCalls(db: Db | Tx, where: SQL, limit: number): Promise<RegistryCall[]> {
  const states = new Map((await dictionarySet(db as Db, 'orderCallStates')).map((o) => [o.key, o.value]))
  const rows = await db
    .select({
      call: registryCalls,
      callType: callTypes.name,
      callResult: callResults.name,
      callResultColor: callResults.color,
      madeByName: users.name,
    })
    .from(registryCalls)
    .innerJoin(callTypes, eq(callTypes.id, registryCalls.callTypeId))
    .innerJoin(callResults, eq(callResults.id, registryCalls.callResultId))
    .leftJoin(users, eq(users.id, registryCalls.madeBy))
    .where(where)
    .orderBy(desc(registryCalls.madeAt), desc(registryCalls.id))
    .limit(limit)
  return rows.map(({ call: c, ...r }) => ({
    id: c.id,
    uuid: c.uuid,
    orderId: c.orderId,
    previousEntryId: c.previousEntryId,
    clientId: c.clientId,
    callTypeId: c.callTypeId,
    callType: r.callType,
    callResultId: c.callResultId,
    callResult: r.callResult,
    callResultColor: r.callResultColor,
    orderCallState: c.orderCallState,
    orderCallStateLabel:
      c.orderCallState === null ? null : (states.get(c.orderCallState) ?? c.orderCallState),
    comment: c.comment,
    closes: c.closes,
    madeBy: c.madeBy,
    madeByName: r.madeByName,
    madeAt: c.madeAt.toISOString(),
  }))
}

export const callByUuid = (db: Db | Tx, uuid: string) => readCalls(db, eq(registryCalls.uuid, uuid), 1)
