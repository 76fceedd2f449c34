/**
 * Client rows: reading, the answer shape, and writes that keep the search keys in step with the names
 * (every insert and update goes through here, so the keys can never go stale).
 */
import { asc, eq, gt, inArray } from 'drizzle-orm'
import { clientSearchKeys, type ClientSearchKeys } from '../../../domain/clients/client-keys'
import { ageOn, fullName } from '../../../domain/clients/client-rules'
import type { Client } from '../../../domain/clients/client.schema'
import type { Db, Tx } from '../../db/client'
import { clientNameKeys, clients } from '../../db/schema/clients'
import { insertOnce } from '../../lib/client-uuid'
import { updateVersioned } from '../../lib/versioned'

export type ClientRow = typeof clients.$inferSelect
export type ClientValues = Omit<
  typeof clients.$inferInsert,
  'id' | 'surnameKey' | 'nameKey' | 'patronymicKey'
>

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The answer shape of a client row; `today` (YYYY-MM-DD, Kyiv) gives the age. */
export function toClient(row: ClientRow, today: string): Client {
  return {
    id: row.id,
    uuid: row.uuid,
    version: row.version,
    surname: row.surname,
    name: row.name,
    patronymic: row.patronymic,
    pib: fullName(row),
    birthday: row.birthday,
    age: ageOn(row.birthday, today),
    phone: row.phone,
    email: row.email,
    male: row.male,
    specialAttention: row.specialAttention,
    specialAttentionComment: row.specialAttentionComment,
    emailVerifiedAt: iso(row.emailVerifiedAt),
    phoneVerifiedAt: iso(row.phoneVerifiedAt),
    cabinetEnabledAt: iso(row.cabinetEnabledAt),
    cabinetDisabledAt: iso(row.cabinetDisabledAt),
    cabinetSync: row.cabinetEnabledAt !== null && row.cabinetDisabledAt === null,
    deletedAt: iso(row.deletedAt),
    deleteReason: row.deleteReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The change-feed entity name of a client (scope 'clients'). */
export const CLIENT_ENTITY = 'client'

/** Clients with these ids, answer-shaped: what the 'clients' sync scope serves for changed rows. */
export async function clientsByIds(db: Db, ids: number[], today: string): Promise<Client[]> {
  if (ids.length === 0) return []
  return (await db.select().from(clients).where(inArray(clients.id, ids))).map((r) => toClient(r, today))
}

/** Clients after `afterId` in id order, deleted ones too (with deletedAt): the 'clients' snapshot pages. */
export async function clientsPage(db: Db, afterId: number, limit: number, today: string): Promise<Client[]> {
  const rows = await db
    .select()
    .from(clients)
    .where(gt(clients.id, afterId))
    .orderBy(asc(clients.id))
    .limit(limit)
  return rows.map((r) => toClient(r, today))
}

/** A client named by id or by the uuid its device gave it. */
const byRef = (ref: number | string) =>
  typeof ref === 'number' ? eq(clients.id, ref) : eq(clients.uuid, ref)

/** The client with id or uuid `ref`, or undefined. */
export async function findClient(db: Db | Tx, ref: number | string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(byRef(ref))
  return row
}

/** The client with id or uuid `ref`, locked until the transaction ends (a write decides on what it read). */
export async function lockClient(tx: Tx, ref: number | string): Promise<ClientRow | undefined> {
  const [row] = await tx.select().from(clients).where(byRef(ref)).for('update')
  return row
}

/** Inserts a client unless its uuid exists already (then answers that client, `created` false). */
export async function insertClient(
  tx: Tx,
  values: ClientValues & { uuid: string },
): Promise<{ row: ClientRow; created: boolean }> {
  const keys = clientSearchKeys(values)
  const result = await insertOnce(tx, clients, { ...values, ...keys })
  if (result.created) await rememberKeys(tx, keys)
  return result
}

/** A version-checked update (409 with `current` when stale); the keys follow any change of a name. */
export async function updateClient(
  tx: Tx,
  before: ClientRow,
  version: number,
  set: Partial<ClientValues>,
  current: () => Promise<unknown>,
): Promise<ClientRow> {
  const keys = clientSearchKeys({
    surname: set.surname ?? before.surname,
    name: set.name ?? before.name,
    patronymic: set.patronymic === undefined ? before.patronymic : set.patronymic,
  })
  const row = await updateVersioned(tx, clients, { id: before.id, version }, { ...set, ...keys }, current)
  if (set.surname !== undefined || set.name !== undefined || set.patronymic !== undefined)
    await rememberKeys(tx, keys)
  return row
}

/** Adds the keys to the near-miss word list (client_name_keys). */
async function rememberKeys(tx: Tx, k: ClientSearchKeys): Promise<void> {
  const rows = [
    { field: 'surname' as const, key: k.surnameKey },
    { field: 'name' as const, key: k.nameKey },
    { field: 'patronymic' as const, key: k.patronymicKey ?? '' },
  ].filter((r) => r.key !== '')
  if (rows.length) await tx.insert(clientNameKeys).values(rows).onConflictDoNothing()
}
