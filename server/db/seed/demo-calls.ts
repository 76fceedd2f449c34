/**
 * Demo data of the registry's call list (issue 20 item 5): previous entries that are due (today and
 * overdue) for clients with no order, and a few calls already made — one that did not reach the
 * patient (the row stays, showing it) on a demo order, one about an entry. Only while no call exists.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { kyivDay } from '../../../domain/time/kyiv'
import type { Db } from '../client'
import { users } from '../schema/auth'
import { callResults, callTypes } from '../schema/call-center'
import { clients } from '../schema/clients'
import { orders } from '../schema/orders'
import { previousEntries } from '../schema/previous-entries'
import { registryCalls } from '../schema/registry-calls'
import { staff } from '../schema/staff'

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

export async function seedDemoCalls(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: registryCalls.id }).from(registryCalls).limit(1)
    if (any) return
    const [registrar] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'registrar'))
    const [doctor] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.fullName, 'Коваленко Олена Петрівна'))
    const [noAnswer] = await tx.select().from(callResults).where(eq(callResults.systemName, 'no_answer'))
    const [reminder] = await tx.select().from(callTypes).where(eq(callTypes.systemName, 'reminder'))
    if (!registrar || !doctor || !noAnswer || !reminder) return
    // Clients past the ones the demo orders use: no order, so their entries are not turned into one.
    const people = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(sql`NOT EXISTS (SELECT 1 FROM orders o WHERE o.client_id = ${clients.id})`)
      .orderBy(asc(clients.id))
      .offset(40)
      .limit(3)
    if (people.length < 3) return
    const today = kyivDay(now)
    const entries = await tx
      .insert(previousEntries)
      .values(
        [0, -2, -5].map((days, i) => ({
          clientId: people[i]!.id,
          doctorId: doctor.id,
          registeredOn: addDays(today, days - 20),
          deadlineAt: addDays(today, days),
          type: i === 0 ? 2 : 1,
          comment: i === 0 ? 'Повторний огляд після лікування' : null,
          createdBy: registrar.id,
          updatedBy: registrar.id,
        })),
      )
      .returning({ id: previousEntries.id, clientId: previousEntries.clientId })
    const [order] = await tx
      .select({ id: orders.id, clientId: orders.clientId })
      .from(orders)
      .where(eq(orders.state, 'done'))
      .limit(1)
    const hourAgo = new Date(now.getTime() - 60 * 60_000)
    await tx.insert(registryCalls).values([
      {
        uuid: crypto.randomUUID(),
        previousEntryId: entries[1]!.id,
        clientId: entries[1]!.clientId,
        callTypeId: reminder.id,
        callResultId: noAnswer.id,
        orderCallState: 'no_answer',
        comment: 'Не бере слухавку, спробувати після 14:00',
        madeBy: registrar.id,
        madeAt: hourAgo,
      },
      ...(order
        ? [
            {
              uuid: crypto.randomUUID(),
              orderId: order.id,
              clientId: order.clientId,
              callTypeId: reminder.id,
              callResultId: noAnswer.id,
              orderCallState: 'no_answer',
              comment: 'Нагадати про оплату',
              madeBy: registrar.id,
              madeAt: hourAgo,
            },
          ]
        : []),
    ])
  })
}
