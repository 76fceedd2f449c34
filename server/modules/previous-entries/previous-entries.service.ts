/**
 * Registering and editing previous entries (spec 000 §2.7, §5). The form's rules are checked again
 * here with the clock of the server: the deadline not before the day of now minus 24 hours, an active
 * doctor, a known client. Runs inside ctx.mutate; changes go to the 'previous-entries' sync scope.
 */
import { randomUUID } from 'node:crypto'
import { DomainError } from '../../../domain/api/errors'
import { clinicDay } from '../../../domain/clients/client-rules'
import {
  earliestDeadline,
  previousEntryMessages as m,
} from '../../../domain/previous-entries/previous-entry-rules'
import type {
  PreviousEntry,
  PreviousEntryCreate,
  PreviousEntryPatch,
} from '../../../domain/previous-entries/previous-entry.schema'
import { previousEntries } from '../../db/schema/previous-entries'
import type { MutationScope } from '../../lib/mutation'
import { insertOnce } from '../../lib/client-uuid'
import { updateVersioned, versionConflict } from '../../lib/versioned'
import { fieldError } from '../clients/clients.service'
import { findActiveDoctor } from '../doctors/doctors.repo'
import { entryClientId } from './entry-client'
import { ENTRY_ENTITY, entryByUuid, lockEntry, readEntry, type EntryRow } from './previous-entries.repo'

type Body = PreviousEntryCreate | PreviousEntryPatch

/** Checks the dates and the doctor; on an edit, an unchanged deadline or doctor is not checked again. */
async function checkFields(s: MutationScope, body: Body, before?: EntryRow): Promise<void> {
  const errors: Record<string, string[]> = {}
  if (body.deadlineAt !== before?.deadlineAt && body.deadlineAt < earliestDeadline(s.now))
    errors.deadline_at = [m.deadlineTooEarly]
  if (body.createdAt !== undefined && body.createdAt > clinicDay(s.now))
    errors.created_at = [m.createdInFuture]
  if (body.doctorId !== before?.doctorId && !(await findActiveDoctor(s.tx, body.doctorId)))
    errors.doctor_id = [m.doctorUnknown]
  if (Object.keys(errors).length) throw fieldError(errors)
}

async function answer(s: MutationScope, row: EntryRow): Promise<PreviousEntry> {
  s.changed({ scope: 'previous-entries', entity: ENTRY_ENTITY, id: row.id, uuid: row.uuid, op: 'upsert' })
  const entry = await readEntry(s.tx, row.id)
  if (!entry) throw new Error('previous entry vanished inside its own transaction')
  return entry
}

const values = (body: Body) => ({
  doctorId: body.doctorId,
  deadlineAt: body.deadlineAt,
  type: body.type,
  comment: body.comment?.trim() || null,
  isNearVisit: body.isNearVisit ?? false,
})

/** Registers an entry (201); a uuid registered before answers that entry (200) and does nothing else. */
export async function registerEntry(s: MutationScope, body: PreviousEntryCreate): Promise<PreviousEntry> {
  if (body.uuid) {
    const existing = await entryByUuid(s.tx, body.uuid)
    if (existing) return (await readEntry(s.tx, existing.id))!
  }
  await checkFields(s, body)
  const clientId = await entryClientId(s, body.clientId, body.client)
  const { row } = await insertOnce(s.tx, previousEntries, {
    ...values(body),
    uuid: body.uuid ?? randomUUID(),
    clientId,
    registeredOn: body.createdAt ?? clinicDay(s.now),
    createdBy: s.user.id,
    updatedBy: s.user.id,
  })
  s.status(201)
  return answer(s, row)
}

/** Edits an entry at the version it was based on (409 with the current entry when stale). */
export async function editEntry(
  s: MutationScope,
  ref: number | string,
  body: PreviousEntryPatch,
): Promise<PreviousEntry> {
  const before = await lockEntry(s.tx, ref)
  if (!before) throw new DomainError('not_found', 404, 'Попередній запис не знайдено')
  const current = () => readEntry(s.tx, before.id)
  if (before.version !== body.version) throw versionConflict(await current())
  await checkFields(s, body, before)
  const clientId = await entryClientId(s, body.clientId, body.client)
  const row = await updateVersioned(
    s.tx,
    previousEntries,
    { id: before.id, version: body.version },
    { ...values(body), clientId, registeredOn: body.createdAt ?? before.registeredOn, updatedBy: s.user.id },
    current,
  )
  return answer(s, row)
}
