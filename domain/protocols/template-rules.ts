/**
 * The rules of a protocol template's indicators (spec 001 §3 "Protocol indicator"), checked when the
 * template is saved — by the form and by the server, the same function: codes unique, a parent that
 * exists and is not the indicator itself or its descendant, the norm's bounds in order, decimals and
 * formulas only on numbers, every formula valid against the template's other numeric indicators
 * (domain/protocols/formula.ts) and no formulas reading each other in a cycle.
 */
import type { z } from 'zod'
import { checkFormula, formulaOrder } from './formula'

export const indicatorWidgets = [
  'input',
  'number',
  'textarea',
  'select',
  'search-select',
  'multiple-select',
  'multiple-create',
  'radio',
  'checkbox',
  'date',
  'time',
] as const
export type IndicatorWidget = (typeof indicatorWidgets)[number]

export const indicatorWidgetOptions: ReadonlyArray<{ value: IndicatorWidget; label: string }> = [
  { value: 'input', label: 'Рядок тексту' },
  { value: 'number', label: 'Число' },
  { value: 'textarea', label: 'Текст' },
  { value: 'select', label: 'Вибір зі списку' },
  { value: 'search-select', label: 'Вибір із пошуком' },
  { value: 'multiple-select', label: 'Кілька зі списку' },
  { value: 'multiple-create', label: 'Кілька, з новими' },
  { value: 'radio', label: 'Перемикач' },
  { value: 'checkbox', label: 'Позначка' },
  { value: 'date', label: 'Дата' },
  { value: 'time', label: 'Час' },
]

export interface TemplateIndicator {
  code: string
  label: string
  widget: IndicatorWidget
  required?: boolean | undefined
  unit: string | null
  decimals: number | null
  normMin: number | null
  normMax: number | null
  formula: string | null
  parentCode: string | null
}

export const templateMessages = {
  codeTaken: 'Такий код уже є в шаблоні',
  noParent: 'Батьківського показника з таким кодом немає',
  ownParent: 'Показник не може бути батьківським сам собі',
  parentLoop: 'Батьківські показники утворюють коло',
  normOrder: 'Норма «від» більша за норму «до»',
  numbersOnly: 'Лише для показника-числа',
  cycle: (codes: readonly string[]) => `Формули посилаються одна на одну по колу: ${codes.join(' → ')}`,
} as const

/** Field → message for each row (index) that breaks a rule. */
export function templateProblems(
  rows: readonly TemplateIndicator[],
): Array<{ index: number; field: string; message: string }> {
  const out: Array<{ index: number; field: string; message: string }> = []
  const add = (index: number, field: string, message: string) => out.push({ index, field, message })
  const first = new Map<string, number>()
  rows.forEach((r, i) => {
    if (first.has(r.code)) add(i, 'code', templateMessages.codeTaken)
    else first.set(r.code, i)
  })
  const parentOf = new Map(rows.map((r) => [r.code, r.parentCode]))
  rows.forEach((r, i) => {
    if (r.parentCode === null) return
    if (r.parentCode === r.code) return add(i, 'parentCode', templateMessages.ownParent)
    if (!parentOf.has(r.parentCode)) return add(i, 'parentCode', templateMessages.noParent)
    const seen = new Set([r.code])
    for (let p: string | null | undefined = r.parentCode; p; p = parentOf.get(p)) {
      if (seen.has(p)) return add(i, 'parentCode', templateMessages.parentLoop)
      seen.add(p)
    }
  })
  rows.forEach((r, i) => {
    if (r.normMin !== null && r.normMax !== null && r.normMin > r.normMax)
      add(i, 'normMin', templateMessages.normOrder)
    if (r.widget !== 'number') {
      if (r.formula !== null) add(i, 'formula', templateMessages.numbersOnly)
      if (r.decimals !== null) add(i, 'decimals', templateMessages.numbersOnly)
    }
  })
  const numeric = rows.filter((r) => r.widget === 'number').map((r) => r.code)
  const reads = new Map<string, readonly string[]>()
  rows.forEach((r, i) => {
    if (r.widget !== 'number' || r.formula === null) return
    const check = checkFormula(r.formula, new Set(numeric.filter((c) => c !== r.code)))
    if (!check.ok) return add(i, 'formula', `${check.message}: ${check.detail}`)
    reads.set(r.code, check.formula.refs)
  })
  const order = formulaOrder(reads)
  if (!order.ok) add(first.get(order.cycle[0]!) ?? 0, 'formula', templateMessages.cycle(order.cycle))
  return out
}

/** The rules as a zod refinement of the indicator rows (the resource's field). */
export function templateIndicatorsRefinement(rows: readonly TemplateIndicator[], ctx: z.RefinementCtx): void {
  for (const p of templateProblems(rows))
    ctx.addIssue({ code: 'custom', message: p.message, path: [p.index, p.field] })
}
