/**
 * Promo codes in the settings (spec 001 §3 "Promo code"): discount percent, validity (dates or
 * perpetual), contractor, payment type, insurance company, single or multiple use with a count, and
 * how a code is generated (symbol count, digits or digits and letters, padding to a length).
 */
import { z } from 'zod'

const id = z.number().int().positive()
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
const codeSchema = z
  .string()
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
  count: z.number().int().min(1).max(1_000_000).nullable().optional(),
  symbolCount: z.number().int().min(4).max(32).nullable().optional(),
  symbolSet: z.enum(['digits', 'digits_letters']).nullable().optional(),
  padTo: z.number().int().min(4).max(32).nullable().optional(),
}

export const promoCodeCreateSchema = z.object(fields).strict().meta({ id: 'PromoCodeCreate' })
export type PromoCodeCreate = z.infer<typeof promoCodeCreateSchema>

export const promoCodePatchSchema = z
  .object(fields)
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict()
  .meta({ id: 'PromoCodePatch' })
export type PromoCodePatch = z.infer<typeof promoCodePatchSchema>

export const promoCodeSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    version: z.number().int(),
    code: z.string(),
    percent: z.number(),
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    perpetual: z.boolean(),
    active: z.boolean(),
    isDefault: z.boolean(),
    contractorId: z.number().int().nullable(),
    paymentTypeId: z.number().int().nullable(),
    insuranceCompanyId: z.number().int().nullable(),
    multipleUse: z.boolean(),
    count: z.number().int().nullable(),
    symbolCount: z.number().int().nullable(),
    symbolSet: z.string().nullable(),
    padTo: z.number().int().nullable(),
    /** Orders that use the code. */
    usedCount: z.number().int(),
  })
  .meta({ id: 'PromoCode' })
export type PromoCode = z.infer<typeof promoCodeSchema>

export const promoCodeListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(15),
    search: z.string().trim().max(32).optional(),
    active: z.enum(['true', 'false']).optional(),
  })
  .strict()

export const promoCodeListSchema = z
  .object({
    data: z.array(promoCodeSchema),
    meta: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
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
