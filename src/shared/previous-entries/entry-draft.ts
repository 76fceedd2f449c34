/**
 * The previous-entry form's values, its blur/submit checks (spec 000 §5, messages word for word) and
 * the request body of spec 000 §7 it makes.
 */
import { previousEntryMessages as m } from '../../../domain/previous-entries/previous-entry-rules'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import { birthdayToSend, phoneToSend } from '../patients/masks'
import type { PatientState } from '../patients/patient-fields'

export interface EntryDraft {
  doctorId: string
  deadlineAt: string
  type: '' | '1' | '2'
  isNearVisit: boolean
  comment: string
}

export type EntryField = keyof EntryDraft | 'patient'
export type EntryErrors = Partial<Record<EntryField, string>>

export const emptyDraft: EntryDraft = {
  doctorId: '',
  deadlineAt: '',
  type: '',
  isNearVisit: false,
  comment: '',
}

export function draftOf(e: PreviousEntry): EntryDraft {
  return {
    doctorId: String(e.doctorId),
    deadlineAt: e.deadlineAt,
    type: e.type === 1 ? '1' : e.type === 2 ? '2' : '',
    isNearVisit: e.isNearVisit === 1,
    comment: e.comment ?? '',
  }
}

/** The message of one field, or undefined (checked on blur). */
export function checkField(field: keyof EntryDraft, d: EntryDraft): string | undefined {
  if (field === 'doctorId' && d.doctorId === '') return m.doctorRequired
  if (field === 'deadlineAt' && d.deadlineAt === '') return m.deadlineRequired
  if (field === 'type' && d.type === '') return m.typeRequired
  return undefined
}

/** Every message before a send; the patient must be chosen or described. */
export function checkAll(d: EntryDraft, patient: PatientState, earliest: string): EntryErrors {
  const errors: EntryErrors = {}
  for (const f of ['doctorId', 'deadlineAt', 'type'] as const) {
    const msg = checkField(f, d)
    if (msg) errors[f] = msg
  }
  if (!errors.deadlineAt && d.deadlineAt < earliest) errors.deadlineAt = m.deadlineTooEarly
  const f = patient.fields
  const described = [f.surname, f.name, f.patronymic, f.birthday, f.phone, f.email, f.male].some(
    (v: string) => v.trim() !== '',
  )
  if (!patient.client && !described) errors.patient = m.clientRequired
  return errors
}

/** The body of POST /previous-orders/api (PATCH …/{id} adds the version). */
export function entryBody(d: EntryDraft, patient: PatientState, createdAt: string) {
  const c = patient.client
  const f = patient.fields
  return {
    createdAt,
    doctorId: Number(d.doctorId),
    deadlineAt: d.deadlineAt,
    type: Number(d.type) as 1 | 2,
    comment: d.comment.trim() === '' ? null : d.comment,
    isNearVisit: d.isNearVisit ? 1 : 0,
    clientId: c ? (c.id ?? c.uuid) : null,
    client: {
      id: c?.id ?? null,
      surname: c ? c.surname : f.surname.trim(),
      name: c ? c.name : f.name.trim(),
      patronymic: c ? c.patronymic : f.patronymic.trim() || null,
      birthday: c ? c.birthday : birthdayToSend(f.birthday),
      phone: c ? c.phone : phoneToSend(f.phone) || null,
      email: c ? c.email : f.email.trim() || null,
      male: c ? c.male : f.male || null,
    },
  }
}

/** A 422's `errors` (snake_case keys, spec 000 §5) as the form's field messages: the first of each. */
export function errorsFrom422(errors: Record<string, string[]> | undefined): EntryErrors {
  const out: EntryErrors = {}
  const map: Record<string, EntryField> = {
    doctor_id: 'doctorId',
    deadline_at: 'deadlineAt',
    type: 'type',
    comment: 'comment',
    is_near_visit: 'isNearVisit',
    client_id: 'patient',
    created_at: 'patient',
  }
  for (const [key, list] of Object.entries(errors ?? {})) {
    const field = map[key] ?? (key.startsWith('client') ? 'patient' : undefined)
    if (field && list[0] && !out[field]) out[field] = list[0]
  }
  return out
}
