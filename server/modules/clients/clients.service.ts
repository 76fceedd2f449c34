/**
 * Client writes (spec 000 §3, spec 001 §4–§5): create (idempotent by uuid), edit, delete with a reason
 * and restore (soft), and the online-cabinet sync switch, which needs a phone. Each runs inside
 * ctx.mutate's transaction and records its change for the 'clients' sync scope.
 */
import { randomUUID } from 'node:crypto'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { birthdayProblem, clientMessages as m, clinicDay } from '../../../domain/clients/client-rules'
import type {
  CabinetSync,
  Client,
  ClientCreate,
  ClientDelete,
  ClientPatch,
} from '../../../domain/clients/client.schema'
import type { MutationScope } from '../../lib/mutation'
import { versionConflict } from '../../lib/versioned'
import { readSystemModules } from '../settings/system-modules.repo'
import {
  CLIENT_ENTITY,
  insertClient,
  lockClient,
  toClient,
  updateClient,
  type ClientRow,
  type ClientValues,
} from './clients.repo'

/** 422 with the given messages on their (snake_case) fields. */
export function fieldError(errors: Record<string, string[]>, code = 'validation_failed'): DomainError {
  return new DomainError(code, 422, errorMessages.validation_failed, { errors })
}

/** Refuses a birthday after the clinic's today. */
function checkBirthday(birthday: string | null | undefined, now: Date): void {
  const problem = birthday ? birthdayProblem(birthday, clinicDay(now)) : null
  if (problem) throw fieldError({ birthday: [problem] })
}

const changed = (s: MutationScope, row: ClientRow) =>
  s.changed({ scope: 'clients', entity: CLIENT_ENTITY, id: row.id, uuid: row.uuid, op: 'upsert' })

/** Refuses a card left without a birthday while the "birthday required" system module is on. */
async function checkBirthdayGiven(s: MutationScope, birthday: string | null | undefined): Promise<void> {
  if (birthday) return
  if ((await readSystemModules(s.tx)).birthdayRequired) throw fieldError({ birthday: [m.birthdayRequired] })
}

/** Creates a client; a uuid that exists already answers that client (200) instead of a duplicate (201). */
export async function createClient(s: MutationScope, body: ClientCreate): Promise<Client> {
  checkBirthday(body.birthday, s.now)
  await checkBirthdayGiven(s, body.birthday)
  const { uuid = randomUUID(), ...card } = body
  const { row, created } = await insertClient(s.tx, { ...card, uuid })
  if (created) changed(s, row)
  s.status(created ? 201 : 200)
  return toClient(row, clinicDay(s.now))
}

/** The locked client (by id or uuid) at `version`: 404 when missing, 409 with the current client when stale. */
async function lockAt(
  s: MutationScope,
  ref: number | string,
  version: number,
  allowDeleted = false,
): Promise<ClientRow> {
  const row = await lockClient(s.tx, ref)
  if (!row) throw new DomainError('not_found', 404, m.notFound)
  const current = toClient(row, clinicDay(s.now))
  if (row.version !== version) throw versionConflict(current)
  if (row.deletedAt && !allowDeleted) throw new DomainError('client_deleted', 409, m.deleted, { current })
  return row
}

async function write(s: MutationScope, before: ClientRow, version: number, set: Partial<ClientValues>) {
  const row = await updateClient(s.tx, before, version, set, () =>
    Promise.resolve(toClient(before, clinicDay(s.now))),
  )
  changed(s, row)
  return toClient(row, clinicDay(s.now))
}

/** Edits the card; absent optional fields stay as they are, null clears them. */
export async function editClient(
  s: MutationScope,
  ref: number | string,
  patch: ClientPatch,
): Promise<Client> {
  checkBirthday(patch.birthday, s.now)
  const before = await lockAt(s, ref, patch.version)
  const { version, ...set } = patch
  const syncing = before.cabinetEnabledAt !== null && before.cabinetDisabledAt === null
  if (syncing && set.phone === null) throw fieldError({ phone: [m.phoneNeededByCabinet] })
  await checkBirthdayGiven(s, set.birthday === undefined ? before.birthday : set.birthday)
  return write(s, before, version, set)
}

/** Soft-deletes with a reason; deleting a deleted client changes nothing. */
export async function deleteClient(
  s: MutationScope,
  ref: number | string,
  body: ClientDelete,
): Promise<Client> {
  const before = await lockAt(s, ref, body.version, true)
  if (before.deletedAt) return toClient(before, clinicDay(s.now))
  return write(s, before, body.version, { deletedAt: s.now, deleteReason: body.reason })
}

/** Restores a deleted client; restoring a client that is not deleted changes nothing. */
export async function restoreClient(
  s: MutationScope,
  ref: number | string,
  version: number,
): Promise<Client> {
  const before = await lockAt(s, ref, version, true)
  if (!before.deletedAt) return toClient(before, clinicDay(s.now))
  return write(s, before, version, { deletedAt: null, deleteReason: null })
}

/** Switches the online cabinet's sync on (needs a phone) or off; the same state again changes nothing. */
export async function setCabinetSync(
  s: MutationScope,
  ref: number | string,
  body: CabinetSync,
): Promise<Client> {
  const before = await lockAt(s, ref, body.version)
  const syncing = before.cabinetEnabledAt !== null && before.cabinetDisabledAt === null
  if (body.enabled && !before.phone)
    throw new DomainError('cabinet_sync_needs_phone', 422, m.cabinetNeedsPhone, {
      errors: { phone: [m.cabinetNeedsPhone] },
    })
  if (body.enabled === syncing) return toClient(before, clinicDay(s.now))
  const set = body.enabled
    ? { cabinetEnabledAt: s.now, cabinetDisabledAt: null }
    : { cabinetDisabledAt: s.now }
  return write(s, before, body.version, set)
}
