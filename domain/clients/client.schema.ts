/** Client payloads (spec 000 §3 Client, §7; spec 001 §3–§5): the answer, create, edit, delete, restore, cabinet sync. */
import { z } from 'zod'
import { idOrUuidParam, int4, text } from '../api/scalars'
import { clientMessages as m } from './client-rules'
import {
  birthdayField,
  emailField,
  maleField,
  nameField,
  patronymicField,
  phoneField,
  specialAttentionCommentField,
  surnameField,
} from './client-fields'

const isoDateTime = text().describe('ISO 8601 date-time')

/** A client as the server answers it (search results, profile, every write). */
export const clientSchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    surname: text(),
    name: text(),
    patronymic: text().nullable(),
    /** Full name "Прізвище Ім'я По батькові". */
    pib: text(),
    birthday: text().nullable().describe('YYYY-MM-DD'),
    /** Full years on the clinic's today (Europe/Kyiv); null without a birthday. */
    age: int4().nullable(),
    phone: text().nullable().describe('Digits only, e.g. 380671234567'),
    email: text().nullable(),
    male: z.enum(['man', 'woman']).nullable(),
    specialAttention: z.boolean(),
    specialAttentionComment: text().nullable(),
    emailVerifiedAt: isoDateTime.nullable(),
    phoneVerifiedAt: isoDateTime.nullable(),
    cabinetEnabledAt: isoDateTime.nullable(),
    cabinetDisabledAt: isoDateTime.nullable(),
    /** The online cabinet syncs: enabled and not disabled since. */
    cabinetSync: z.boolean(),
    deletedAt: isoDateTime.nullable(),
    deleteReason: text().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Client' })
export type Client = z.infer<typeof clientSchema>

export const clientListResponseSchema = z.object({ data: z.array(clientSchema) }).meta({ id: 'ClientList' })

/** The card's own fields; absent optional fields are stored as none. */
const cardFields = {
  surname: surnameField,
  name: nameField,
  patronymic: patronymicField.optional(),
  birthday: birthdayField.optional(),
  phone: phoneField.optional(),
  email: emailField.optional(),
  male: maleField.optional(),
  specialAttention: z.boolean().optional(),
  specialAttentionComment: specialAttentionCommentField.optional(),
}

export const clientCreateSchema = z
  .object({
    uuid: z.uuid().optional().describe('Given by the device that created the client offline'),
    ...cardFields,
  })
  .strict()
  .meta({ id: 'ClientCreate' })
export type ClientCreate = z.infer<typeof clientCreateSchema>

const version = z.number({ error: 'Вкажіть версію запису' }).int().min(1).max(2_147_483_647)

export const clientPatchSchema = z
  .object({ version, ...cardFields })
  .strict()
  .meta({ id: 'ClientPatch' })
export type ClientPatch = z.infer<typeof clientPatchSchema>

/** Letters, digits, spaces and ordinary punctuation: a reason is a short sentence, not markup. */
const REASON_CHARS = /^[\p{L}\p{M}\p{N} .,:!?()«»"'’ʼ\-–—№/%+]+$/u

export const clientDeleteSchema = z
  .object({
    reason: text({ error: m.reasonRequired })
      .trim()
      .min(1, m.reasonRequired)
      .max(500, m.reasonTooLong)
      .regex(REASON_CHARS, 'Лише літери, цифри, пробіли та розділові знаки'),
    version,
  })
  .strict()
  .meta({ id: 'ClientDelete' })
export type ClientDelete = z.infer<typeof clientDeleteSchema>

export const clientRestoreSchema = z.object({ version }).strict().meta({ id: 'ClientRestore' })

export const cabinetSyncSchema = z
  .object({ enabled: z.boolean({ error: 'Вкажіть, увімкнути чи вимкнути синхронізацію' }), version })
  .strict()
  .meta({ id: 'ClientCabinetSync' })
export type CabinetSync = z.infer<typeof cabinetSyncSchema>

/** A client in a path: its id, or the uuid its device gave it (an edit queued offline before the client synced). */
export const clientIdParamsSchema = z.object({
  id: idOrUuidParam(),
})
