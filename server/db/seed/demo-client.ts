/**
 * The n-th demo client, as a pure function of n: seeding 300 then topping up to 100 000 gives the same
 * clients as seeding 100 000 at once, on every machine. Dates count back from a fixed day for the same
 * reason. Demo clients carry a uuid made from n, which is how the seed recognises them.
 */
import { prng } from './seed-helpers'
import { femaleNames, maleNames, mobileCodes, patronymics, surnames, transliterate } from './demo-names'

export interface DemoClient {
  uuid: string
  surname: string
  name: string
  patronymic: string
  birthday: string | null
  phone: string | null
  email: string | null
  male: 'man' | 'woman'
  specialAttention: boolean
  specialAttentionComment: string | null
  emailVerifiedAt: string | null
  phoneVerifiedAt: string | null
  cabinetEnabledAt: string | null
  cabinetDisabledAt: string | null
  deletedAt: string | null
  deleteReason: string | null
  createdAt: string
}

/** Demo client uuids are this prefix + n in 12 hex digits; random v4 uuids never start with zeros like this. */
export const DEMO_CLIENT_UUID_PREFIX = '00000000-0000-4000-8000-'
/** The uuid of demo client `n`. */
export const demoClientUuid = (n: number) => DEMO_CLIENT_UUID_PREFIX + n.toString(16).padStart(12, '0')

const REFERENCE_DAY = Date.UTC(2025, 0, 1)
const DAY = 86_400_000

const attentionComments = [
  'Алергія на пеніцилін',
  'Слабкозорий, потрібна допомога при заповненні документів',
  'Боїться забору крові, можливе запаморочення',
  'Пересувається на візку, потрібен кабінет на першому поверсі',
  'Вагітність, другий триместр',
  'Погано чує, говорити голосно і чітко',
  'Алергія на латекс',
]
const deleteReasons = ['Дублікат картки', 'Запит клієнта на видалення даних', 'Помилково створена картка']
const mailDomains = ['example.com', 'example.net', 'example.org']

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const iso = (ms: number) => new Date(ms).toISOString()

function birthday(r: () => number): string | null {
  if (r() < 0.02) return null
  // About a fifth are children; adults thin out towards old age.
  const age = r() < 0.22 ? Math.floor(r() * 18) : 18 + Math.floor(r() ** 1.4 * 72)
  const d = new Date(REFERENCE_DAY)
  d.setUTCFullYear(d.getUTCFullYear() - age)
  return isoDay(d.getTime() - Math.floor(r() * 365) * DAY)
}

/** The demo client number `n` (0-based). */
export function demoClient(n: number): DemoClient {
  const r = prng(Math.imul(n + 1, 0x9e3779b1) ^ 0x5bd1e995)
  const woman = r() < 0.56
  const sx = woman ? 1 : 0
  const surname = pick(r, surnames)[sx]
  const name = pick(r, woman ? femaleNames : maleNames)
  const patronymic = pick(r, patronymics)[sx]
  const born = birthday(r)
  const adult = born === null || Number(born.slice(0, 4)) <= 2006
  const phone =
    r() < 0.98 ? `380${pick(r, mobileCodes)}${String(Math.floor(r() * 1e7)).padStart(7, '0')}` : null
  const email =
    adult && r() < 0.45
      ? `${transliterate(name)}.${transliterate(surname)}${r() < 0.5 ? Math.floor(r() * 100) : ''}@${pick(r, mailDomains)}`
      : null
  const created = REFERENCE_DAY - Math.floor(r() * 1460 * DAY)
  const attention = r() < 0.015
  const cabinet =
    adult && phone !== null && r() < 0.18 ? created + Math.floor(r() * (REFERENCE_DAY - created)) : null
  const disabled =
    cabinet !== null && r() < 0.1 ? cabinet + Math.floor(r() * (REFERENCE_DAY - cabinet)) : null
  const deleted = r() < 0.004 ? created + Math.floor(r() * (REFERENCE_DAY - created)) : null
  return {
    uuid: demoClientUuid(n),
    surname,
    name,
    patronymic,
    birthday: born,
    phone,
    email,
    male: woman ? 'woman' : 'man',
    specialAttention: attention,
    specialAttentionComment: attention ? pick(r, attentionComments) : null,
    emailVerifiedAt: cabinet !== null && email !== null ? iso(cabinet) : null,
    phoneVerifiedAt: cabinet !== null ? iso(cabinet) : null,
    cabinetEnabledAt: cabinet !== null ? iso(cabinet) : null,
    cabinetDisabledAt: disabled !== null ? iso(disabled) : null,
    deletedAt: deleted !== null ? iso(deleted) : null,
    deleteReason: deleted !== null ? pick(r, deleteReasons) : null,
    createdAt: iso(created),
  }
}
