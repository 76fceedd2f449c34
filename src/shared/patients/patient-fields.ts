/** The patient search form's values (spec 000 §2.5) and the search query they make. */
import { birthdayToSend, phoneRunToSend } from './masks'
import type { ClientQuery } from './client-match'
import { birthdayShown, maskPhone } from './masks'
import type { ClientView } from './client-read'

export interface PatientFields {
  surname: string
  name: string
  patronymic: string
  /** Masked ##.##.####. */
  birthday: string
  /** Masked +38(###)###-##-##, or a run of a number's digits ("4735555"). */
  phone: string
  email: string
  male: '' | 'man' | 'woman'
}

export type PatientTextField = Exclude<keyof PatientFields, 'male'>

export const emptyPatient: PatientFields = {
  surname: '',
  name: '',
  patronymic: '',
  birthday: '',
  phone: '',
  email: '',
  male: '',
}

/** The patient block's state: the form's values and, once picked, the client. */
export interface PatientState {
  fields: PatientFields
  client: ClientView | null
}

export const emptyPatientState: PatientState = { fields: emptyPatient, client: null }

/** The filled fields as the client search takes them (GET /clients, or the local index). */
export function patientQuery(f: PatientFields): ClientQuery {
  const phone = phoneRunToSend(f.phone)
  return {
    surname: f.surname.trim() || undefined,
    name: f.name.trim() || undefined,
    patronymic: f.patronymic.trim() || undefined,
    birthday: birthdayToSend(f.birthday) ?? undefined,
    phone: phone || undefined,
    email: f.email.trim() || undefined,
    male: f.male || undefined,
  }
}

/** The form filled from a picked client (the global rule upper-cases bound text inputs). */
export function fieldsOf(c: ClientView): PatientFields {
  return {
    surname: c.surname.toUpperCase(),
    name: c.name.toUpperCase(),
    patronymic: (c.patronymic ?? '').toUpperCase(),
    birthday: birthdayShown(c.birthday),
    phone: c.phone ? maskPhone(c.phone) : '',
    email: c.email ?? '',
    male: c.male ?? '',
  }
}

/** The query string of GET /clients. */
export function searchParams(q: ClientQuery, limit = 20): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(q)) if (typeof v === 'string' && v !== '') p.set(k, v)
  if (q.withDeleted) p.set('withDeleted', '1')
  p.set('limit', String(limit))
  return p.toString()
}
