/**
 * A warehouse document as it stands, read only: a signed or deleted one, an inventory statement (kept
 * on its own screen), or any document for a user without warehouse operations. Quantities in use units,
 * with whole storage units beside them; prices per use unit.
 */
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { dayText } from '../../../domain/time/kyiv'
import { formatMoney } from '../../lib/format/money'
import { choiceName, type StockDocumentChoices } from './use-stock-document-choices'

const cell = 'border-t border-slate-100 px-2 py-1.5'

export function StockDocumentView({ doc, choices }: { doc: StockDocument; choices: StockDocumentChoices }) {
  const reason = doc.reason ? (choices.reasons.find((r) => r.key === doc.reason)?.name ?? doc.reason) : '—'
  const facts: [string, string][] = [
    ['Дата документа', dayText(doc.documentDate)],
    [doc.kind === 'transfer' ? 'Склад-відправник' : 'Склад', doc.warehouseName],
    ...(doc.kind === 'transfer'
      ? [['Склад-отримувач', choiceName(choices.allWarehouses, doc.targetWarehouseId)] as [string, string]]
      : []),
    ...(doc.kind === 'incoming'
      ? [['Постачальник', choiceName(choices.suppliers, doc.supplierId) || '—'] as [string, string]]
      : []),
    ['Підстава', reason],
    ['Коментар', doc.comment ?? '—'],
  ]
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-6 gap-y-2 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {['Номенклатура', 'Серія', 'Термін придатності', 'Кількість', 'Ціна за од.', 'ПДВ', 'Сума'].map(
                (h) => (
                  <th key={h} scope="col" className="px-2 py-1.5 font-semibold">
                    {h}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((l) => {
              const p = choices.products.find((x) => x.id === l.productId)
              const packs =
                p && p.ratio > 1 && l.quantity >= p.ratio
                  ? ` (${Math.floor(l.quantity / p.ratio)} ${p.storageUnit}${l.quantity % p.ratio ? ` + ${l.quantity % p.ratio} ${p.useUnit}` : ''})`
                  : ''
              return (
                <tr key={l.id} data-testid="document-line">
                  <td className={cell}>{l.productName}</td>
                  <td className={cell}>{l.series ?? '—'}</td>
                  <td className={cell}>{l.expiresOn ? dayText(l.expiresOn) : '—'}</td>
                  <td className={cell}>
                    {l.quantity} {p?.useUnit ?? ''}
                    {packs}
                  </td>
                  <td className={cell}>{l.unitCost === null ? '—' : formatMoney(l.unitCost)}</td>
                  <td className={cell}>{l.vatRate === null ? '—' : `${l.vatRate} %`}</td>
                  <td className={cell}>{formatMoney(l.sum)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="text-right text-base font-semibold">
        Разом: <span data-testid="document-total">{formatMoney(doc.total)}</span>
      </p>
    </div>
  )
}
