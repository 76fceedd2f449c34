/**
 * How a protocol reads on paper — the same words in the browser's print view (offline) and in the
 * server's PDF: values by their widget (numbers to their decimals with a decimal comma, yes/no, lists,
 * dates as DD.MM.YYYY), the norm as «min–max», the flag in words, the Kyiv date and time, and the
 * indicators in their parent/child order with their depth.
 */
import { normFlag, type IndicatorValue } from './protocol-values'
import type { TemplateIndicator } from './template-rules'
import { dayText, kyivDateTimeText } from '../time/kyiv'
import type { Protocol } from './protocol.schema'

// The dates as the product writes them (domain/time/kyiv.ts), re-exported for the print pages.
export { dayText, kyivDateTimeText }

/** A number to `decimals` places (as it is without), with a decimal comma. */
export const numberText = (v: number, decimals: number | null): string =>
  (decimals === null ? String(v) : v.toFixed(decimals)).replace('.', ',')

/** An indicator's value as printed; '—' for none. */
export function printedValue(i: TemplateIndicator, v: IndicatorValue | undefined): string {
  if (v === null || v === undefined || v === '') return '—'
  if (typeof v === 'number') return numberText(v, i.decimals)
  if (typeof v === 'boolean') return v ? 'так' : 'ні'
  if (Array.isArray(v)) return v.length ? v.join(', ') : '—'
  if (i.widget === 'date') return dayText(v)
  return v
}

/** «min–max» of the indicator's norm ('' without one; an open side left empty). */
export function normText(i: TemplateIndicator): string {
  if (i.normMin === null && i.normMax === null) return ''
  const n = (x: number | null) => (x === null ? '' : numberText(x, null))
  return `${n(i.normMin)}–${n(i.normMax)}`
}

export const flagWords = { low: '↓ низьке', high: '↑ високе' } as const

/** The flag of a value against the indicator's norm, in words ('' inside it). */
export function flagText(i: TemplateIndicator, v: IndicatorValue | undefined): string {
  const f = normFlag(i, v ?? null)
  return f ? flagWords[f] : ''
}

/** The indicators with their depth under parents, each parent followed by its children, in template order. */
export function printOrder(
  indicators: readonly TemplateIndicator[],
): Array<{ indicator: TemplateIndicator; depth: number }> {
  const codes = new Set(indicators.map((i) => i.code))
  const children = new Map<string, TemplateIndicator[]>()
  for (const i of indicators)
    if (i.parentCode && codes.has(i.parentCode) && i.parentCode !== i.code)
      children.set(i.parentCode, [...(children.get(i.parentCode) ?? []), i])
  const out: Array<{ indicator: TemplateIndicator; depth: number }> = []
  const placed = new Set<string>()
  const place = (i: TemplateIndicator, depth: number) => {
    if (placed.has(i.code)) return
    placed.add(i.code)
    out.push({ indicator: i, depth })
    for (const c of children.get(i.code) ?? []) place(c, depth + 1)
  }
  for (const i of indicators) if (!i.parentCode || !codes.has(i.parentCode)) place(i, 0)
  // Parents in a loop (a template the server refuses): still printed, at the top level.
  for (const i of indicators) place(i, 0)
  return out
}

/** The printed heading's parts, the same on the PDF and in the print view: centre lines, subject, facts, approval. */
export function printedHeading(p: Protocol): {
  legal: string
  contact: string
  subject: string
  facts: Array<[string, string]>
  approval: string
} {
  const c = p.centre
  const facts: Array<[string, string]> = [
    ['Пацієнт', p.patient ?? '—'],
    ['Дата народження', dayText(p.birthday) || '—'],
    ['Замовлення', p.orderCode],
    ['Лікар', p.doctor?.name ?? '—'],
  ]
  if (p.assistant) facts.push(['Асистент', p.assistant.name])
  facts.push(['Дата і час прийому', kyivDateTimeText(p.visitAt) || '—'])
  if (p.nextVisitDate) facts.push(['Наступний візит', dayText(p.nextVisitDate)])
  let approval = 'Протокол не затверджено'
  if (p.state === 'approved')
    approval = `Затверджено ${kyivDateTimeText(p.approvedAt)}${
      p.autoApproved ? ' (автоматично)' : p.approvedBy ? `, ${p.approvedBy}` : ''
    }`
  return {
    legal: [c.legalName, c.legalTaxCode ? `ЄДРПОУ ${c.legalTaxCode}` : '', c.legalAddress]
      .filter(Boolean)
      .join(' · '),
    contact: [c.address, c.phone, c.email].filter(Boolean).join(' · '),
    subject: p.subject.packageName ? `${p.subject.name} (${p.subject.packageName})` : p.subject.name,
    facts,
    approval,
  }
}

/** A sheet of a prescription template («Рецепт», «Рецепт на окуляри» …): the template's name says so. */
export const isPrescriptionSheet = (name: string): boolean => /рецепт/iu.test(name)

/** The protocol's prescription sheets, in their order; none when it holds no prescription. */
export const prescriptionSheets = (p: Pick<Protocol, 'sheets'>): Protocol['sheets'] =>
  p.sheets.filter((s) => isPrescriptionSheet(s.name))
