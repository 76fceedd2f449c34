/**
 * Reads of the laboratory tubes: tubes with their container and tests (with the orderMcTestStates
 * labels), and the order each belongs to with its patient. `tubesOfOrder` is what the label printing
 * builds on: each tube's barcode, container name and tests, the order's code and the patient's name and
 * birth date.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { LabTube, OrderTubes, TubeOrder } from '../../../domain/laboratory/lab-tubes.schema'
import { isTubeState, tubeStateLabels } from '../../../domain/laboratory/tube-states'
import type { OrderOwners } from '../../../domain/orders/order-access'
import type { Db, Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { dictionaries } from '../../db/schema/dictionaries'
import { containers, mcTests } from '../../db/schema/lab'
import { labTubes, labTubeTests } from '../../db/schema/lab-tubes'
import { orders } from '../../db/schema/orders'

type Reader = Db | Tx
const iso = (d: Date | null) => d?.toISOString() ?? null

/** orderMcTestStates key → label. */
async function testStateLabels(db: Reader): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: dictionaries.key, value: dictionaries.value })
    .from(dictionaries)
    .where(eq(dictionaries.setCode, 'orderMcTestStates'))
  return new Map(rows.map((r) => [r.key, r.value]))
}

/** The tubes `where` selects, by id, with their containers and tests. */
export async function tubeViews(db: Reader, where: SQL): Promise<LabTube[]> {
  const rows = await db
    .select({ tube: labTubes, containerName: containers.name })
    .from(labTubes)
    .innerJoin(containers, eq(containers.id, labTubes.containerId))
    .where(where)
    .orderBy(asc(labTubes.id))
  if (rows.length === 0) return []
  const [tests, labels] = await Promise.all([
    db
      .select({
        tubeId: labTubeTests.tubeId,
        mcTestId: labTubeTests.mcTestId,
        state: labTubeTests.state,
        name: mcTests.nameUk,
        code: mcTests.code,
      })
      .from(labTubeTests)
      .innerJoin(mcTests, eq(mcTests.id, labTubeTests.mcTestId))
      .where(
        inArray(
          labTubeTests.tubeId,
          rows.map((r) => r.tube.id),
        ),
      )
      .orderBy(asc(labTubeTests.id)),
    testStateLabels(db),
  ])
  return rows.map(({ tube: t, containerName }) => {
    const state = isTubeState(t.state) ? t.state : 'new'
    return {
      id: t.id,
      orderId: t.orderId,
      barcode: t.barcode,
      state,
      stateLabel: tubeStateLabels[state],
      container: { id: t.containerId, name: containerName },
      departmentId: t.departmentId,
      volumeMl: t.volumeMl,
      collectedAt: iso(t.collectedAt),
      sentAt: iso(t.sentAt),
      receivedAt: iso(t.receivedAt),
      rejectedAt: iso(t.rejectedAt),
      rejectionReason: t.rejectionReason,
      handOverBatch: t.handOverBatch,
      version: t.version,
      tests: tests
        .filter((x) => x.tubeId === t.id)
        .map((x) => ({
          mcTestId: x.mcTestId,
          name: x.name,
          code: x.code,
          state: x.state,
          stateLabel: labels.get(x.state) ?? x.state,
        })),
    }
  })
}

export type TubeOrderRow = TubeOrder & OrderOwners & { filialId: number | null }

/** The orders `where` selects, with their patients (crm card, else the inline data). */
export async function tubeOrders(db: Reader, where: SQL): Promise<TubeOrderRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      code: orders.code,
      state: orders.state,
      createdAt: orders.createdAt,
      firstConfirmedAt: orders.firstConfirmedAt,
      createdBy: orders.createdBy,
      operatorId: orders.operatorId,
      filialId: orders.filialId,
      clientData: orders.clientData,
      surname: clients.surname,
      name: clients.name,
      patronymic: clients.patronymic,
      birthday: clients.birthday,
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(where)
    .orderBy(asc(orders.firstConfirmedAt), asc(orders.id))
  return rows.map((r) => {
    const inline = r.clientData
    const person =
      r.surname !== null
        ? { surname: r.surname, name: r.name, patronymic: r.patronymic, birthday: r.birthday }
        : inline
          ? {
              surname: inline.surname,
              name: inline.name,
              patronymic: inline.patronymic ?? null,
              birthday: inline.birthday ?? null,
            }
          : null
    return {
      id: r.id,
      code: r.code,
      state: r.state,
      createdAt: r.createdAt.toISOString(),
      firstConfirmedAt: iso(r.firstConfirmedAt),
      createdBy: r.createdBy,
      operatorId: r.operatorId,
      filialId: r.filialId,
      clientName: person ? [person.surname, person.name, person.patronymic].filter(Boolean).join(' ') : null,
      clientBirthday: person?.birthday ?? null,
    }
  })
}

/** The answer's order part (without the scope fields). */
export const orderPart = (o: TubeOrderRow): TubeOrder => ({
  id: o.id,
  code: o.code,
  state: o.state,
  createdAt: o.createdAt,
  firstConfirmedAt: o.firstConfirmedAt,
  clientName: o.clientName,
  clientBirthday: o.clientBirthday,
})

/**
 * The order's tubes with their barcodes, containers and tests, and the order's code and patient (name,
 * birth date); null when there is no such order. For the labels: no scope check here.
 */
export async function tubesOfOrder(db: Reader, orderId: number): Promise<OrderTubes | null> {
  const [order] = await tubeOrders(db, eq(orders.id, orderId))
  if (!order) return null
  return { order: orderPart(order), tubes: await tubeViews(db, eq(labTubes.orderId, orderId)) }
}

/** The confirmed orders of a filial whose cart was first confirmed on `day` (Kyiv), with their tubes. */
export async function collectionDay(
  db: Reader,
  filialId: number,
  day: string,
): Promise<Array<OrderTubes & { owners: TubeOrderRow }>> {
  const list = await tubeOrders(
    db,
    and(
      eq(orders.filialId, filialId),
      ne(orders.state, 'deleted'),
      sql`(${orders.firstConfirmedAt} AT TIME ZONE 'Europe/Kyiv')::date = ${day}::date`,
    )!,
  )
  if (list.length === 0) return []
  const tubes = await tubeViews(
    db,
    inArray(
      labTubes.orderId,
      list.map((o) => o.id),
    ),
  )
  return list.map((o) => ({
    owners: o,
    order: orderPart(o),
    tubes: tubes.filter((t) => t.orderId === o.id),
  }))
}
