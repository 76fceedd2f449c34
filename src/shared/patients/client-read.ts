/**
 * Reads a client from any answer the PWA meets: the server's own shape, the spellings spec 000 §3 lists
 * (fullName, full_name, pib, specialAttention, special_attention, special_attention_comment) and the
 * local record of a client created offline (no id yet, only its uuid).
 */
import { ageOn, fullName } from '../../../domain/clients/client-rules'

export interface ClientView {
  id: number | undefined
  uuid: string
  version: number | undefined
  surname: string
  name: string
  patronymic: string | null
  pib: string
  birthday: string | null
  age: number | null
  phone: string | null
  email: string | null
  male: 'man' | 'woman' | null
  specialAttention: boolean
  specialAttentionComment: string | null
  emailVerifiedAt: string | null
  phoneVerifiedAt: string | null
  cabinetEnabledAt: string | null
  cabinetDisabledAt: string | null
  cabinetSync: boolean
  deletedAt: string | null
  deleteReason: string | null
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
const first = (o: Record<string, unknown>, ...keys: string[]): unknown =>
  keys.map((k) => o[k]).find((v) => v !== undefined && v !== null)

/** The client in one shape; `today` (YYYY-MM-DD) counts the age when the answer carries none. */
export function readClient(raw: unknown, today: string): ClientView {
  const o = (raw ?? {}) as Record<string, unknown>
  const surname = str(o.surname) ?? ''
  const name = str(o.name) ?? ''
  const patronymic = str(o.patronymic)
  const birthday = str(o.birthday)
  const pib = str(first(o, 'pib', 'fullName', 'full_name')) ?? fullName({ surname, name, patronymic })
  const flag = first(o, 'specialAttention', 'special_attention')
  const comment = str(first(o, 'specialAttentionComment', 'special_attention_comment'))
  const male = o.male === 'man' || o.male === 'woman' ? o.male : null
  const age = typeof o.age === 'number' ? o.age : ageOn(birthday, today)
  return {
    id: typeof o.id === 'number' ? o.id : undefined,
    uuid: str(o.uuid) ?? '',
    version: typeof o.version === 'number' ? o.version : undefined,
    surname,
    name,
    patronymic,
    pib,
    birthday,
    age,
    phone: str(o.phone),
    email: str(o.email),
    male,
    specialAttention: flag === true || flag === 1 || flag === '1' || (flag === undefined && comment !== null),
    specialAttentionComment: comment,
    emailVerifiedAt: str(first(o, 'emailVerifiedAt', 'email_verified_at')),
    phoneVerifiedAt: str(first(o, 'phoneVerifiedAt', 'phone_verified_at')),
    cabinetEnabledAt: str(first(o, 'cabinetEnabledAt', 'cabinet_enabled_at')),
    cabinetDisabledAt: str(first(o, 'cabinetDisabledAt', 'cabinet_disabled_at')),
    cabinetSync: o.cabinetSync === true,
    deletedAt: str(first(o, 'deletedAt', 'deleted_at')),
    deleteReason: str(first(o, 'deleteReason', 'delete_reason')),
  }
}

/** The route parameter of a client: its id once the server has it, else the uuid its device gave it. */
export const clientRef = (c: { id: number | undefined; uuid: string }): string =>
  c.id !== undefined ? String(c.id) : c.uuid
