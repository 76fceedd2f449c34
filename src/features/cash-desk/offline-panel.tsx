/**
 * A register's offline state on the cash desk (issue 27 §4): since when it works offline and for how long
 * (the law allows 36 hours in a row and 168 a month), the receipts waiting for the upload with their
 * offline numbers, the reserved numbers left, the warnings before a limit, and «Вивантажити», which
 * uploads them now. Online with nothing queued it shows only the reserved numbers of an open shift.
 */
import { Link } from 'react-router'
import type { DeskRegister } from '../../../domain/cash-desk/cash-desk.schema'
import { hoursText, OFFLINE_HOURS_A_MONTH } from '../../../domain/cash-desk/offline-limits'
import { formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'
import { Button } from '../../ui/button'

export function OfflinePanel({
  register,
  canUpload,
  uploading,
  onUpload,
}: {
  register: DeskRegister
  canUpload: boolean
  uploading: boolean
  onUpload: () => void
}) {
  const o = register.offline
  const shiftOpen = register.shift?.status === 'open'
  const offline = o.since !== null || o.queued > 0
  if (!offline && o.warnings.length === 0)
    return shiftOpen ? (
      <p className="text-sm text-slate-600">
        Зарезервовано офлайн-номерів на випадок втрати звʼязку: {o.codesLeft}
      </p>
    ) : null

  return (
    <section
      aria-label="Офлайн-режим каси"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      {offline && (
        <p role="status" className="text-amber-950">
          {o.since ? (
            <>
              Каса працює офлайн з {formatDateTime(o.since)} ({hoursText(o.inRowHours)} поспіль; цього місяця{' '}
              {hoursText(o.monthHours)} з {OFFLINE_HOURS_A_MONTH} год).{' '}
            </>
          ) : (
            <>Каса знову онлайн, але офлайн-чеки ще не вивантажено. </>
          )}
          Чеків у черзі на вивантаження: {o.queued}. Офлайн-номерів лишилося: {o.codesLeft}.
        </p>
      )}
      {o.warnings.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-900">
          {o.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {o.lastError && <p className="text-sm text-amber-950">Остання спроба вивантаження: {o.lastError}</p>}
      {o.queue.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-medium text-slate-800">Черга офлайн-чеків</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col">Офлайн-номер</th>
              <th scope="col">Час</th>
              <th scope="col">Замовлення</th>
              <th scope="col">Чек</th>
              <th scope="col" className="text-right">
                Сума
              </th>
            </tr>
          </thead>
          <tbody>
            {o.queue.map((r) => (
              <tr key={r.id}>
                <td className="font-mono">{r.offlineCode}</td>
                <td>{formatDateTime(r.offlineAt)}</td>
                <td>
                  <Link className="text-sky-800 underline" to={`/mc-cart/${r.orderId}`}>
                    {r.orderCode}
                  </Link>
                </td>
                <td>{r.kind === 'sale' ? 'Продаж' : 'Повернення'}</td>
                <td className="text-right">{formatMoney(r.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {offline && (
        <div>
          <Button variant="secondary" disabled={!canUpload} onClick={onUpload}>
            {uploading ? 'Вивантажую…' : 'Вивантажити офлайн-чеки'}
          </Button>
        </div>
      )}
    </section>
  )
}
