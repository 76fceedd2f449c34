/**
 * The history of a price list (spec 001 §2): who changed what and when, with each changed field's value
 * before and after — money as hryvnias, flags as так/ні, days as DD.MM.YYYY — newest first, 15 a page.
 */
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { historyFieldLabels, type HistoryEntry } from '../../../domain/price-lists/price-list.schema'
import { formatDate } from '../../../domain/pricing/calendar'
import { kyivDayAndTime } from '../../../domain/time/kyiv'
import { formatMoney } from '../../lib/format/money'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { fetchHistory, priceListKeys } from './price-lists.api'

const actionLabels: Record<HistoryEntry['action'], string> = {
  create: 'Створено',
  update: 'Змінено',
  delete: 'Видалено',
  import: 'Імпорт з Excel',
  mass: 'Масова дія',
  attach: 'Додано',
}
const moneyFields = new Set(['price', 'finalPrice', 'cost', 'partnerPrice', 'costPrice'])
const dayFields = new Set(['dateFrom', 'dateTo'])

/** One value of a history row in words. */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'так' : 'ні'
  if (moneyFields.has(field) && typeof value === 'number') return formatMoney(value)
  if (dayFields.has(field) && typeof value === 'string') return formatDate(value)
  if (field === 'type' && (value === 'services' || value === 'tests'))
    return value === 'services' ? 'послуги' : 'аналізи'
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)
}

/** The changed fields of a row, e.g. ["Ціна: 100,00 грн → 110,00 грн"]. */
export function historyChanges(entry: Pick<HistoryEntry, 'before' | 'after'>): string[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
  return fields.map((f) => {
    const label = historyFieldLabels[f] ?? f
    const before = entry.before && f in entry.before ? historyValue(f, entry.before[f]) : null
    const after = entry.after && f in entry.after ? historyValue(f, entry.after[f]) : null
    if (before === null) return `${label}: ${after}`
    if (after === null) return `${label}: було ${before}`
    return `${label}: ${before} → ${after}`
  })
}

/** What a row is about: a position or a material by code and name, else the list itself. */
export const historySubject = (h: Pick<HistoryEntry, 'positionId' | 'subject'>) =>
  h.positionId === null && !h.subject.startsWith('Матеріал ') ? 'Прайс-лист' : h.subject

export function PriceListHistory({ listId }: { listId: number }) {
  const [params] = useSearchParams()
  const raw = Number(params.get('historyPage') ?? '1')
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1
  const history = useQuery({
    queryKey: priceListKeys.history(listId, page),
    queryFn: ({ signal }) => fetchHistory(listId, page, signal),
  })
  if (history.isPending) return <PageLoader />
  if (history.isError)
    return <p role="alert">Не вдалося прочитати історію змін. Перевірте звʼязок і оновіть сторінку.</p>
  if (history.data.data.length === 0) return <p className="text-slate-700">Змін ще не було.</p>
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm" aria-label="Історія змін">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th className="px-3 py-2 font-medium">Коли</th>
              <th className="px-3 py-2 font-medium">Хто</th>
              <th className="px-3 py-2 font-medium">Що</th>
              <th className="px-3 py-2 font-medium">Дія</th>
              <th className="px-3 py-2 font-medium">Зміни</th>
            </tr>
          </thead>
          <tbody>
            {history.data.data.map((h) => {
              const at = kyivDayAndTime(h.at)
              return (
                <tr key={h.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {formatDate(at.date)} {at.time}
                  </td>
                  <td className="px-3 py-2">{h.userName ?? '—'}</td>
                  <td className="px-3 py-2">{historySubject(h)}</td>
                  <td className="px-3 py-2">{actionLabels[h.action]}</td>
                  <td className="px-3 py-2">
                    <ul className="grid gap-0.5">
                      {historyChanges(h).map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <ListPager
        page={page}
        perPage={15}
        total={history.data.meta.total}
        param="historyPage"
        label="Сторінки історії змін"
      />
    </div>
  )
}
