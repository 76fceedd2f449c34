/**
 * The totals of a shift's last report (an X report, or the Z report that closed it) by payment type:
 * sales, returns, service deposits and withdrawals, in hryvnias, with the cash the register counts in
 * the drawer.
 */
import { paymentKindLabels, type CashShift } from '../../../domain/cash-desk/cash-desk.schema'
import { formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'

const columns = [
  ['sellSum', 'Продажі'],
  ['returnSum', 'Повернення'],
  ['serviceIn', 'Службове внесення'],
  ['serviceOut', 'Службове вилучення'],
] as const

export function ShiftReport({ shift }: { shift: CashShift }) {
  const z = shift.status === 'closed' ? shift.zReport : null
  const report = z ?? (shift.status === 'open' ? shift.lastX : null)
  if (!report)
    return (
      <p className="text-slate-600">
        {shift.status === 'open' ? 'X-звіту цієї зміни ще не було.' : 'Z-звіту цієї зміни немає.'}
      </p>
    )
  const title = z
    ? `Z-звіт зміни № ${shift.serial}, ${formatDateTime(shift.closedAt)}`
    : `X-звіт зміни № ${shift.serial}, ${formatDateTime(shift.lastXAt)}`
  return (
    <section aria-label={title} className="grid gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="py-2 pr-4 font-medium">
                Тип оплати
              </th>
              {columns.map(([key, label]) => (
                <th key={key} scope="col" className="py-2 pr-4 text-right font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.payments.map((p) => (
              <tr key={p.kind} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  {paymentKindLabels[p.kind]}
                </th>
                {columns.map(([key]) => (
                  <td key={key} className="py-2 pr-4 text-right tabular-nums">
                    {formatMoney(p[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-slate-800">
        Чеків продажу: {report.sellCount}, повернення: {report.returnCount}. Готівка в касі:{' '}
        <strong>{formatMoney(report.balance)}</strong>
      </p>
    </section>
  )
}
