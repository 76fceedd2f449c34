/** Previous-entry rows and their answer shape: the entry with the doctor's name and the embedded client. */
import { and, asc, sql, count, desc, eq, gt, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm'
import { fullName } from '../../../domain/clients/client-rules'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import type { Db, Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { previousEntries } from '../../db/schema/previous-entries'
import { staff } from '../../db/schema/staff'

export type EntryRow = typeof previousEntries.$inferSelect

const joined = {
  entry: previousEntries,
  doctorName: staff.fullName,
  client: {
    id: clients.id,
    uuid: clients.uuid,
    name: clients.name,
    surname: clients.surname,
    patronymic: clients.patronymic,
    birthday: clients.birthday,
    phone: clients.phone,
    email: clients.email,
    male: clients.male,
  },
}

type Joined = { entry: EntryRow; doctorName: string; client: Omit<PreviousEntry['client'], 'pib'> }

function toEntry({ entry: e, doctorName, client }: Joined): PreviousEntry {
  return {
    id: e.id,
    uuid: e.uuid,
    version: e.version,
    createdAt: e.registeredOn,
    doctorId: e.doctorId,
    doctorName,
    deadlineAt: e.deadlineAt,
    type: e.type,
    comment: e.comment,
    // The spec's server sends 1 or 0.
    isNearVisit: e.isNearVisit ? 1 : 0,
    clientId: e.clientId,
    client: { ...client, pib: fullName(client) },
    orderId: e.orderId,
    updatedAt: e.updatedAt.toISOString(),
  }
}

function select(db: Db | Tx) {
  return db
    .select(joined)
    .from(previousEntries)
    .innerJoin(clients, eq(clients.id, previousEntries.clientId))
    .innerJoin(staff, eq(staff.id, previousEntries.doctorId))
}

/** The change-feed entity name of a previous entry (scope 'previous-entries'). */
export const ENTRY_ENTITY = 'previous-entry'

/** Entries with these ids, answer-shaped: what the 'previous-entries' sync scope serves for changed rows. */
export async function entriesByIds(db: Db, ids: number[]): Promise<PreviousEntry[]> {
  if (ids.length === 0) return []
  return (await select(db).where(inArray(previousEntries.id, ids))).map(toEntry)
}

/** Entries after `afterId` in id order: the 'previous-entries' snapshot pages. */
export async function entriesPage(db: Db, afterId: number, limit: number): Promise<PreviousEntry[]> {
  const rows = await select(db)
    .where(gt(previousEntries.id, afterId))
    .orderBy(asc(previousEntries.id))
    .limit(limit)
  return rows.map(toEntry)
}

/** An entry named by id or by the uuid its device gave it. */
const byRef = (ref: number | string) =>
  typeof ref === 'number' ? eq(previousEntries.id, ref) : eq(previousEntries.uuid, ref)

/** The entry with id or uuid `ref` in its answer shape, or undefined. */
export async function readEntry(db: Db | Tx, ref: number | string): Promise<PreviousEntry | undefined> {
  const [row] = await select(db).where(byRef(ref))
  return row ? toEntry(row) : undefined
}

/** A page of entries, latest deadline first, and how many there are in all. */
export async function readEntries(db: Db, where: SQL | undefined, page: number, perPage: number) {
  const rows = await select(db)
    .where(where)
    .orderBy(desc(previousEntries.deadlineAt), desc(previousEntries.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const [total] = await db.select({ n: count() }).from(previousEntries).where(where)
  return { data: rows.map(toEntry), total: total?.n ?? 0 }
}

/** The entry row with id or uuid `ref`, locked until the transaction ends. */
export async function lockEntry(tx: Tx, ref: number | string): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(previousEntries).where(byRef(ref)).for('update')
  return row
}

/** The entry row with `uuid`, or undefined. */
export async function entryByUuid(tx: Tx, uuid: string): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(previousEntries).where(eq(previousEntries.uuid, uuid))
  return row
}

/** The filters of GET /previous-orders/api (the client's entries, or the registry's «Попередні записи»). */
export type EntryFilters = {
  clientId?: number
  doctorId?: number
  deadlineFrom?: string
  deadlineTo?: string
  type?: number
  isNearVisit?: boolean
  /** true: deadline before `today` and not turned into an order; false: the others. */
  overdue?: boolean
}

/** The WHERE of the entry list for these filters; `today` is the Kyiv day the overdue filter compares to. */
export function entryFilterWhere(f: EntryFilters, today: string): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  if (f.clientId !== undefined) parts.push(eq(previousEntries.clientId, f.clientId))
  if (f.doctorId !== undefined) parts.push(eq(previousEntries.doctorId, f.doctorId))
  if (f.deadlineFrom !== undefined) parts.push(gte(previousEntries.deadlineAt, f.deadlineFrom))
  if (f.deadlineTo !== undefined) parts.push(lte(previousEntries.deadlineAt, f.deadlineTo))
  if (f.type !== undefined) parts.push(eq(previousEntries.type, f.type))
  if (f.isNearVisit !== undefined) parts.push(eq(previousEntries.isNearVisit, f.isNearVisit))
  if (f.overdue === true)
    parts.push(and(lt(previousEntries.deadlineAt, today), isNull(previousEntries.orderId)))
  if (f.overdue === false)
    parts.push(sql`not (${previousEntries.deadlineAt} < ${today} and ${previousEntries.orderId} is null)`)
  return parts.length ? and(...parts) : undefined
}
