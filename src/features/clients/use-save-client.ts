/**
 * Client writes through the outbox (create under a uuid given here, edit against the version, delete
 * with a reason, restore): the local record changes at once; online the screen waits briefly for the
 * server's answer to show a refusal on the fields or move on.
 */
import { fullName } from '../../../domain/clients/client-rules'
import type { ClientCreate } from '../../../domain/clients/client.schema'
import { CLIENT_ENTITY } from '../../offline/entities/clients'
import { useOffline } from '../../offline/react/offline-context'
import { awaitOutcome, type Outcome } from '../../shared/await-outcome'
import { localClientRecord } from './client-draft'
import { clientRef, type ClientView } from '../../shared/patients/client-read'
import { localClients } from '../../shared/patients/local-clients'

export function useSaveClient() {
  const { db, userId, outbox } = useOffline()
  const base = async (c: ClientView) =>
    ((await localClients(db).find(c.uuid)) ?? {}) as Record<string, unknown>
  // A client still unsent has no version yet: the outbox re-bases this on the version its create gets.
  const version = (c: ClientView) => c.version ?? 1
  const write = async (
    c: { uuid: string; pib: string },
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    local: unknown,
    label: string,
  ): Promise<Outcome> => {
    const item = await outbox.write({
      userId,
      entity: { type: CLIENT_ENTITY, uuid: c.uuid },
      method,
      path,
      body,
      label: `${label}: ${c.pib}`,
      openPath: `/clients/profile/${c.uuid}`,
      local,
    })
    return awaitOutcome(db, item)
  }
  return {
    create(uuid: string, card: ClientCreate) {
      const local = localClientRecord({ uuid, deletedAt: null, deleteReason: null }, card)
      return write(
        { uuid, pib: fullName(card) },
        'POST',
        '/clients',
        { uuid, ...card },
        local,
        'Новий клієнт',
      )
    },
    async edit(c: ClientView, card: ClientCreate) {
      const local = localClientRecord(await base(c), card)
      const body = { version: version(c), ...card }
      return write(c, 'PATCH', `/clients/${clientRef(c)}`, body, local, 'Зміна клієнта')
    },
    async remove(c: ClientView, reason: string) {
      const local = { ...(await base(c)), deletedAt: new Date().toISOString(), deleteReason: reason }
      const body = { reason, version: version(c) }
      return write(c, 'POST', `/clients/${clientRef(c)}/delete`, body, local, 'Видалення клієнта')
    },
    async restore(c: ClientView) {
      const local = { ...(await base(c)), deletedAt: null, deleteReason: null }
      return write(
        c,
        'POST',
        `/clients/${clientRef(c)}/restore`,
        { version: version(c) },
        local,
        'Відновлення клієнта',
      )
    },
  }
}
