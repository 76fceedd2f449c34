/**
 * The client card form's values (create and edit), its checks with the domain's zod schema and
 * Ukrainian messages (one per field), and the record shown locally while the write is unsent.
 */
import { birthdayProblem, clientMessages, fullName } from '../../../domain/clients/client-rules'
import { clientCreateSchema, type ClientCreate } from '../../../domain/clients/client.schema'
import { toSnakeCase } from '../../../domain/api/errors'
import type { ClientView } from '../../shared/patients/client-read'
import { birthdayShown, maskPhone } from '../../shared/patients/masks'

export interface ClientDraft {
  surname: string
  name: string
  patronymic: string
  birthday: string
  phone: string
  email: string
  male: '' | 'man' | 'woman'
  specialAttention: boolean
  specialAttentionComment: string
}

export type ClientErrors = Partial<Record<keyof ClientDraft, string>>

export const emptyClientDraft: ClientDraft = {
  surname: '',
  name: '',
  patronymic: '',
  birthday: '',
  phone: '',
  email: '',
  male: '',
  specialAttention: false,
  specialAttentionComment: '',
}

export function draftOfClient(c: ClientView): ClientDraft {
  return {
    surname: c.surname,
    name: c.name,
    patronymic: c.patronymic ?? '',
    birthday: birthdayShown(c.birthday),
    phone: c.phone ? maskPhone(c.phone) : '',
    email: c.email ?? '',
    male: c.male ?? '',
    specialAttention: c.specialAttention,
    specialAttentionComment: c.specialAttentionComment ?? '',
  }
}

/** The card as the API takes it, or the field messages. `birthdayRequired`: the system module's switch. */
export function parseClientDraft(
  d: ClientDraft,
  today: string,
  birthdayRequired = false,
): { ok: true; card: ClientCreate } | { ok: false; errors: ClientErrors } {
  const r = clientCreateSchema.safeParse({
    surname: d.surname,
    name: d.name,
    patronymic: d.patronymic,
    birthday: d.birthday,
    phone: d.phone,
    email: d.email,
    male: d.male === '' ? null : d.male,
    specialAttention: d.specialAttention,
    specialAttentionComment: d.specialAttention ? d.specialAttentionComment : '',
  })
  const errors: ClientErrors = {}
  if (birthdayRequired && d.birthday.trim() === '') errors.birthday = clientMessages.birthdayRequired
  if (!r.success) {
    for (const i of r.error.issues) {
      const f = String(i.path[0]) as keyof ClientDraft
      errors[f] ??= i.message
    }
  }
  if (!r.success || errors.birthday) return { ok: false, errors }
  const problem = r.data.birthday ? birthdayProblem(r.data.birthday, today) : null
  if (problem) return { ok: false, errors: { birthday: problem } }
  return { ok: true, card: r.data }
}

/** A 422's snake_case `errors` as the form's field messages (the first of each). */
export function clientErrorsFrom422(errors: Record<string, string[]> | undefined): ClientErrors {
  const out: ClientErrors = {}
  for (const f of Object.keys(emptyClientDraft) as Array<keyof ClientDraft>) {
    const first = errors?.[toSnakeCase(f)]?.[0]
    if (first) out[f] = first
  }
  return out
}

/** The local record while the write is unsent: the server's shape, as far as the device knows it. */
export function localClientRecord(
  base: Record<string, unknown>,
  card: ClientCreate,
): Record<string, unknown> {
  return {
    ...base,
    ...card,
    patronymic: card.patronymic ?? null,
    birthday: card.birthday ?? null,
    phone: card.phone ?? null,
    email: card.email ?? null,
    male: card.male ?? null,
    specialAttention: card.specialAttention ?? false,
    specialAttentionComment: card.specialAttentionComment ?? null,
    pib: fullName(card),
    age: undefined,
  }
}

/** The draft's field messages as the device checks them (none when it is valid). */
export function errorsOf(d: ClientDraft, day: string, birthdayRequired = false): ClientErrors {
  const parsed = parseClientDraft(d, day, birthdayRequired)
  return parsed.ok ? {} : parsed.errors
}
