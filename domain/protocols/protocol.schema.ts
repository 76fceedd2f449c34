/**
 * A medical protocol (spec 001 §3 "Protocol", §4 saved → approved; spec 000 §2.2 /protocol/{id}): the
 * document a doctor writes for one stored protocol request (POST /api/v2/protocol-from-orders) — so the
 * protocol's id is its request's id, and a protocol for a package and one for a test inside it are never
 * both made (the requests already rule that out). It holds the templates chosen (each a copy of the
 * template as it was when first saved, so a later change of the template never changes a written
 * protocol) with the values typed, the doctor and the assistant, the visit's date and time, the next
 * visit's date, the conclusion and a comment.
 *
 * States: requested (nothing written yet) → saved → approved; any but approved may be deleted with a
 * reason. Approval needs a prior save and the right (crmProtocolsApprove). A saved protocol whose
 * templates all have an auto-approval delay and no calculated indicator is approved by itself that many
 * minutes after the end of the visit's Kyiv day. Every write names the version it read: a stale one is
 * 409 (an edit that arrives after approval, an offline replay included, is a conflict, never merged).
 */
import { z } from 'zod'
import { idParam, int4, text, version } from '../api/scalars'
import { pageFormats } from './protocol-templates.resource'
import { indicatorWidgets, type TemplateIndicator } from './template-rules'
import type { IndicatorValues } from './protocol-values'
import { INPUT_MAX, LIST_ITEM_MAX, LIST_MAX, TEXTAREA_MAX } from './protocol-values'
import { protocolFileSchema } from './protocol-files.schema'

/** The protocol's API path: also its key in the device's store and its outbox record. */
export const protocolApiPath = (id: number): string => `/api/v2/protocols/${id}`
/** The outbox's entity type of protocol saves (src/offline/entities/protocols.ts). */
export const PROTOCOL_ENTITY = 'protocol'

export const protocolStates = ['requested', 'saved', 'approved', 'deleted'] as const
export type ProtocolState = (typeof protocolStates)[number]

export const protocolStateLabels: Record<ProtocolState, string> = {
  requested: 'Не заповнено',
  saved: 'Збережено',
  approved: 'Затверджено',
  deleted: 'Видалено',
}

export const protocolMessages = {
  notFound: 'Протокол не знайдено',
  deleted: 'Протокол видалено: змінити його не можна',
  approved: 'Протокол затверджено: змінити його не можна',
  notSaved: 'Спершу збережіть протокол: затвердити можна лише збережений',
  alreadyApproved: 'Протокол уже затверджено',
  noTemplate: 'Оберіть хоча б один шаблон',
  unknownTemplate: 'Такого шаблону немає',
  templateTwice: 'Шаблон обрано двічі',
  unknownStaff: 'Такого співробітника немає',
  notADoctor: 'Оберіть лікаря зі списку',
  noReason: 'Оберіть причину видалення',
  unknownReason: 'Такої причини видалення немає',
  values: 'Перевірте заповнення показників',
  nextBeforeVisit: 'Дата наступного візиту — не раніше дати прийому',
  conflict: 'Протокол щойно змінили: перегляньте поточну версію',
  unapprovedDownload: 'У вас немає права на завантаження незатверджених протоколів',
  fileSave: 'Помилка при збереженні файлу!',
} as const

const longText = (label: string, max: number) =>
  text()
    .max(max, `«${label}»: не довше ${max} символів`)
    .transform((s) => s.trim())

const code = text()
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Код показника: латинські літери, цифри, «_»')
  .max(50)

/** One indicator's value as sent: text, a finite number, yes/no, a list of short texts, or none. */
export const indicatorValueSchema = z.union([
  text().max(TEXTAREA_MAX, `Не довше ${TEXTAREA_MAX} символів`),
  z.number().finite().min(-1e12).max(1e12),
  z.boolean(),
  z.array(text().max(LIST_ITEM_MAX)).max(LIST_MAX),
  z.null(),
])

const valuesSchema = z
  .record(code, indicatorValueSchema)
  .refine((r) => Object.keys(r).length <= 300, 'Не більше 300 показників')

const indicatorSchema = z.object({
  code: text(),
  label: text(),
  widget: z.enum(indicatorWidgets),
  required: z.boolean().optional(),
  unit: text().nullable(),
  decimals: int4().nullable(),
  normMin: z.number().nullable(),
  normMax: z.number().nullable(),
  formula: text().nullable(),
  parentCode: text().nullable(),
  options: text().nullable().optional(),
  defaultValue: text().nullable().optional(),
  fontSize: int4().nullable().optional(),
})

/** A template as the protocol uses it: the copy kept in the protocol, or the current one to choose. */
export const protocolSheetTemplateSchema = z.object({
  templateId: int4(),
  name: text(),
  pageFormat: z.enum(['A4', 'A5']),
  autoApproveMinutes: int4().nullable(),
  indicators: z.array(indicatorSchema),
})
export type ProtocolSheetTemplate = z.infer<typeof protocolSheetTemplateSchema> & {
  indicators: TemplateIndicator[]
}

export const protocolSheetSchema = protocolSheetTemplateSchema.extend({ values: valuesSchema })
export type ProtocolSheet = ProtocolSheetTemplate & { values: IndicatorValues }

const person = z.object({ id: int4(), name: text() })

export const protocolSchema = z
  .object({
    id: int4(),
    state: z.enum(protocolStates),
    /** 0 until first saved; every write names it. */
    version: int4(),
    orderId: int4(),
    orderCode: text(),
    clientId: int4().nullable(),
    patient: text().nullable(),
    /** YYYY-MM-DD. */
    birthday: text().nullable(),
    /** The cart line the protocol is about: a service, a test, or a test inside a package. */
    subject: z.object({
      type: z.enum(['service', 'test']),
      id: int4(),
      name: text(),
      packageName: text().nullable(),
    }),
    doctor: person.nullable(),
    assistant: person.nullable(),
    /** ISO 8601: the visit's date and time. */
    visitAt: text().nullable(),
    /** YYYY-MM-DD. */
    nextVisitDate: text().nullable(),
    conclusion: text(),
    comment: text(),
    sheets: z.array(protocolSheetSchema),
    pageFormat: z.enum(['A4', 'A5']),
    savedAt: text().nullable(),
    savedBy: text().nullable(),
    approvedAt: text().nullable(),
    /** Null when approved by itself (autoApproved). */
    approvedBy: text().nullable(),
    autoApproved: z.boolean(),
    /** ISO 8601: when a saved protocol will be approved by itself; null when it will not. */
    autoApproveAt: text().nullable(),
    deletedAt: text().nullable(),
    deleteReason: text().nullable(),
    /**
     * Attached files (protocol-files.schema.ts), oldest first; deleted ones are left out. Defaults to
     * none, so a protocol kept on a device by an older version of the app still reads.
     */
    files: z.array(protocolFileSchema).default([]),
    /** The medical centre as the basic settings name it, for the printed protocol's heading. */
    centre: z.object({
      name: text(),
      legalName: text(),
      legalTaxCode: text(),
      legalAddress: text(),
      address: text(),
      phone: text(),
      email: text(),
    }),
    /** What the signed-in user may do with it now. */
    may: z.object({
      save: z.boolean(),
      approve: z.boolean(),
      delete: z.boolean(),
      /** Its PDF: an approved one, or a saved one with crmProtocolsDownloadUnapproved. */
      download: z.boolean(),
    }),
    /** To choose from while it can be written: templates (current versions), doctors, reasons. */
    choices: z.object({
      templates: z.array(protocolSheetTemplateSchema),
      doctors: z.array(person),
      staff: z.array(person),
      deleteReasons: z.array(person),
    }),
  })
  .meta({ id: 'Protocol' })
export type Protocol = z.infer<typeof protocolSchema>

/**
 * Files may be added or removed by who may save the protocol, once it is saved and while it is not
 * approved or deleted (a protocol saved on the device counts: its upload waits for the save).
 */
export const mayChangeFiles = (p: Pick<Protocol, 'state' | 'may'>): boolean =>
  p.may.save && p.state === 'saved'

export const protocolParamsSchema = z.object({ id: idParam() }).strict()

/** PUT /api/v2/protocols/{id}: the whole protocol as written; calculated values are worked out again. */
export const protocolSaveSchema = z
  .object({
    version: version(),
    sheets: z
      .array(z.object({ templateId: int4(1), values: valuesSchema }).strict())
      .min(1, protocolMessages.noTemplate)
      .max(10, 'Не більше 10 шаблонів'),
    doctorId: int4(1).describe('The doctor (a staff card)'),
    assistantId: int4(1).nullable().optional(),
    visitAt: z.iso.datetime({ offset: true, error: '«Дата і час прийому»: оберіть дату й час' }),
    nextVisitDate: z.iso
      .date({ error: '«Наступний візит»: дата у форматі ДД.ММ.РРРР' })
      .nullable()
      .optional(),
    conclusion: longText('Висновок', TEXTAREA_MAX).optional(),
    comment: longText('Коментар', INPUT_MAX * 4).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<number>()
    v.sheets.forEach((s, i) => {
      if (seen.has(s.templateId))
        ctx.addIssue({
          code: 'custom',
          path: ['sheets', i, 'templateId'],
          message: protocolMessages.templateTwice,
        })
      seen.add(s.templateId)
    })
    if (v.nextVisitDate && v.nextVisitDate < v.visitAt.slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['nextVisitDate'], message: protocolMessages.nextBeforeVisit })
  })
  .meta({ id: 'ProtocolSave' })
export type ProtocolSave = z.infer<typeof protocolSaveSchema>

/** POST /api/v2/protocols/{id}/approve. */
export const protocolApproveSchema = z.object({ version: version() }).strict().meta({ id: 'ProtocolApprove' })

/** DELETE /api/v2/protocols/{id}: the reason (protocol delete reasons) and the version read. */
export const protocolDeleteSchema = z
  .object({
    version: version(),
    reasonId: int4(1, 2_147_483_647).describe('A protocol delete reason'),
  })
  .strict()
  .meta({ id: 'ProtocolDelete' })

export { pageFormats }
