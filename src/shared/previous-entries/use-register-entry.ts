/**
 * Registers (or edits) a previous entry through the outbox. The entry carries a uuid given here; for a
 * client created offline it names the client by uuid and depends on the client's queued create, so it
 * waits for it and lands after it (ARCHITECTURE.md §4–§5).
 */
import { previousEntryMessages as m } from '../../../domain/previous-entries/previous-entry-rules'
import { CLIENT_ENTITY } from '../../offline/entities/clients'
import { PREVIOUS_ENTRY_ENTITY } from '../../offline/entities/previous-entries'
import { openItemsOf } from '../../offline/outbox'
import { useOffline } from '../../offline/react/offline-context'
import type { PatientState } from '../patients/patient-fields'
import { clientRef } from '../patients/client-read'
import { awaitOutcome, type Outcome } from '../await-outcome'
import { entryBody, type EntryDraft } from './entry-draft'

export interface EditedEntry {
  id: number
  uuid: string
  version: number
}

export function useRegisterEntry() {
  const { db, userId, outbox } = useOffline()
  return async (
    uuid: string,
    draft: EntryDraft,
    patient: PatientState,
    createdAt: string,
    editing?: EditedEntry,
  ): Promise<Outcome> => {
    const body = entryBody(draft, patient, createdAt)
    const c = patient.client
    const waitsFor = c && c.id === undefined ? await openItemsOf(db, `${CLIENT_ENTITY}:${c.uuid}`) : []
    const item = await outbox.write({
      userId,
      entity: { type: PREVIOUS_ENTRY_ENTITY, uuid: editing?.uuid ?? uuid },
      method: editing ? 'PATCH' : 'POST',
      path: editing ? `/previous-orders/api/${editing.id}` : '/previous-orders/api',
      body: editing ? { ...body, version: editing.version } : { uuid, ...body },
      baseVersion: editing?.version,
      dependsOn: waitsFor.map((i) => i.id),
      label: `Попередній запис: ${c?.pib ?? [patient.fields.surname, patient.fields.name].join(' ').trim()}`,
      openPath: c ? `/clients/profile/${clientRef(c)}` : undefined,
      local: { uuid, ...body, clientUuid: c?.uuid ?? null, pib: c?.pib ?? null, status: 'queued' },
      replacesWhole: true,
    })
    return awaitOutcome(db, item)
  }
}

/** The failure text of a refused registration (spec 000 §8). */
export const refusalMessage = (o: Outcome): string => o.item.lastError?.message || m.registerFailed
