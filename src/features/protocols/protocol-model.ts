/**
 * The protocol screen's form, as pure functions: the draft a protocol starts from, the changes the doctor
 * makes to it, the body of a save (checked by the same schema and value rules the server applies), the
 * indicators in their parent/child order, and where a 422's field messages land. The page holds only
 * the draft; everything it decides is here, so it can be tested without a browser.
 */
import {
  protocolMessages,
  protocolSaveSchema,
  type Protocol,
  type ProtocolSave,
} from '../../../domain/protocols/protocol.schema'
import {
  calculate,
  changedCodes,
  compileTemplate,
  initialValues,
  recalculate,
  valuesProblems,
  type Calculation,
  type CompiledTemplate,
  type IndicatorValue,
  type IndicatorValues,
} from '../../../domain/protocols/protocol-values'
import { parseNumber, type TemplateIndicator } from '../../../domain/protocols/template-rules'
import { kyivDayAndTime, kyivInstant } from '../../../domain/time/kyiv'
import { kyivDateTimeText, printOrder } from '../../../domain/protocols/protocol-print'

export interface DraftSheet {
  templateId: number
  name: string
  indicators: TemplateIndicator[]
  values: IndicatorValues
}

/** What the doctor edits: the protocol's fields as the form holds them. */
export interface ProtocolDraft {
  doctorId: number | null
  assistantId: number | null
  /** YYYY-MM-DD (Kyiv day), null while not a whole date. */
  visitDate: string | null
  /** HH:MM (Kyiv clock), '' while not a whole time. */
  visitTime: string
  nextVisitDate: string | null
  conclusion: string
  comment: string
  sheets: DraftSheet[]
}

/** A template to add: one of the protocol's choices. */
export type SheetTemplate = Pick<DraftSheet, 'templateId' | 'name' | 'indicators'>

/** The draft a protocol starts from; a requested one is dated now (Kyiv) and has a doctor only if one is possible. */
export function draftOf(p: Protocol, now: Date): ProtocolDraft {
  const visit = kyivDayAndTime(p.visitAt ?? now)
  const onlyDoctor = p.choices.doctors.length === 1 ? p.choices.doctors[0]!.id : null
  return {
    doctorId: p.doctor?.id ?? onlyDoctor,
    assistantId: p.assistant?.id ?? null,
    visitDate: visit.date,
    visitTime: visit.time,
    nextVisitDate: p.nextVisitDate,
    conclusion: p.conclusion,
    comment: p.comment,
    sheets: p.sheets.map((s) => ({
      templateId: s.templateId,
      name: s.name,
      indicators: s.indicators,
      // A code the stored values lack starts from its default, as in a new sheet.
      values: { ...initialValues(s.indicators), ...s.values },
    })),
  }
}

/** The visit's instant as ISO 8601 with Kyiv's offset; null while the date or the time is incomplete. */
export function visitAtOf(date: string | null, time: string): string | null {
  if (!date || !/^\d{2}:\d{2}$/.test(time)) return null
  return kyivInstant(date, time).iso
}

/** 'DD.MM.YYYY HH:MM' of an instant on Kyiv's clock; '' for none (the printed protocol's words). */
export const kyivDateTime = (iso: string | null): string => kyivDateTimeText(iso)

export function withTemplate(draft: ProtocolDraft, t: SheetTemplate): ProtocolDraft {
  if (draft.sheets.some((s) => s.templateId === t.templateId)) return draft
  const sheet = { ...t, values: initialValues(t.indicators) }
  return { ...draft, sheets: [...draft.sheets, sheet] }
}

export function withoutSheet(draft: ProtocolDraft, templateId: number): ProtocolDraft {
  return { ...draft, sheets: draft.sheets.filter((s) => s.templateId !== templateId) }
}

export function withValue(
  draft: ProtocolDraft,
  templateId: number,
  code: string,
  value: IndicatorValue,
): ProtocolDraft {
  return {
    ...draft,
    sheets: draft.sheets.map((s) =>
      s.templateId === templateId ? { ...s, values: { ...s.values, [code]: value } } : s,
    ),
  }
}

/** A number field's text read: empty → none, a number (comma or dot) → it, else the text (a problem). */
export function numberValue(typed: string): IndicatorValue {
  if (typed.trim() === '') return null
  return parseNumber(typed) ?? typed.trim()
}

/** A stored number as the doctor would type it (decimal comma). */
export function numberText(v: IndicatorValue | undefined): string {
  if (typeof v === 'number') return String(v).replace('.', ',')
  return typeof v === 'string' ? v : ''
}

/** The indicator's norm as shown beside it ('норма 3,5–5,5 ммоль/л'); null without one. */
export function normText(i: TemplateIndicator): string | null {
  const unit = i.unit ? ` ${i.unit}` : ''
  if (i.normMin !== null && i.normMax !== null)
    return `норма ${numberText(i.normMin)}–${numberText(i.normMax)}${unit}`
  if (i.normMin !== null) return `норма від ${numberText(i.normMin)}${unit}`
  if (i.normMax !== null) return `норма до ${numberText(i.normMax)}${unit}`
  return null
}

// A sheet keeps its indicators' array while values change, so its formulas are checked once per sheet.
const compiled = new WeakMap<readonly TemplateIndicator[], CompiledTemplate>()

/** The sheet's template compiled for `calculate`, once per indicators array. */
export function compiledOf(indicators: readonly TemplateIndicator[]): CompiledTemplate {
  let c = compiled.get(indicators)
  if (!c) {
    c = compileTemplate(indicators)
    compiled.set(indicators, c)
  }
  return c
}

// Per compiled template, the last values worked out and their calculation: the next edit starts from it.
const lastCalculation = new WeakMap<CompiledTemplate, { values: IndicatorValues; calculation: Calculation }>()

/**
 * The sheet's values with its calculated indicators worked out, as `calculate` gives them: after an
 * edit only the formulas downstream of the codes that changed are evaluated again.
 */
export function calculatedOf(indicators: readonly TemplateIndicator[], values: IndicatorValues): Calculation {
  const template = compiledOf(indicators)
  const last = lastCalculation.get(template)
  if (last?.values === values) return last.calculation
  const calculation = last
    ? recalculate(template, last.calculation, values, changedCodes(last.values, values))
    : calculate(template, values)
  lastCalculation.set(template, { values, calculation })
  return calculation
}

/**
 * The indicators in the order they are shown: each parent followed by its children (at any depth), in
 * the template's order. An indicator whose parent is missing is shown at the top level.
 */
export const indicatorTree = printOrder

/** Where a message shows: a form field, the template list, a sheet, or one indicator of a sheet. */
export const fieldKeys = {
  sheets: 'sheets',
  sheet: (templateId: number) => `sheet.${templateId}`,
  value: (templateId: number, code: string) => `value.${templateId}.${code}`,
} as const
const FORM_FIELDS = new Set(['doctorId', 'assistantId', 'visitAt', 'nextVisitDate', 'conclusion', 'comment'])

const camel = (part: string) => part.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * The field key of an error path of the save body ('sheets.0.values.weight', 'doctor_id', 'visitAt');
 * null for a path the form has no field for.
 */
export function fieldOfPath(path: string, draft: ProtocolDraft): string | null {
  const [head, index, kind, code] = path.split('.')
  if (head === undefined) return null
  if (head === 'sheets') {
    if (index === undefined) return fieldKeys.sheets
    const sheet = draft.sheets[Number(index)]
    if (!sheet) return fieldKeys.sheets
    return kind === 'values' && code !== undefined
      ? fieldKeys.value(sheet.templateId, code)
      : fieldKeys.sheet(sheet.templateId)
  }
  const field = camel(head)
  return FORM_FIELDS.has(field) ? field : null
}

/** A 422's field messages on the form's keys, and those the form has no field for. */
export function serverProblems(
  errors: Record<string, string[]>,
  draft: ProtocolDraft,
): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {}
  const other: string[] = []
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0]
    if (message === undefined) continue
    const key = fieldOfPath(path, draft)
    if (key === null) other.push(message)
    else fields[key] ??= message
  }
  return { fields, other }
}

export type DraftCheck = { ok: true; body: ProtocolSave } | { ok: false; problems: Record<string, string> }

/**
 * The save body of the draft, or why it cannot be sent: the save schema's rules and every sheet's
 * values (`calculated[i]`: sheet i's values with its calculated indicators worked out).
 */
export function checkDraft(
  draft: ProtocolDraft,
  version: number,
  calculated: readonly IndicatorValues[],
): DraftCheck {
  const sheets = draft.sheets.map((s, i) => ({ templateId: s.templateId, values: calculated[i] ?? s.values }))
  const parsed = protocolSaveSchema.safeParse({
    version,
    sheets,
    doctorId: draft.doctorId,
    assistantId: draft.assistantId,
    visitAt: visitAtOf(draft.visitDate, draft.visitTime) ?? '',
    nextVisitDate: draft.nextVisitDate,
    conclusion: draft.conclusion,
    comment: draft.comment,
  })
  const problems: Record<string, string> = {}
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = fieldOfPath(issue.path.join('.'), draft) ?? fieldKeys.sheets
      problems[key] ??= issue.message
    }
  if (draft.doctorId === null) problems.doctorId = protocolMessages.notADoctor
  draft.sheets.forEach((s, i) => {
    for (const [code, message] of Object.entries(valuesProblems(s.indicators, sheets[i]!.values)))
      problems[fieldKeys.value(s.templateId, code)] = message
  })
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, body: parsed.data }
  return { ok: false, problems }
}

/** Whether two drafts hold the same things (key order aside). */
export function sameDraft(a: ProtocolDraft, b: ProtocolDraft): boolean {
  return sameJson(a, b)
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  const rb = b as Record<string, unknown>
  return ka.every((k) => k in rb && sameJson((a as Record<string, unknown>)[k], rb[k]))
}

/** The newer of the copy read and the answer of our own write: the higher version, else the one received later. */
export function newerProtocol(
  read: { data: Protocol; fetchedAt: number | undefined } | undefined,
  written: { protocol: Protocol; at: number } | null,
): Protocol | undefined {
  if (!written) return read?.data
  if (!read) return written.protocol
  const ahead = written.protocol.version - read.data.version
  return ahead > 0 || (ahead === 0 && written.at > (read.fetchedAt ?? 0)) ? written.protocol : read.data
}

/**
 * The protocol as a save shows it on this device until the server answers: the body's fields, each sheet
 * with its template (the protocol's kept copy, else the one chosen) and the values as sent; saved, at the
 * version it was read (the server's answer brings the next one). What the user may do stays as the server
 * said; the page holds approval and deletion back while the save is on the device.
 */
export function localProtocol(p: Protocol, body: ProtocolSave): Protocol {
  const templateOf = (id: number) =>
    p.sheets.find((s) => s.templateId === id) ?? p.choices.templates.find((t) => t.templateId === id)
  const sheets = body.sheets.flatMap((s) => {
    const t = templateOf(s.templateId)
    if (!t) return []
    const { templateId, name, pageFormat, autoApproveMinutes, indicators } = t
    return [{ templateId, name, pageFormat, autoApproveMinutes, indicators, values: s.values }]
  })
  const person = (list: ReadonlyArray<{ id: number; name: string }>, id: number | null | undefined) =>
    id === null || id === undefined ? null : (list.find((x) => x.id === id) ?? null)
  return {
    ...p,
    state: 'saved',
    sheets,
    pageFormat: sheets[0]?.pageFormat ?? p.pageFormat,
    doctor: person(p.choices.doctors, body.doctorId) ?? p.doctor,
    assistant: person(p.choices.staff, body.assistantId),
    visitAt: body.visitAt,
    nextVisitDate: body.nextVisitDate ?? null,
    conclusion: body.conclusion ?? '',
    comment: body.comment ?? '',
  }
}
