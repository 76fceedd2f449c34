/**
 * The registry queue board (issue 20 item 3): a Kyiv day's visits of a filial as cards, their column
 * derived from the append-only transitions (server/db/schema/registry-queue.ts), and the writes — a
 * move checked against the column the client saw, an undo of the last move, the out-of-turn mark.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql, exists } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import { actionAlsoAllowedBy, canSeeOrder, mayEditOrder } from '../../../domain/orders/order-access'
import { orderStateLabel } from '../../../domain/orders/order-states'
import {
  queueColumns,
  queueMessages,
  type QueueBoard,
  type QueueCard,
  type QueueColumn,
  type QueueMoveBody,
  type QueueQuery,
} from '../../../domain/registry/queue'
import {
  QUEUE_SETTING,
  defaultQueueOrderRules,
  orderQueueColumn,
  queueOrderRulesSchema,
  type QueueOrderRules,
} from '../../../domain/registry/queue-order'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../../db/client'
import { serviceBookings } from '../../db/schema/bookings'
import { services } from '../../db/schema/catalogue'
import { clients } from '../../db/schema/clients'
import { crmSettings } from '../../db/schema/crm-references'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { queueOutOfTurn, queueTransitions } from '../../db/schema/registry-queue'
import { staff } from '../../db/schema/staff'
import type { AuthUser } from '../auth/auth.repo'
import type { MutationScope } from '../../lib/mutation'

/** At most this many visits a board (a filial's day is far smaller). */
export const QUEUE_MAX_CARDS = 500
/** Moving a card needs, beside crmMcRegistrySee, an order write (own orders for EditOwn) or crmProtocolsCreate. */
export const queueMoveAlsoAllowedBy = actionAlsoAllowedBy.start_reception

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

const shortName = (surname?: string | null, name?: string | null, patronymic?: string | null) => {
  const s = (surname ?? '').trim()
  const initials = [name, patronymic]
    .map((x) => (x ?? '').trim())
    .filter(Boolean)
    .map((x) => `${x[0]}.`)
    .join(' ')
  const out = [s, initials].filter(Boolean).join(' ')
  return out || null
}

export async function readQueueRules(db: Db | Tx): Promise<QueueOrderRules> {
  const [row] = await db
    .select({ value: crmSettings.value })
    .from(crmSettings)
    .where(eq(crmSettings.name, QUEUE_SETTING))
  const parsed = queueOrderRulesSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : defaultQueueOrderRules
}

type Db2 = Db | Tx

/** The cards of the given orders (or of the day's visits when `orderIds` is absent), unsorted. */
async function loadCards(
  db: Db2,
  user: AuthUser,
  day: string,
  filialId: number | undefined,
  orderIds?: number[],
): Promise<QueueCard[]> {
  const from = kyivInstant(day, '00:00').at
  const to = kyivInstant(nextDate(day), '00:00').at
  const bookedThatDay = exists(
    db
      .select({ one: sql`1` })
      .from(serviceBookings)
      .where(
        and(
          eq(serviceBookings.orderId, orders.id),
          gte(serviceBookings.startsAt, from),
          lt(serviceBookings.startsAt, to),
        ),
      ),
  )
  const rows = await db
    .select({
      id: orders.id,
      code: orders.code,
      state: orders.state,
      filialId: orders.filialId,
      createdAt: orders.createdAt,
      createdBy: orders.createdBy,
      operatorId: orders.operatorId,
      cartServices: sql<
        string[] | null
      >`(select json_agg(s->>'name') from jsonb_array_elements(${orders.cartData}->'services') s)`,
      surname: sql<string | null>`coalesce(${clients.surname}, ${orders.clientData}->>'surname')`,
      name: sql<string | null>`coalesce(${clients.name}, ${orders.clientData}->>'name')`,
      patronymic: sql<string | null>`coalesce(${clients.patronymic}, ${orders.clientData}->>'patronymic')`,
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(
      and(
        ne(orders.state, 'deleted'),
        orderIds ? inArray(orders.id, orderIds) : undefined,
        filialId === undefined ? undefined : eq(orders.filialId, filialId),
        or(bookedThatDay, and(gte(orders.createdAt, from), lt(orders.createdAt, to))),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(QUEUE_MAX_CARDS)
  const visible = rows.filter((r) => canSeeOrder(user.permissions, user.id, r, queueMoveAlsoAllowedBy))
  if (!visible.length) return []
  const ids = visible.map((r) => r.id)
  const [bookings, moves, marks] = await Promise.all([
    db
      .select({
        orderId: serviceBookings.orderId,
        startsAt: serviceBookings.startsAt,
        service: services.name,
        doctor: staff.fullName,
      })
      .from(serviceBookings)
      .leftJoin(services, eq(services.id, serviceBookings.serviceId))
      .leftJoin(staff, eq(staff.id, serviceBookings.doctorId))
      .where(
        and(
          inArray(serviceBookings.orderId, ids),
          gte(serviceBookings.startsAt, from),
          lt(serviceBookings.startsAt, to),
        ),
      )
      .orderBy(asc(serviceBookings.startsAt)),
    db
      .select({
        orderId: queueTransitions.orderId,
        to: queueTransitions.toColumn,
        at: queueTransitions.movedAt,
      })
      .from(queueTransitions)
      .where(and(inArray(queueTransitions.orderId, ids), isNull(queueTransitions.undoneAt)))
      .orderBy(desc(queueTransitions.movedAt), desc(queueTransitions.id)),
    db
      .select({ orderId: queueOutOfTurn.orderId, on: queueOutOfTurn.outOfTurn })
      .from(queueOutOfTurn)
      .where(inArray(queueOutOfTurn.orderId, ids)),
  ])
  const lastMove = new Map<number, { to: string; at: Date }>()
  for (const m of moves) if (!lastMove.has(m.orderId)) lastMove.set(m.orderId, m)
  const mark = new Map(marks.map((m) => [m.orderId, m.on]))
  return visible.map((r) => {
    const own = bookings.filter((b) => b.orderId === r.id)
    const first = own[0]
    const move = lastMove.get(r.id)
    const column = (move?.to ?? 'wait') as QueueColumn
    const bookedAt = first ? new Date(first.startsAt) : null
    const entered = move?.at ?? bookedAt ?? r.createdAt
    return {
      orderId: r.id,
      code: r.code,
      patient: shortName(r.surname, r.name, r.patronymic),
      // The booked services of the day; a walk-in's, the services of its cart.
      services: [
        ...new Set(
          (own.length ? own.map((b) => b.service) : (r.cartServices ?? [])).filter((s): s is string => !!s),
        ),
      ],
      bookedAt: bookedAt ? bookedAt.toISOString() : null,
      doctor: first?.doctor ?? null,
      filialId: r.filialId,
      state: r.state,
      stateLabel: orderStateLabel(r.state),
      column,
      enteredAt: new Date(entered).toISOString(),
      outOfTurn: mark.get(r.id) ?? false,
      canUndo: move !== undefined,
      mayMove: mayEditOrder(user.permissions, user.id, r, queueMoveAlsoAllowedBy),
    }
  })
}

export async function loadQueueBoard(db: Db, q: QueueQuery, user: AuthUser, now: Date): Promise<QueueBoard> {
  const day = q.date ?? kyivDay(now)
  const [cards, rules, filialRows] = await Promise.all([
    loadCards(db, user, day, q.filialId),
    readQueueRules(db),
    db.select({ id: filials.id, name: filials.name }).from(filials).orderBy(asc(filials.name)),
  ])
  const columns = Object.fromEntries(queueColumns.map((c) => [c, [] as QueueCard[]])) as QueueBoard['columns']
  for (const c of cards) columns[c.column].push(c)
  for (const c of queueColumns) {
    const items = columns[c].map((card) => ({
      card,
      orderId: card.orderId,
      bookedAt: card.bookedAt ? Date.parse(card.bookedAt) : null,
      enteredAt: Date.parse(card.enteredAt),
      outOfTurn: card.outOfTurn,
    }))
    columns[c] = orderQueueColumn(items, now.getTime(), rules).map((i) => i.card)
  }
  return { date: day, filialId: q.filialId ?? null, rules, columns, filials: filialRows }
}

/** The card of one order on `day` for `user`, or a 404 when it is no visit of the day in the user's scope. */
async function cardOf(tx: Tx, user: AuthUser, orderId: number, day: string): Promise<QueueCard> {
  const [card] = await loadCards(tx, user, day, undefined, [orderId])
  if (card) return card
  // An order in the user's scope that is no visit of the day is told apart from a missing one.
  const [order] = await tx
    .select({ createdBy: orders.createdBy, operatorId: orders.operatorId })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (order && canSeeOrder(user.permissions, user.id, order, queueMoveAlsoAllowedBy))
    throw new DomainError('validation_failed', 422, queueMessages.notToday, {
      errors: { order_id: [queueMessages.notToday] },
    })
  throw new DomainError('not_found', 404, queueMessages.notVisit)
}

const lockOrder = (tx: Tx, orderId: number) =>
  tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update')

export async function moveCard(m: MutationScope, body: QueueMoveBody): Promise<{ card: QueueCard }> {
  const day = kyivDay(m.now)
  // The same uuid again (without its Idempotency-Key): the move was made; answer the card as it is.
  const [done] = await m.tx
    .select({ orderId: queueTransitions.orderId })
    .from(queueTransitions)
    .where(eq(queueTransitions.uuid, body.uuid))
  if (done) {
    if (done.orderId !== body.orderId)
      throw new DomainError('validation_failed', 422, 'uuid вже використано для іншого переміщення', {
        errors: { uuid: ['uuid вже використано для іншого переміщення'] },
      })
    return { card: await cardOf(m.tx, m.user, body.orderId, day) }
  }
  await lockOrder(m.tx, body.orderId)
  const card = await cardOf(m.tx, m.user, body.orderId, day)
  if (!card.mayMove) throw new DomainError('forbidden', 403, queueMessages.forbidden)
  if (card.column !== body.from)
    throw new DomainError('queue_conflict', 409, queueMessages.conflict, { current: card })
  if (body.from === body.to)
    throw new DomainError('validation_failed', 422, queueMessages.sameColumn, {
      errors: { to: [queueMessages.sameColumn] },
    })
  await m.tx.insert(queueTransitions).values({
    uuid: body.uuid,
    orderId: body.orderId,
    fromColumn: body.from,
    toColumn: body.to,
    movedBy: m.user.id,
    movedAt: m.now,
  })
  m.status(201)
  return { card: await cardOf(m.tx, m.user, body.orderId, day) }
}

export async function undoLastMove(m: MutationScope, orderId: number): Promise<{ card: QueueCard }> {
  const day = kyivDay(m.now)
  await lockOrder(m.tx, orderId)
  const card = await cardOf(m.tx, m.user, orderId, day)
  if (!card.mayMove) throw new DomainError('forbidden', 403, queueMessages.forbidden)
  const [last] = await m.tx
    .select({ id: queueTransitions.id })
    .from(queueTransitions)
    .where(and(eq(queueTransitions.orderId, orderId), isNull(queueTransitions.undoneAt)))
    .orderBy(desc(queueTransitions.movedAt), desc(queueTransitions.id))
    .limit(1)
  if (!last)
    throw new DomainError('validation_failed', 422, queueMessages.nothingToUndo, {
      errors: { order_id: [queueMessages.nothingToUndo] },
    })
  await m.tx
    .update(queueTransitions)
    .set({ undoneAt: m.now, undoneBy: m.user.id })
    .where(eq(queueTransitions.id, last.id))
  return { card: await cardOf(m.tx, m.user, orderId, day) }
}

export async function setOutOfTurn(
  m: MutationScope,
  orderId: number,
  outOfTurn: boolean,
): Promise<{ card: QueueCard }> {
  const day = kyivDay(m.now)
  await lockOrder(m.tx, orderId)
  const card = await cardOf(m.tx, m.user, orderId, day)
  if (!card.mayMove) throw new DomainError('forbidden', 403, queueMessages.forbidden)
  await m.tx
    .insert(queueOutOfTurn)
    .values({ orderId, outOfTurn, updatedBy: m.user.id, updatedAt: m.now })
    .onConflictDoUpdate({
      target: queueOutOfTurn.orderId,
      set: { outOfTurn, updatedBy: m.user.id, updatedAt: m.now },
    })
  return { card: await cardOf(m.tx, m.user, orderId, day) }
}

/** Saves the ordering rules (crm setting queue_settings). */
export async function saveQueueRules(m: MutationScope, rules: QueueOrderRules): Promise<QueueOrderRules> {
  await m.tx
    .insert(crmSettings)
    .values({ name: QUEUE_SETTING, value: rules })
    .onConflictDoUpdate({
      target: crmSettings.name,
      set: { value: rules, version: sql`${crmSettings.version} + 1`, updatedAt: m.now },
    })
  return rules
}
