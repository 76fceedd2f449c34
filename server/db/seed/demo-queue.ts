/**
 * Demo data of the registry queue board (issue 20 item 3): today's walk-in visits of the first demo filial
 * KV01 (where the demo orders are, priced by its lists), spread over the five columns by transitions as the API would have written them, one
 * marked out of turn. Dated relative to now; a start on another day adds that day's queue, a second
 * start on the same day changes nothing (the day's out-of-turn mark is there). The visits are numbered as
 * every order is ("MC-000123", orders_code_seq), so they are found by code like any other.
 */
import { and, asc, eq, gte, inArray, like } from 'drizzle-orm'
import type { QueueColumn } from '../../../domain/registry/queue'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import { nextOrderCode } from '../../modules/orders/orders.repo'
import type { Db } from '../client'
import { users } from '../schema/auth'
import { clients } from '../schema/clients'
import { orders } from '../schema/orders'
import { filials } from '../schema/places'
import { queueOutOfTurn, queueTransitions } from '../schema/registry-queue'

const MIN = 60_000
/** Filial code, minutes since arrival, the path of columns (the last is current), out of turn. */
const visits: Array<[string, number, QueueColumn[], boolean?]> = [
  ['KV01', 5, []],
  ['KV01', 90, [], true],
  ['KV01', 25, ['clinic']],
  ['KV01', 40, ['clinic']],
  ['KV01', 55, ['clinic', 'doctor']],
  ['KV01', 70, ['clinic', 'doctor']],
  ['KV01', 95, ['clinic', 'doctor', 'payment_awaiting']],
  ['KV01', 120, ['clinic', 'doctor', 'payment_awaiting', 'payed']],
  ['KV01', 10, []],
  ['KV01', 35, ['clinic']],
]

export async function seedDemoQueue(db: Db, now = new Date()): Promise<void> {
  const midnight = kyivInstant(kyivDay(now), '00:00').at
  const [done] = await db
    .select({ id: queueOutOfTurn.orderId })
    .from(queueOutOfTurn)
    .where(gte(queueOutOfTurn.updatedAt, midnight))
    .limit(1)
  if (done) return
  const [registrar] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'registrar'))
  const places = await db
    .select({ id: filials.id, code: filials.code, cityId: filials.cityId })
    .from(filials)
    .where(inArray(filials.code, ['KV01', 'KV02']))
  const people = await db
    .select({ id: clients.id })
    .from(clients)
    .orderBy(asc(clients.id))
    .limit(visits.length)
  // The cart and prices of a demo order of KV01: a visit's lines are priced as the server prices them.
  const [model] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.state, 'confirmed'), like(orders.code, 'MC-%')))
    .orderBy(asc(orders.id))
    .limit(1)
  if (!registrar || !places.length || !model || people.length < visits.length) return
  // Every visit is today's: just after Kyiv midnight the arrivals are drawn closer to now.
  const sinceMidnight = (now.getTime() - midnight.getTime()) / MIN
  const scale = Math.min(1, Math.max(0, sinceMidnight - 1) / Math.max(...visits.map((v) => v[1])))
  await db.transaction(async (tx) => {
    for (const [i, [code, minutes, path, outOfTurn]] of visits.entries()) {
      const place = places.find((p) => p.code === code)
      if (!place) continue
      const ago = minutes * scale
      const lead = Math.min(5, ago / 2)
      const arrived = new Date(now.getTime() - ago * MIN)
      const [order] = await tx
        .insert(orders)
        .values({
          code: await nextOrderCode(tx),
          state: path.includes('payed') ? 'payed_cash' : path.includes('doctor') ? 'done_part' : 'confirmed',
          createdBy: registrar.id,
          operatorId: registrar.id,
          filialId: place.id,
          cityId: place.cityId,
          servicePriceListId: model.servicePriceListId,
          mcTestPriceListId: model.mcTestPriceListId,
          cartData: model.cartData,
          priceInfo: model.priceInfo,
          sum: model.sum,
          discount: model.discount,
          toPay: model.toPay,
          clientId: people[i]!.id,
          createdAt: arrived,
          updatedAt: arrived,
          closedAt: path.includes('payed') ? now : null,
          closedBy: path.includes('payed') ? registrar.id : null,
        })
        .returning({ id: orders.id })
      let from: QueueColumn = 'wait'
      for (const [step, to] of path.entries()) {
        await tx.insert(queueTransitions).values({
          uuid: crypto.randomUUID(),
          orderId: order!.id,
          fromColumn: from,
          toColumn: to,
          movedBy: registrar.id,
          // Evenly spread between arrival and five minutes ago.
          movedAt: new Date(arrived.getTime() + ((step + 1) * (ago - lead) * MIN) / (path.length + 1)),
        })
        from = to
      }
      if (outOfTurn)
        await tx
          .insert(queueOutOfTurn)
          .values({ orderId: order!.id, outOfTurn: true, updatedBy: registrar.id, updatedAt: now })
    }
  })
}
