/**
 * A signed (or deleted, or not the user's to edit) inventory statement, read only: per batch the book
 * quantity saved with the line, the counted one and the difference in words.
 */
import type { StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { batchText } from './inventory-lines'
import { differenceText } from './inventory-values'
import type { ProductChoice } from './use-stock-document-choices'

export function InventoryView({ doc, products }: { doc: StockDocument; products: readonly ProductChoice[] }) {
  const unitOf = (id: number) => products.find((p) => p.id === id)?.useUnit ?? ''
  return (
    <div className="overflow-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" aria-label="Рядки опису">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1.5">
              Номенклатура
            </th>
            <th scope="col" className="px-2 py-1.5">
              Партія
            </th>
            <th scope="col" className="px-2 py-1.5">
              За обліком
            </th>
            <th scope="col" className="px-2 py-1.5">
              Фактично
            </th>
            <th scope="col" className="px-2 py-1.5">
              Різниця
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((l) => {
            const unit = unitOf(l.productId)
            const expected = l.expectedQuantity ?? 0
            return (
              <tr key={l.id} className="border-t border-slate-100">
                <td className="px-2 py-1.5">{l.productName}</td>
                <td className="px-2 py-1.5">{batchText(l.series, l.expiresOn)}</td>
                <td className="px-2 py-1.5 tabular-nums">{`${expected} ${unit}`.trim()}</td>
                <td className="px-2 py-1.5 tabular-nums">{`${l.quantity} ${unit}`.trim()}</td>
                <td className="px-2 py-1.5">{differenceText(l.quantity - expected, unit)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
