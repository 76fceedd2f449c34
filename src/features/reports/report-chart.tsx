/**
 * A report's bar chart of one totalled column (y) over another (x), above its table (recharts). At most
 * a month of bars; the figure is named for screen readers, and the table under it carries the same
 * numbers for anyone who cannot read a chart.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import type { ReportAnswer, ReportColumn } from '../../../domain/reports/define-report'
import { formatCell } from './report-format'

/** The most bars drawn (a 30-day period has 30 days). */
export const MAX_BARS = 31

export function ReportChart({
  x,
  y,
  title,
  answer,
}: {
  x: ReportColumn
  y: ReportColumn
  title: string
  answer: ReportAnswer
}) {
  const bars = answer.rows.slice(0, MAX_BARS).map((r) => {
    const v = r[y.key]
    return { label: formatCell(x.kind, r[x.key]), value: typeof v === 'number' ? v : 0 }
  })
  const name = title
  if (bars.length === 0) return null
  return (
    <figure
      role="group"
      aria-label={name}
      className="grid gap-1 rounded-md border border-slate-200 bg-white p-3"
    >
      <figcaption className="text-sm font-medium text-slate-800">{name}</figcaption>
      <BarChart responsive data={bars} style={{ width: '100%', height: 224 }} margin={{ left: 8, right: 8 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="label"
          // A day's year is the period's: DD.MM is enough under a bar.
          tickFormatter={(v: string) => (x.kind === 'day' ? v.slice(0, 5) : v)}
          fontSize={12}
        />
        <YAxis
          width={96}
          fontSize={12}
          tickFormatter={(v: number) => formatCell(y.kind, Math.round(v))}
          allowDecimals={false}
        />
        <Tooltip formatter={(v) => [formatCell(y.kind, Number(v)), y.label]} />
        <Bar
          dataKey="value"
          name={y.label}
          fill="var(--color-brand-600)"
          maxBarSize={48}
          isAnimationActive={false}
        />
      </BarChart>
    </figure>
  )
}
