/**
 * The duplicate warning of the client card: another client with the same name and birthday, or the
 * same phone — searched in the local copy and, when online, on the server (same normalisation).
 */
import { searchKey } from '../../../domain/search/normalize'
import { clientListResponseSchema, type ClientCreate } from '../../../domain/clients/client.schema'
import { api } from '../../lib/api/api'
import type { OfflineDb } from '../../offline/db'
import type { ClientQuery } from '../../shared/patients/client-match'
import { readClient, type ClientView } from '../../shared/patients/client-read'
import { localClients } from '../../shared/patients/local-clients'
import { searchParams } from '../../shared/patients/patient-fields'
import { today } from '../../shared/patients/use-today'

async function lookup(db: OfflineDb, q: ClientQuery): Promise<ClientView[]> {
  const rows: unknown[] = await localClients(db).search(q, 20)
  if (navigator.onLine) {
    try {
      rows.push(
        ...(await api.request(`/clients?${searchParams(q, 20)}`, { schema: clientListResponseSchema })).data,
      )
    } catch (e) {
      // The local copy still answers; the warning is a help, not a gate.
      console.error('Duplicate check on the server failed', e)
    }
  }
  return rows.map((r) => readClient(r, today()))
}

export async function findDuplicates(
  db: OfflineDb,
  card: ClientCreate,
  selfUuid?: string,
): Promise<ClientView[]> {
  const found = new Map<string, ClientView>()
  const add = (list: ClientView[], keep: (c: ClientView) => boolean) => {
    for (const c of list) if (c.uuid !== selfUuid && keep(c)) found.set(c.uuid, c)
  }
  if (card.birthday) {
    const same = (a: string, b: string) => searchKey(a) === searchKey(b)
    add(
      await lookup(db, { surname: card.surname, name: card.name, birthday: card.birthday }),
      (c) => same(c.surname, card.surname) && same(c.name, card.name) && c.birthday === card.birthday,
    )
  }
  if (card.phone) add(await lookup(db, { phone: card.phone }), (c) => c.phone === card.phone)
  return [...found.values()]
}
