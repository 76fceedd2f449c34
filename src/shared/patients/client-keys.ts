/**
 * The search line of one client in the local store: its normalised fields (domain/search, the same
 * keys the server searches by), tab-separated in a fixed order so the local index reads them back
 * without normalising 100,000 names again.
 */
import { phoneDigits, searchKey } from '../../../domain/search/normalize'

export interface ClientKeys {
  uuid: string
  surname: string
  name: string
  patronymic: string
  phone: string
  birthday: string
  email: string
  male: string
  deleted: string
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/** Keys of a client record (the server's answer or a local one). */
export function clientKeys(row: unknown): ClientKeys {
  const o = (row ?? {}) as Record<string, unknown>
  return {
    uuid: text(o.uuid),
    surname: searchKey(text(o.surname)),
    name: searchKey(text(o.name)),
    patronymic: searchKey(text(o.patronymic)),
    phone: phoneDigits(text(o.phone)),
    birthday: text(o.birthday),
    email: text(o.email).toLowerCase(),
    male: text(o.male),
    deleted: o.deletedAt ? '1' : '',
  }
}

const ORDER = [
  'uuid',
  'surname',
  'name',
  'patronymic',
  'phone',
  'birthday',
  'email',
  'male',
  'deleted',
] as const

/** The line stored in the chunk index (no newline inside: keys are [a-z0-9 ], emails have none). */
export const clientKeyLine = (row: unknown): string => {
  const k = clientKeys(row)
  return ORDER.map((f) => k[f].replace(/[\t\n]/g, ' ')).join('\t')
}

/** The keys back from a stored line. */
export function keysFromLine(line: string): ClientKeys {
  const p = line.split('\t')
  const at = (i: number) => p[i] ?? ''
  return {
    uuid: at(0),
    surname: at(1),
    name: at(2),
    patronymic: at(3),
    phone: at(4),
    birthday: at(5),
    email: at(6),
    male: at(7),
    deleted: at(8),
  }
}
