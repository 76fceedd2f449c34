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
  'section',
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
  { value: 'section', label: 'Розділ (заголовок)' },
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
  /** The choices of a list widget, separated by ";" (or a new line). */
  options?: string | null | undefined
  defaultValue?: string | null | undefined
  fontSize?: number | null | undefined
}

/** Widgets the doctor picks from the indicator's choices. */
export const listWidgets: ReadonlySet<IndicatorWidget> = new Set([
  'select',
  'search-select',
  'multiple-select',
  'radio',
])
/** Widgets whose value is a list. */
export const multiWidgets: ReadonlySet<IndicatorWidget> = new Set(['multiple-select', 'multiple-create'])

/** The indicator's choices: split at ";" or a new line, trimmed, empty and repeated ones dropped. */
export function indicatorChoices(row: Pick<TemplateIndicator, 'options'>): string[] {
  const all = (row.options ?? '').split(/[;\n]/).map((o) => o.trim())
  return [...new Set(all.filter((o) => o !== ''))]
}

/** A number typed with a comma or a dot ("1,5"); null when it is not one. */
export function parseNumber(typed: string): number | null {
  const t = typed.trim().replace(',', '.')
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return null
  const n = Number(t)
  return Number.isFinite(n) ? n : null
}

/** A section: a heading that groups the indicators under it (its children); it holds no value. */
export const isSection = (row: Pick<TemplateIndicator, 'widget'>): boolean => row.widget === 'section'

/** Whether the indicator is calculated by its formula (spec 001 §3 "calculation field"). */
export const isCalculated = (row: Pick<TemplateIndicator, 'widget' | 'formula'>): boolean =>
  row.widget === 'number' && row.formula !== null && row.formula !== ''

/** Why the default value does not suit the widget, or null. */
function defaultProblem(row: TemplateIndicator, choices: readonly string[]): string | null {
  const d = row.defaultValue
  if (d === null || d === undefined || d === '') return null
  if (isCalculated(row)) return templateMessages.noDefaultForCalculated
  if (isSection(row)) return templateMessages.sectionHasNoValue
  if (row.widget === 'number') return parseNumber(d) === null ? templateMessages.defaultNotNumber : null
  if (row.widget === 'checkbox')
    return ['так', 'ні'].includes(d.toLowerCase()) ? null : templateMessages.defaultYesNo
  if (row.widget === 'date') return /^\d{2}\.\d{2}\.\d{4}$/.test(d) ? null : templateMessages.defaultDate
  if (row.widget === 'time') return /^([01]\d|2[0-3]):[0-5]\d$/.test(d) ? null : templateMessages.defaultTime
  if (listWidgets.has(row.widget)) {
    const parts = multiWidgets.has(row.widget) ? d.split(';').map((p) => p.trim()) : [d]
    return parts.every((p) => choices.includes(p)) ? null : templateMessages.defaultNotAChoice
  }
  return null
}

export const templateMessages = {
  codeTaken: 'Такий код уже є в шаблоні',
  noParent: 'Батьківського показника з таким кодом немає',
  ownParent: 'Показник не може бути батьківським сам собі',
  parentLoop: 'Батьківські показники утворюють коло',
  normOrder: 'Норма «від» більша за норму «до»',
  numbersOnly: 'Лише для показника-числа',
  choicesNeeded: 'Вкажіть варіанти через «;»',
  choicesOnlyForLists: 'Варіанти — лише для полів вибору',
  noDefaultForCalculated: 'Розрахунковий показник не має значення за замовчуванням',
  defaultNotNumber: 'За замовчуванням має бути число',
  defaultYesNo: 'За замовчуванням: «так» або «ні»',
  defaultDate: 'За замовчуванням: дата ДД.ММ.РРРР',
  defaultTime: 'За замовчуванням: час ГГ:ХХ',
  defaultNotAChoice: 'Значення за замовчуванням має бути одним із варіантів',
  sectionHasNoValue: 'Розділ — лише заголовок, значення він не має',
  sectionNotRequired: 'Розділ не заповнюють, тож він не буває обовʼязковим',
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
    if (isSection(r) && r.required) add(i, 'required', templateMessages.sectionNotRequired)
    if (isSection(r) && r.unit) add(i, 'unit', templateMessages.sectionHasNoValue)
    if (r.widget !== 'number') {
      if (r.formula !== null) add(i, 'formula', templateMessages.numbersOnly)
      if (r.decimals !== null) add(i, 'decimals', templateMessages.numbersOnly)
    }
  })
  rows.forEach((r, i) => {
    const choices = indicatorChoices(r)
    if (listWidgets.has(r.widget) && choices.length === 0) add(i, 'options', templateMessages.choicesNeeded)
    if (!listWidgets.has(r.widget) && r.widget !== 'multiple-create' && choices.length > 0)
      add(i, 'options', templateMessages.choicesOnlyForLists)
    const problem = defaultProblem(r, choices)
    if (problem) add(i, 'defaultValue', problem)
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
