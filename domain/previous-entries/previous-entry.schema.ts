/** Previous-entry payloads (spec 000 §3 Previous entry, §5, §7): the body of POST/PATCH and the answer. */
import { z } from 'zod'
import { idOrUuidParam, idParam, int4, queryInt, text } from '../api/scalars'
import { birthdayField, emailField, maleField, patronymicField, phoneField } from '../clients/client-fields'
import { clientMessages } from '../clients/client-rules'
import { birthdayIso } from '../search/normalize'
import { previousEntryMessages as m } from './previous-entry-rules'

const ID_MAX = 2_147_483_647
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real YYYY-MM-DD day. */
const day = (required: string) =>
  text({ error: required })
    // abort: one message per field — the first rule that fails.
    .min(1, { error: required, abort: true })
    .max(10, { error: m.dateFormat, abort: true })
    .regex(ISO_DAY, { error: m.dateFormat, abort: true })
    .refine((s) => birthdayIso(s) === s, m.dateFormat)

const optionalName = text()
  .trim()
  .max(100, clientMessages.nameTooLong)
  .regex(/^[\p{L}\p{M}'’ʼ`‘\- ]*$/u, clientMessages.nameLetters)

/**
 * The patient block of the form. Without clientId it describes the client to link or create (see the
 * route's description); other fields of a client record are ignored.
 */
export const previousEntryClientSchema = z.object({
  id: int4().positive().max(ID_MAX).nullable().optional(),
  surname: optionalName.optional(),
  name: optionalName.optional(),
  patronymic: patronymicField.optional(),
  birthday: birthdayField.optional(),
  phone: phoneField.optional(),
  email: emailField.optional(),
  male: maleField.optional(),
})
export type PreviousEntryClient = z.infer<typeof previousEntryClientSchema>

const fields = {
  createdAt: day(m.dateFormat).optional().describe('YYYY-MM-DD; defaults to today (Europe/Kyiv)'),
  doctorId: z
    .number({ error: m.doctorRequired })
    .int(m.doctorRequired)
    .positive(m.doctorRequired)
    .max(ID_MAX),
  deadlineAt: day(m.deadlineRequired).describe('YYYY-MM-DD, not earlier than the day of now minus 24 hours'),
  type: z.literal([1, 2], { error: m.typeRequired }).describe('1 = primary, 2 = repeat'),
  comment: text().max(2000, m.commentTooLong).nullable().optional(),
  isNearVisit: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Очікується 1/0 або true/false' })
    .transform((v) => v === true || v === 1)
    .optional(),
  clientId: z
    .union([int4().positive().max(ID_MAX), z.uuid()], { error: m.clientUnknown })
    .nullable()
    .optional()
    .describe('The client id, or the uuid of a client created offline'),
  client: previousEntryClientSchema.nullable().optional(),
}

/** A client is chosen by id, or described by any filled field (the server then asks for what is missing). */
const needsClient = (v: { clientId?: unknown; client?: PreviousEntryClient | null | undefined }) =>
  (v.clientId !== undefined && v.clientId !== null) || Object.values(v.client ?? {}).some((f) => !!f)

export const previousEntryCreateSchema = z
  .object({ uuid: z.uuid().optional().describe('Given by the device that registered it offline'), ...fields })
  .strict()
  .refine(needsClient, { message: m.clientRequired, path: ['clientId'] })
  .meta({ id: 'PreviousEntryCreate' })
export type PreviousEntryCreate = z.infer<typeof previousEntryCreateSchema>

export const previousEntryPatchSchema = z
  .object({ version: z.number({ error: 'Вкажіть версію запису' }).int().min(1).max(ID_MAX), ...fields })
  .strict()
  .refine(needsClient, { message: m.clientRequired, path: ['clientId'] })
  .meta({ id: 'PreviousEntryPatch' })
export type PreviousEntryPatch = z.infer<typeof previousEntryPatchSchema>

export const previousEntryAnswerClientSchema = z.object({
  id: int4(),
  uuid: text(),
  name: text(),
  surname: text(),
  patronymic: text().nullable(),
  pib: text(),
  birthday: text().nullable(),
  phone: text().nullable(),
  email: text().nullable(),
  male: z.enum(['man', 'woman']).nullable(),
})

export const previousEntrySchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    createdAt: text().describe('YYYY-MM-DD'),
    doctorId: int4(),
    doctorName: text(),
    deadlineAt: text().describe('YYYY-MM-DD'),
    type: int4(),
    comment: text().nullable(),
    isNearVisit: z.union([z.literal(0), z.literal(1)]),
    clientId: int4(),
    client: previousEntryAnswerClientSchema,
    /** The order the entry was turned into; null while the entry is still to do. */
    orderId: int4().nullable(),
    updatedAt: text(),
  })
  .meta({ id: 'PreviousEntry' })
export type PreviousEntry = z.infer<typeof previousEntrySchema>

/** A yes/no query flag: 1/0 or true/false. */
const queryFlag = () =>
  z.enum(['0', '1', 'true', 'false'], { error: m.flagFormat }).transform((v) => v === '1' || v === 'true')

/** A YYYY-MM-DD day in a query. */
const queryDay = () => z.iso.date({ error: m.dateFormat })

/**
 * Query of GET /previous-orders/api: the client's entries (clientId) or the registry's list
 * («Попередні записи») with its filters. No `.meta({id})`: a querystring schema.
 */
export const previousEntryListQuerySchema = z
  .object({
    clientId: idParam().optional(),
    doctorId: idParam().optional(),
    /** Deadline range, YYYY-MM-DD, both ends included. */
    deadlineFrom: queryDay().optional(),
    deadlineTo: queryDay().optional(),
    /** 1 primary, 2 repeat. */
    type: z.enum(['1', '2'], { error: m.typeRequired }).transform(Number).optional(),
    isNearVisit: queryFlag().optional(),
    /** Overdue: the deadline is before today (Kyiv) and the entry was not turned into an order. */
    overdue: queryFlag().optional(),
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(15),
  })
  .superRefine((q, ctx) => {
    if (q.deadlineFrom && q.deadlineTo && q.deadlineFrom > q.deadlineTo)
      ctx.addIssue({ code: 'custom', message: m.deadlineRangeReversed, path: ['deadlineTo'] })
  })

export const previousEntryListSchema = z
  .object({
    data: z.array(previousEntrySchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'PreviousEntryList' })

/** An entry in a path: its id, or the uuid its device gave it. */
export const previousEntryIdParamsSchema = z.object({
  id: idOrUuidParam(),
})
