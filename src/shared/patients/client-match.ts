/**
 * Which clients a patient search matches, over normalised keys (client-keys.ts), and in which order:
 * the same rules as the server's search — every filled field narrows; names by key prefix; the phone
 * by any run of its digits; the birthday exactly; the email by its start — exact keys first.
 */
import { birthdayIso, phoneDigits, searchKey } from '../../../domain/search/normalize'
import type { ClientKeys } from './client-keys'

export interface ClientQuery {
  surname?: string | undefined
  name?: string | undefined
  patronymic?: string | undefined
  birthday?: string | undefined
  phone?: string | undefined
  email?: string | undefined
  male?: 'man' | 'woman' | '' | undefined
  withDeleted?: boolean | undefined
}

/** The query's terms, normalised once per keystroke; null when nothing is filled. */
export interface Terms {
  surname: string
  name: string
  patronymic: string
  birthday: string
  phone: string
  email: string
  male: string
  withDeleted: boolean
}

export function termsOf(q: ClientQuery): Terms {
  const bd = q.birthday?.trim() ? (birthdayIso(q.birthday) ?? '\u0000') : ''
  return {
    surname: searchKey(q.surname ?? ''),
    name: searchKey(q.name ?? ''),
    patronymic: searchKey(q.patronymic ?? ''),
    birthday: bd,
    phone: phoneDigits(q.phone ?? ''),
    email: (q.email ?? '').trim().toLowerCase(),
    male: q.male ?? '',
    withDeleted: q.withDeleted === true,
  }
}

/** True when the client's keys match every filled term. */
export function matches(k: ClientKeys, t: Terms): boolean {
  return (
    (t.withDeleted || k.deleted === '') &&
    (t.surname === '' || k.surname.startsWith(t.surname)) &&
    (t.name === '' || k.name.startsWith(t.name)) &&
    (t.patronymic === '' || k.patronymic.startsWith(t.patronymic)) &&
    (t.birthday === '' || k.birthday === t.birthday) &&
    (t.phone === '' || k.phone.includes(t.phone)) &&
    (t.email === '' || k.email.startsWith(t.email)) &&
    (t.male === '' || k.male === t.male)
  )
}

/** Sort key: how many filled names are exact (more first), then surname, name, patronymic keys. */
export function rankOf(k: ClientKeys, t: Terms): string {
  const inexact =
    Number(t.surname !== '' && k.surname !== t.surname) +
    Number(t.name !== '' && k.name !== t.name) +
    Number(t.patronymic !== '' && k.patronymic !== t.patronymic)
  return `${inexact}\u0001${k.surname}\u0001${k.name}\u0001${k.patronymic}`
}
