/**
 * A batch of generated promo codes (issue 19 item 5, spec 001 §3): `count` new codes of `symbolCount`
 * symbols from a set, padded with zeros to `padTo`, all with the same discount and rules, made by the
 * server in one transaction and unique across every code; and the export of a batch, named by its ids
 * written as ranges ("120-619,640"), short enough for an address even for 10,000 codes.
 */
import { z } from 'zod'
import { INT4_MAX, int4, text } from '../api/scalars'
import { promoCodeCreateSchema, promoCodeProblems } from './promo-code.schema'

export const PROMO_BATCH_MAX = 10_000

export const promoBatchMessages = {
  tooFewCombinations: 'Замало комбінацій для такої кількості кодів: збільште кількість символів',
  countRange: 'Від 1 до 10 000 кодів за раз',
  padShorter: 'Довжина з доповненням не може бути меншою за кількість символів',
  idsFormat: 'Вкажіть номери промокодів через кому або діапазоном (наприклад 12-40,45)',
  idsTooMany: 'Не більше 10 000 промокодів за раз',
  idsOrder: 'У діапазоні спершу менший номер',
} as const

const shared = promoCodeCreateSchema.shape

export const promoCodeGenerateSchema = z
  .object({
    /** How many codes to make. */
    count: int4().min(1, promoBatchMessages.countRange).max(PROMO_BATCH_MAX, promoBatchMessages.countRange),
    symbolCount: int4().min(4).max(32),
    symbolSet: z.enum(['digits', 'digits_letters'], { error: 'Оберіть набір символів' }),
    padTo: int4().min(4).max(32).nullable().optional(),
    percent: shared.percent,
    dateFrom: shared.dateFrom,
    dateTo: shared.dateTo,
    perpetual: shared.perpetual,
    active: shared.active,
    contractorId: shared.contractorId,
    paymentTypeId: shared.paymentTypeId,
    insuranceCompanyId: shared.insuranceCompanyId,
    multipleUse: shared.multipleUse,
    /** Uses allowed of each code (multiple use only; null = unlimited): the `count` of a single code. */
    usesAllowed: shared.count,
  })
  .strict()
  .meta({ id: 'PromoCodeGenerate' })
export type PromoCodeGenerate = z.infer<typeof promoCodeGenerateSchema>

export const promoCodeBatchSchema = z
  .object({
    count: int4(),
    ids: z.array(int4()),
    codes: z.array(text()),
    /** The ids as ranges, for GET /settings/promo-codes/export?ids=… */
    exportIds: text(),
  })
  .meta({ id: 'PromoCodeBatch' })
export type PromoCodeBatch = z.infer<typeof promoCodeBatchSchema>

/** The rules across fields of a batch (the single code's, with the batch's own field names). */
export function promoBatchProblems(p: Partial<PromoCodeGenerate>): Record<string, string[]> {
  const { usesAllowed, ...rest } = p
  const errors = promoCodeProblems({ ...rest, count: usesAllowed ?? null })
  if (errors.count) {
    errors.uses_allowed = errors.count
    delete errors.count
  }
  if (p.padTo != null && p.symbolCount != null && p.padTo < p.symbolCount)
    errors.pad_to = [promoBatchMessages.padShorter]
  return errors
}

export const promoAlphabetSize = (set: 'digits' | 'digits_letters') => (set === 'digits' ? 10 : 34)

/** How many different codes the settings can make (capped far above any batch). */
export function promoCombinations(symbolCount: number, set: 'digits' | 'digits_letters'): number {
  return Math.min(Number.MAX_SAFE_INTEGER, promoAlphabetSize(set) ** symbolCount)
}

/** Ids as ascending ranges: [3,1,2,7] → "1-3,7". */
export function idRanges(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  const parts: string[] = []
  for (let i = 0; i < sorted.length;) {
    const start = sorted[i]!
    let end = start
    while (sorted[i + 1] === end + 1) end = sorted[++i]!
    i++
    parts.push(start === end ? String(start) : `${start}-${end}`)
  }
  return parts.join(',')
}

const RANGE = /^(?:[1-9][0-9]{0,9})(?:-[1-9][0-9]{0,9})?$/

/** "1-3,7" → [1, 2, 3, 7]; or why it is not such a list (or names more ids than a batch has). */
export function parseIdRanges(s: string): { ids: number[] } | { problem: string } {
  const ids: number[] = []
  for (const part of s.split(',')) {
    if (!RANGE.test(part)) return { problem: promoBatchMessages.idsFormat }
    const [a, b = a] = part.split('-').map(Number) as [number, number?]
    if (a > INT4_MAX || b > INT4_MAX) return { problem: promoBatchMessages.idsFormat }
    if (b < a) return { problem: promoBatchMessages.idsOrder }
    if (ids.length + (b - a + 1) > PROMO_BATCH_MAX) return { problem: promoBatchMessages.idsTooMany }
    for (let id = a; id <= b; id++) ids.push(id)
  }
  return { ids }
}

export const promoCodeExportQuerySchema = z
  .object({
    ids: text()
      .max(16_000, promoBatchMessages.idsTooMany)
      .transform((s, ctx) => {
        const parsed = parseIdRanges(s)
        if ('ids' in parsed) return parsed.ids
        ctx.addIssue({ code: 'custom', message: parsed.problem })
        return z.NEVER
      }),
  })
  .strict()

/** The export's columns, in order (a CSV for spreadsheets: UTF-8 with BOM, `;` between cells). */
export const promoExportHeaders = [
  'Промокод',
  'Знижка, %',
  'Діє з',
  'Діє до',
  'Контрагент',
  'Тип оплати',
  'Страхова компанія',
  'Багаторазовий',
  'Кількість використань',
  'Використано',
  'Активний',
] as const
