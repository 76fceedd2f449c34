/**
 * Normogroups (spec 001 §3 "Normogroup", §9 "Normogroup age in days"): the reference ranges of a lab
 * indicator by the patient's age in days and sex. Result entry and printing call
 * `normFor(params, birthday, sex, onDay)` (or `ageInDays` + `pickNormRange`) to find the range that
 * applies, and `normVerdict` to mark a numeric result low, high or critical.
 *
 * Age bounds are whole days, both inclusive: a row "from 30 to 364" covers day 30 and day 364; no lower
 * bound is day 0, no upper bound is any age. Because years differ in length, a band meant to end at the
 * 18th birthday ends at 6573 days (18 × 365.25 − 1): a patient 17 years and 364 days old is 6573 or 6574
 * days old depending on the leap days lived — the days, not the birthdays, decide.
 */
import type { z } from 'zod'

export type Sex = 'male' | 'female'

/** One parameter row of a normogroup: where it applies and its norm. */
export interface NormParameter {
  /** First day of age covered (inclusive); null: from birth. */
  ageFromDays: number | null
  /** Last day of age covered (inclusive); null: no upper bound. */
  ageToDays: number | null
  /** null: either sex. */
  sex: Sex | null
  min: number | null
  max: number | null
  /** A norm in words, e.g. «негативний». */
  textNorm: string | null
  criticalLow: number | null
  criticalHigh: number | null
}

/** The oldest age in days a row may name (about 150 years). */
export const MAX_AGE_DAYS = 54_750

const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function utcDay(day: string): number {
  const m = ISO_DAY.exec(day)
  if (!m) throw new RangeError(`Not a day 'YYYY-MM-DD': ${day}`)
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const t = Date.UTC(y, mo - 1, d)
  // Date.UTC rolls 2023-02-30 over into March; a day that does not exist is refused instead.
  const back = new Date(t)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    throw new RangeError(`No such day: ${day}`)
  return t
}

/**
 * Whole calendar days from `birthday` to `onDay` (both 'YYYY-MM-DD'): 0 on the day of birth. Counted on
 * UTC midnights, so no time zone or daylight-saving change moves it; negative when onDay comes first.
 */
export function ageInDays(birthday: string, onDay: string): number {
  return Math.round((utcDay(onDay) - utcDay(birthday)) / DAY_MS)
}

const hasAge = (p: NormParameter) => p.ageFromDays !== null || p.ageToDays !== null
const coversAge = (p: NormParameter, ageDays: number) =>
  ageDays >= (p.ageFromDays ?? 0) && ageDays <= (p.ageToDays ?? Number.POSITIVE_INFINITY)

/** How specific a row is: 3 age and sex, 2 age only, 1 sex only, 0 neither (the default). */
const specificity = (p: NormParameter) => (hasAge(p) ? 2 : 0) + (p.sex !== null ? 1 : 0)

/**
 * The row that applies to a patient, most specific first: age and sex, then age only, then sex only,
 * then the default row (no age, no sex). An unknown age (null) matches only rows without age bounds; an
 * unknown sex only rows for either sex. Undefined when no row applies.
 */
export function pickNormRange(
  params: readonly NormParameter[],
  patient: { ageDays: number | null; sex: Sex | null },
): NormParameter | undefined {
  let best: NormParameter | undefined
  for (const p of params) {
    if (p.sex !== null && p.sex !== patient.sex) continue
    if (hasAge(p) && (patient.ageDays === null || !coversAge(p, patient.ageDays))) continue
    if (!best || specificity(p) > specificity(best)) best = p
  }
  return best
}

/** The range for a patient born on `birthday` (or of unknown age: null) on the day `onDay`. */
export function normFor(
  params: readonly NormParameter[],
  birthday: string | null,
  sex: Sex | null,
  onDay: string,
): NormParameter | undefined {
  return pickNormRange(params, { ageDays: birthday ? ageInDays(birthday, onDay) : null, sex })
}

export type NormVerdict = 'criticalLow' | 'low' | 'normal' | 'high' | 'criticalHigh'

/** Where a numeric result stands against its range; undefined when the range has no bound to judge by. */
export function normVerdict(value: number, range: NormParameter): NormVerdict | undefined {
  if (range.criticalLow !== null && value < range.criticalLow) return 'criticalLow'
  if (range.criticalHigh !== null && value > range.criticalHigh) return 'criticalHigh'
  if (range.min !== null && value < range.min) return 'low'
  if (range.max !== null && value > range.max) return 'high'
  return range.min !== null || range.max !== null ? 'normal' : undefined
}

/** A clash of two rows: row `index` (0-based) repeats where row `other` applies. */
export interface NormOverlap {
  index: number
  other: number
  message: string
}

/**
 * Rows that apply to the same patients at the same specificity: the same sex value (or both "either")
 * with intersecting age ranges, or both without age bounds. A sex-specific row and an "either" row do
 * not clash: the specific one wins. Each clash is reported once, on the later row.
 */
export function overlaps(params: readonly NormParameter[]): NormOverlap[] {
  const out: NormOverlap[] = []
  params.forEach((p, j) => {
    for (let i = 0; i < j; i++) {
      const q = params[i]!
      if (q.sex !== p.sex || hasAge(q) !== hasAge(p)) continue
      if (!hasAge(p)) {
        out.push({ index: j, other: i, message: `Рядок без віку для цієї статі вже є: рядок ${i + 1}` })
        return
      }
      const lo = Math.max(p.ageFromDays ?? 0, q.ageFromDays ?? 0)
      const hi = Math.min(p.ageToDays ?? Infinity, q.ageToDays ?? Infinity)
      if (lo <= hi) {
        out.push({ index: j, other: i, message: `Діапазон віку перетинається з рядком ${i + 1}` })
        return
      }
    }
  })
  return out
}

/** Problems within one row: field → message. */
function rowProblems(p: NormParameter): Partial<Record<keyof NormParameter, string>> {
  const out: Partial<Record<keyof NormParameter, string>> = {}
  if (p.ageFromDays !== null && p.ageToDays !== null && p.ageFromDays > p.ageToDays)
    out.ageToDays = '«Вік до» не може бути меншим за «Вік від»'
  if (p.min === null && p.max === null && !p.textNorm) out.min = 'Вкажіть норму: межі або текстову норму'
  if (p.min !== null && p.max !== null && p.min > p.max)
    out.max = '«Норма до» не може бути меншою за «Норма від»'
  const low = p.min ?? p.max
  if (p.criticalLow !== null && low !== null && p.criticalLow > low)
    out.criticalLow = 'Критично низьке значення не може бути вищим за норму'
  const high = p.max ?? p.min
  if (p.criticalHigh !== null && high !== null && p.criticalHigh < high)
    out.criticalHigh = 'Критично високе значення не може бути нижчим за норму'
  if (p.criticalLow !== null && p.criticalHigh !== null && p.criticalLow > p.criticalHigh)
    out.criticalHigh = 'Критично високе значення не може бути нижчим за критично низьке'
  return out
}

/**
 * The checks of a normogroup's rows as a zod refinement (`.superRefine(normParametersRefinement)`):
 * each problem on its row's field, an overlap on the later row's «Вік від».
 */
export function normParametersRefinement(params: readonly NormParameter[], ctx: z.RefinementCtx): void {
  params.forEach((p, i) => {
    for (const [field, message] of Object.entries(rowProblems(p)))
      ctx.addIssue({ code: 'custom', message, path: [i, field] })
  })
  for (const o of overlaps(params))
    ctx.addIssue({ code: 'custom', message: o.message, path: [o.index, 'ageFromDays'] })
}
