/**
 * Which client a previous entry is for. clientId (an id, or the uuid of a client created offline) wins;
 * else client.id; else the inline client data: linked to an existing, not deleted client with the same
 * surname and name (by search key), birthday and phone — and patronymic when both have one — or, when
 * none matches, created as a new client. Data with neither birthday nor phone is too thin to identify
 * anyone, so it always makes a new client rather than risk filing the entry under a stranger. A linked
 * client is never changed by the entry's data.
 */
import { and, eq, isNull, or, sql, asc } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { clientSearchKeys } from '../../../domain/clients/client-keys'
import { clientMessages, birthdayProblem, clinicDay } from '../../../domain/clients/client-rules'
import { can } from '../../../domain/permissions/check'
import { previousEntryMessages as m } from '../../../domain/previous-entries/previous-entry-rules'
import type { PreviousEntryClient } from '../../../domain/previous-entries/previous-entry.schema'
import { clients } from '../../db/schema/clients'
import type { MutationScope } from '../../lib/mutation'
import { CLIENT_ENTITY, insertClient } from '../clients/clients.repo'
import { fieldError } from '../clients/clients.service'

async function byRef(s: MutationScope, ref: number | string): Promise<number> {
  const [row] = await s.tx
    .select({ id: clients.id, deletedAt: clients.deletedAt })
    .from(clients)
    .where(typeof ref === 'number' ? eq(clients.id, ref) : eq(clients.uuid, ref))
  if (!row) throw fieldError({ client_id: [m.clientUnknown] })
  if (row.deletedAt) throw fieldError({ client_id: [m.clientDeleted] })
  return row.id
}

/** The id of an existing client the data describes, per the rule above. */
async function sameClient(s: MutationScope, c: PreviousEntryClient, surname: string, name: string) {
  const birthday = c.birthday ?? null
  const phone = c.phone ?? null
  if (birthday === null && phone === null) return undefined
  const keys = clientSearchKeys({ surname, name, patronymic: c.patronymic ?? null })
  const [row] = await s.tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.surnameKey, keys.surnameKey),
        eq(clients.nameKey, keys.nameKey),
        sql`${clients.birthday} IS NOT DISTINCT FROM ${birthday}`,
        sql`${clients.phone} IS NOT DISTINCT FROM ${phone}`,
        keys.patronymicKey === null
          ? undefined
          : or(isNull(clients.patronymicKey), eq(clients.patronymicKey, keys.patronymicKey)),
        isNull(clients.deletedAt),
      ),
    )
    .orderBy(asc(clients.id))
    .limit(1)
  return row?.id
}

/** The client id of the entry: resolved, linked or newly created (which needs crmClientsEdit). */
export async function entryClientId(
  s: MutationScope,
  clientId: number | string | null | undefined,
  client: PreviousEntryClient | null | undefined,
): Promise<number> {
  const ref = clientId ?? client?.id ?? null
  if (ref !== null) return byRef(s, ref)
  const surname = client?.surname?.trim() ?? ''
  const name = client?.name?.trim() ?? ''
  const missing: Record<string, string[]> = {}
  if (!surname) missing['client.surname'] = [clientMessages.surnameRequired]
  if (!name) missing['client.name'] = [clientMessages.nameRequired]
  const born = client?.birthday ? birthdayProblem(client.birthday, clinicDay(s.now)) : null
  if (born) missing['client.birthday'] = [born]
  if (!client || Object.keys(missing).length) throw fieldError(missing)

  const existing = await sameClient(s, client, surname, name)
  if (existing !== undefined) return existing
  if (!can(s.user.permissions, 'crmClientsEdit'))
    throw new DomainError('forbidden', 403, errorMessages.forbidden)
  const { row } = await insertClient(s.tx, {
    uuid: randomUUID(),
    surname,
    name,
    patronymic: client.patronymic ?? null,
    birthday: client.birthday ?? null,
    phone: client.phone ?? null,
    email: client.email ?? null,
    male: client.male ?? null,
  })
  s.changed({ scope: 'clients', entity: CLIENT_ENTITY, id: row.id, uuid: row.uuid, op: 'upsert' })
  return row.id
}
