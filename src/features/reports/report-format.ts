/** A report's cells as text by their column's kind (money in kopiykas, days, Kyiv times, durations). */
import type { ReportCell, ReportColumnKind } from '../../../domain/reports/define-report'
import { formatMoney } from '../../../domain/pricing/money'
import { dayText, kyivDateTimeText } from '../../../domain/time/kyiv'

const integer = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 })

/** 425 → '7 год 05 хв'. */
export function minutesText(minutes: number): string {
  const m = Math.round(minutes)
  return `${Math.floor(m / 60)} год ${String(m % 60).padStart(2, '0')} хв`
}

export function formatCell(kind: ReportColumnKind, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : value
    case 'int':
      return typeof value === 'number' ? integer.format(value) : value
    case 'minutes':
      return typeof value === 'number' ? minutesText(value) : value
    case 'day':
      return dayText(String(value))
    case 'datetime':
      return kyivDateTimeText(String(value))
    case 'text':
      return String(value)
  }
}

export const isNumberKind = (kind: ReportColumnKind) =>
  kind === 'int' || kind === 'money' || kind === 'minutes'
