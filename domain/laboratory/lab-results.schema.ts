/**
 * Laboratory results (issue 22 item 5): one value per order × cart line × test × indicator, flagged
 * against the patient's normogroup (normogroups.ts) when saved, entered → approved, a change of an
 * approved value sends it back to entered. The payloads of /api/v2/lab/… and the pure rules both the
 * entry screen and the server use: how a typed value is read per indicator kind, the flag's words.
 */
import { z } from 'zod'
import { int4, queryInt, text } from '../api/scalars'
import type { NormParameter, NormVerdict } from './normogroups'

export const labResultMessages = {
  calculated: 'Показник розраховується за формулою: його значення не вносять',
  numberShape: 'Вкажіть число (кома або крапка для дробової частини)',
  decimals: (n: number) => (n === 0 ? 'Вкажіть ціле число' : `Не більше ${n} знаків після коми`),
  numberRange: 'Число завелике',
  notAnOption: 'Оберіть значення зі списку',
  textTooLong: 'Не довше 2000 символів',
  unknownLine: 'Такого аналізу або показника в замовленні немає',
  noResultTest: 'Аналіз без результату: значення не вносяться',
  noSecondValue: 'Другий результат вноситься лише для аналізу з подвійним результатом',
  emptyToApprove: 'Не всі показники заповнені: затвердити можна лише внесені результати',
  nothingToApprove: 'Немає результатів, що чекають затвердження',
  orderNotReady: 'Результати вносяться після оформлення замовлення',
  saveFailed: 'Результати не збережено',
  approveFailed: 'Результати не затверджено',
} as const

/** The flag kept with a value (computed by the server at save). */
export const labFlags = ['none', 'normal', 'low', 'high', 'critical_low', 'critical_high'] as const
export type LabFlag = (typeof labFlags)[number]

/** The flag's words, shown beside the value (and printed), so the flag reads without colour. */
export const labFlagLabels: Record<LabFlag, string> = {
  none: '',
  normal: 'норма',
  low: 'знижено',
  high: 'підвищено',
  critical_low: 'критично низько',
  critical_high: 'критично високо',
}

/** normVerdict's answer as a stored flag. */
export function flagOfVerdict(v: NormVerdict | undefined): LabFlag {
  switch (v) {
    case 'criticalLow':
      return 'critical_low'
    case 'criticalHigh':
      return 'critical_high'
    case 'low':
      return 'low'
    case 'high':
      return 'high'
    case 'normal':
      return 'normal'
    default:
      return 'none'
  }
}

const num = (n: number) => String(n).replace('.', ',')

/** The range as printed: «3,5–5,5», «< 5», «> 1», or the norm in words; '' without one. */
export function normRangeText(range: NormParameter | undefined): string {
  if (!range) return ''
  if (range.min !== null && range.max !== null) return `${num(range.min)}–${num(range.max)}`
  if (range.max !== null) return `< ${num(range.max)}`
  if (range.min !== null) return `> ${num(range.min)}`
  return range.textNorm ?? ''
}

/** What an indicator needs to read a typed value. */
export interface IndicatorKind {
  resultType: 'numeric' | 'text' | 'select'
  decimals: number
  options: readonly string[]
}

export type ReadValue =
  { ok: true; text: string | null; numeric: number | null } | { ok: false; message: string }

const NUMBER = /^[-+]?\d+(?:[.,](\d+))?$/

/**
 * A typed value as stored: trimmed text ('' = no value: null), a number for a numeric indicator (comma or
 * point, at most `decimals` places), one of the options for a select, ≤ 2000 characters of text.
 */
export function readIndicatorValue(kind: IndicatorKind, raw: string | null | undefined): ReadValue {
  const v = (raw ?? '').trim()
  if (v === '') return { ok: true, text: null, numeric: null }
  if (kind.resultType === 'numeric') {
    const m = NUMBER.exec(v)
    if (!m) return { ok: false, message: labResultMessages.numberShape }
    if ((m[1]?.length ?? 0) > kind.decimals)
      return { ok: false, message: labResultMessages.decimals(kind.decimals) }
    const n = Number(v.replace(',', '.'))
    if (!Number.isFinite(n) || Math.abs(n) >= 1e12)
      return { ok: false, message: labResultMessages.numberRange }
    return { ok: true, text: v.replace('.', ','), numeric: n }
  }
  if (kind.resultType === 'select') {
    return kind.options.includes(v)
      ? { ok: true, text: v, numeric: null }
      : { ok: false, message: labResultMessages.notAnOption }
  }
  if (v.length > 2000) return { ok: false, message: labResultMessages.textTooLong }
  return { ok: true, text: v, numeric: null }
}

/**
 * An analyzer's value read as typed would be, except that a number with more places than the indicator
 * shows is rounded to them (instruments report more precision than the laboratory prints).
 */
export function readAnalyzerValue(kind: IndicatorKind, raw: string): ReadValue {
  const v = raw.trim()
  const m = kind.resultType === 'numeric' ? NUMBER.exec(v) : null
  if (m && (m[1]?.length ?? 0) > kind.decimals)
    return readIndicatorValue(kind, Number(v.replace(',', '.')).toFixed(kind.decimals))
  return readIndicatorValue(kind, v)
}

// ---- payloads ----

const valueText = text().max(4000).nullable().optional()

export const labResultsSaveSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            testId: int4(1),
            /** The test's line in the order's cart (0-based). */
            line: int4(0, 1000),
            indicatorCode: text().min(1).max(50),
            value: valueText,
            value2: valueText,
          })
          .strict(),
      )
      .min(1)
      .max(500),
    /** The results' version as read (LabOrderResults.version): 409 when they changed meanwhile. */
    version: int4(0).optional(),
  })
  .strict()
  .meta({ id: 'LabResultsSave' })
export type LabResultsSave = z.infer<typeof labResultsSaveSchema>

export const labResultsApproveSchema = z
  .object({ testIds: z.array(int4(1)).max(300).optional() })
  .strict()
  .meta({ id: 'LabResultsApprove' })
export type LabResultsApprove = z.infer<typeof labResultsApproveSchema>

const who = z.object({ id: int4(), name: text() }).nullable()

export const labIndicatorResultSchema = z.object({
  code: text(),
  name: text(),
  resultType: z.enum(['numeric', 'text', 'select']),
  decimals: int4(),
  options: z.array(text()),
  unit: text().nullable(),
  /** The range for this patient on the order's day, as printed; '' without one. */
  norm: text(),
  value: text().nullable(),
  value2: text().nullable(),
  flag: z.enum(labFlags),
  flag2: z.enum(labFlags),
  /** null: nothing entered yet. */
  state: z.enum(['entered', 'approved']).nullable(),
  source: z.enum(['manual', 'analyzer', 'calculated']).nullable(),
  /** Worked out by the indicator's formula from the test's other values: never typed. */
  calculated: z.boolean(),
  /** The analyzer that sent the value (source 'analyzer'; null when it has been deleted since). */
  analyzer: z.object({ id: int4(), name: text() }).nullable(),
  enteredBy: who,
  enteredAt: text().nullable(),
  approvedBy: who,
  approvedAt: text().nullable(),
})
export type LabIndicatorResult = z.infer<typeof labIndicatorResultSchema>

/** Where a test stands: no value yet or some missing, all entered (awaiting approval), all approved. */
export const labTestStates = ['pending', 'entered', 'approved', 'no_result'] as const
export type LabTestState = (typeof labTestStates)[number]
export const labTestStateLabels: Record<LabTestState, string> = {
  pending: 'Очікує результату',
  entered: 'Очікує затвердження',
  approved: 'Затверджено',
  no_result: 'Без результату',
}

export const labTestResultSchema = z.object({
  testId: int4(),
  line: int4(),
  code: text(),
  name: text(),
  resultMode: z.enum(['default', 'doubleResult', 'noResult']),
  state: z.enum(labTestStates),
  indicators: z.array(labIndicatorResultSchema),
})
export type LabTestResult = z.infer<typeof labTestResultSchema>

export const labOrderResultsSchema = z
  .object({
    orderId: int4(),
    orderCode: text(),
    /** The order's day (Kyiv), on which the patient's age is counted. */
    orderDay: text(),
    patient: z.object({
      name: text(),
      birthday: text().nullable(),
      sex: z.enum(['male', 'female']).nullable(),
      /** Age in days on the order's day; null when the birthday is unknown. */
      ageDays: int4().nullable(),
    }),
    tests: z.array(labTestResultSchema),
    /** Grows with every value saved or changed: a save naming an older one is refused (409). */
    version: int4(0),
    may: z.object({ edit: z.boolean(), approve: z.boolean() }),
  })
  .meta({ id: 'LabOrderResults' })
export type LabOrderResults = z.infer<typeof labOrderResultsSchema>

export const labWorklistQuerySchema = z
  .object({
    departmentId: queryInt(1).optional(),
    /** The order's day, YYYY-MM-DD (Kyiv). */
    date: z.iso.date('Дата у форматі РРРР-ММ-ДД').optional(),
    /** pending: awaiting results; entered: awaiting approval; approved. Default: both awaiting. */
    state: z.enum(['pending', 'entered', 'approved', 'awaiting']).default('awaiting'),
    page: queryInt(1, 100_000).default(1),
  })
  .strict()
export type LabWorklistQuery = z.infer<typeof labWorklistQuerySchema>

export const labWorklistSchema = z
  .object({
    data: z.array(
      z.object({
        orderId: int4(),
        orderCode: text(),
        orderDay: text(),
        patient: text(),
        testId: int4(),
        line: int4(),
        testCode: text(),
        testName: text(),
        department: text().nullable(),
        state: z.enum(['pending', 'entered', 'approved']),
      }),
    ),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
    /** The departments to filter by. */
    departments: z.array(z.object({ id: int4(), name: text() })),
  })
  .meta({ id: 'LabWorklist' })
export type LabWorklist = z.infer<typeof labWorklistSchema>
