/**
 * Services of the medical centre in the settings (spec 001 §2 finances/services, issue 19 item 2): code,
 * name, category (either level of the tree), standard duration, maximum discount, the no-schedule and
 * published flags, and the doctors who perform the service. Shared by the API and the form.
 */
import { z } from 'zod'
import { INT4_MAX, int4, queryInt, text } from '../api/scalars'

export const serviceMessages = {
  codeTaken: 'Послуга з таким кодом вже є',
  codeRequired: 'Вкажіть код послуги',
  codeShape: 'Код: літери, цифри, «.», «-», «_» або «/», без пробілів',
  nameRequired: 'Вкажіть назву послуги',
  categoryRequired: 'Оберіть категорію',
  unknownCategory: 'Такої категорії немає: оберіть зі списку',
  duration: 'Тривалість — ціле число хвилин від 5 до 600',
  maxDiscount: 'Максимальна знижка — ціле число від 0 до 100',
  unknownDoctor: 'Оберіть лікарів зі списку: деякі з обраних не є лікарями',
  inPriceLists: 'Послугу неможливо видалити: вона є в прайс-листах',
  inOrders: 'Послугу неможливо видалити: її вже використано в замовленнях',
} as const

/** A record id within int4, with the field's own message. */
const idOf = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message)

const fields = {
  code: text({ error: serviceMessages.codeRequired })
    .trim()
    .min(1, serviceMessages.codeRequired)
    .max(50, 'Код: не довше 50 символів')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u, serviceMessages.codeShape),
  name: text({ error: serviceMessages.nameRequired })
    .trim()
    .min(1, serviceMessages.nameRequired)
    .max(255, 'Назва: не довше 255 символів'),
  categoryId: idOf(serviceMessages.categoryRequired),
  standardDuration: z
    .number({ error: serviceMessages.duration })
    .int(serviceMessages.duration)
    .min(5, serviceMessages.duration)
    .max(600, serviceMessages.duration),
  maxDiscount: z
    .number({ error: serviceMessages.maxDiscount })
    .int(serviceMessages.maxDiscount)
    .min(0, serviceMessages.maxDiscount)
    .max(100, serviceMessages.maxDiscount),
  noSchedule: z.boolean(),
  published: z.boolean(),
  /** Staff ids of the doctors who perform the service; the list replaces the stored one. */
  doctorIds: z.array(idOf(serviceMessages.unknownDoctor)).max(500, 'Забагато лікарів'),
}

export const serviceCreateSchema = z.object(fields).strict().meta({ id: 'ServiceCreate' })
export type ServiceCreate = z.infer<typeof serviceCreateSchema>

export const servicePatchSchema = z
  .object(fields)
  .partial()
  .extend({ version: int4(0) })
  .strict()
  .meta({ id: 'ServicePatch' })
export type ServicePatch = z.infer<typeof servicePatchSchema>

export const serviceSchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    code: text(),
    name: text(),
    categoryId: int4().nullable(),
    /** The category's names from the top, e.g. ["Консультації", "Педіатрія"]; empty without a category. */
    categoryPath: z.array(text()),
    standardDuration: int4(),
    maxDiscount: int4(),
    noSchedule: z.boolean(),
    published: z.boolean(),
    doctors: z.array(z.object({ id: int4(), name: text() })),
  })
  .meta({ id: 'Service' })
export type Service = z.infer<typeof serviceSchema>

const yesNo = z.enum(['true', 'false'])

export const serviceListQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(15),
    /** A part of the code or the name. */
    search: text().trim().max(100).optional(),
    /** A category with its sub-categories. */
    category: queryInt(1).optional(),
    noSchedule: yesNo.optional(),
    published: yesNo.optional(),
  })
  .strict()
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>

export const serviceListSchema = z
  .object({
    data: z.array(serviceSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'ServiceList' })
export type ServiceList = z.infer<typeof serviceListSchema>
