/**
 * Promo codes in the settings (spec 001 §3 "Promo code"): discount percent, validity (dates or
 * perpetual), contractor, payment type, insurance company, single or multiple use with a count, and
 * how a code is generated (symbol count, digits or digits and letters, padding to a length).
 */
import { z } from 'zod'
import { int4, queryInt, text } from '../api/scalars'

const id = int4().positive()
const percent = z.number().min(0.01).max(100).multipleOf(0.01)

export const promoCodeMessages = {
  codeTaken: 'Такий промокод вже існує',
  defaultNeedsCode: 'Промокод за замовчуванням повинен мати код',
  datesRequired: 'Вкажіть період дії або оберіть «безстроковий»',
  datesOrder: 'Дата закінчення не може бути раніше дати початку',
  countOnlyMultiple: 'Кількість використань задається лише для багаторазового промокоду',
  unknownReference: 'Значення не знайдено в довіднику',
  usedCannotDelete: 'Промокод неможливо видалити: його вже використано в замовленнях',
} as const

/** Upper case letters and digits, 3–32 (codes are typed in upper case, spec 000 §5). */
const codeSchema = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9А-ЯІЇЄҐ-]{3,32}$/, 'Від 3 до 32 літер, цифр або дефісів')

const fields = {
  code: codeSchema.optional().describe('Left out: generated from symbolCount / symbolSet / padTo'),
  percent,
  dateFrom: z.iso.date().nullable().optional(),
  dateTo: z.iso.date().nullable().optional(),
  perpetual: z.boolean(),
  active: z.boolean().optional(),
  isDefault: z.boolean().optional(),
  contractorId: id.nullable().optional(),
  paymentTypeId: id.nullable().optional(),
  insuranceCompanyId: id.nullable().optional(),
  multipleUse: z.boolean(),
  count: int4().min(1).max(1_000_000).nullable().optional(),
  symbolCount: int4().min(4).max(32).nullable().optional(),
  symbolSet: z.enum(['digits', 'digits_letters']).nullable().optional(),
  padTo: int4().min(4).max(32).nullable().optional(),
}

export const promoCodeCreateSchema = z.object(fields).strict().meta({ id: 'PromoCodeCreate' })
export type PromoCodeCreate = z.infer<typeof promoCodeCreateSchema>

export const promoCodePatchSchema = z
  .object(fields)
  .partial()
  .extend({ version: int4().min(1) })
  .strict()
  .meta({ id: 'PromoCodePatch' })
export type PromoCodePatch = z.infer<typeof promoCodePatchSchema>

export const promoCodeSchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    code: text(),
    percent: z.number(),
    dateFrom: text().nullable(),
    dateTo: text().nullable(),
    perpetual: z.boolean(),
    active: z.boolean(),
    isDefault: z.boolean(),
    contractorId: int4().nullable(),
    paymentTypeId: int4().nullable(),
    insuranceCompanyId: int4().nullable(),
    multipleUse: z.boolean(),
    count: int4().nullable(),
    symbolCount: int4().nullable(),
    symbolSet: text().nullable(),
    padTo: int4().nullable(),
    /** Orders that use the code. */
    usedCount: int4(),
  })
  .meta({ id: 'PromoCode' })
export type PromoCode = z.infer<typeof promoCodeSchema>

export const promoCodeListQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(15),
    search: text().trim().max(32).optional(),
    active: z.enum(['true', 'false']).optional(),
  })
  .strict()

export const promoCodeListSchema = z
  .object({
    data: z.array(promoCodeSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'PromoCodeList' })

/** The rules across fields; answers the 422 errors map (empty when fine). */
export function promoCodeProblems(
  p: Partial<PromoCodeCreate> & { code?: string | null },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (p.isDefault && !p.code?.trim()) errors.code = [promoCodeMessages.defaultNeedsCode]
  if (p.perpetual === false && (!p.dateFrom || !p.dateTo)) {
    if (!p.dateFrom) errors.date_from = [promoCodeMessages.datesRequired]
    if (!p.dateTo) errors.date_to = [promoCodeMessages.datesRequired]
  }
  if (p.dateFrom && p.dateTo && p.dateTo < p.dateFrom) errors.date_to = [promoCodeMessages.datesOrder]
  if (p.multipleUse === false && p.count != null) errors.count = [promoCodeMessages.countOnlyMultiple]
  return errors
}

const digits = '0123456789'
const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A code of `symbolCount` symbols from the set, left-padded with zeros to `padTo`; `random` gives [0, 1). */
export function generatePromoCode(
  opts: {
    symbolCount?: number | null
    symbolSet?: 'digits' | 'digits_letters' | null
    padTo?: number | null
  },
  random: () => number,
): string {
  const alphabet = opts.symbolSet === 'digits' ? digits : digits + letters
  const n = opts.symbolCount ?? 8
  let code = ''
  for (let i = 0; i < n; i++) code += alphabet[Math.floor(random() * alphabet.length)] ?? '0'
  return opts.padTo && opts.padTo > code.length ? code.padStart(opts.padTo, '0') : code
}
