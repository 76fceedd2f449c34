/**
 * A saved statement counted line by line through the outbox (issue 24 item 4): what the screen shows
 * offline, and online while counts typed offline still wait. Each count is kept on the device at once
 * («· чекає надсилання») and sent as its own write when the network allows; a line counted meanwhile by
 * someone else is explained on its row, with the count typed kept until the user keeps it or takes the
 * server's. Counts are typed in use units; found items are added online.
 */
import { useState } from 'react'
import type { StockDocument, StockLine } from '../../../domain/warehouse/stock-document.schema'
import type { InventoryCount } from '../../../domain/warehouse/inventory-count.schema'
import { batchKey } from '../../../domain/warehouse/stock-rules'
import type { OutboxItem } from '../../offline/outbox-types'
import { ItemActions } from '../../offline/react/item-actions'
import { useOffline } from '../../offline/react/offline-context'
import { statusLabels } from '../../offline/react/words'
import { cn } from '../../lib/cn'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { batchText } from './inventory-lines'
import { queueCount, waitingByLine } from './inventory-offline'
import { differenceText, inventoryMessages } from './inventory-values'
import type { ProductChoice } from './use-stock-document-choices'

const WHOLE = /^\d{1,10}$/

function CountRow({
  doc,
  line,
  index,
  unit,
  waiting,
}: {
  doc: StockDocument
  line: StockLine
  index: number
  unit: string
  waiting: OutboxItem | undefined
}) {
  const offline = useOffline()
  const shown = waiting ? (waiting.body as InventoryCount).quantity : line.quantity
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = `inv-count-${index}`
  const value = draft ?? String(shown)
  const commit = async () => {
    if (draft === null) return
    const typed = draft.trim()
    if (!WHOLE.test(typed) || Number(typed) > 2_147_483_647) {
      setError(inventoryMessages.quantity)
      return
    }
    setError(null)
    setDraft(null)
    if (Number(typed) !== shown) await queueCount(offline, doc, line, Number(typed), unit)
  }
  const problem = waiting && (waiting.status === 'conflict' || waiting.status === 'rejected')
  const expected = line.expectedQuantity ?? 0
  const counted = WHOLE.test(value.trim()) ? Number(value.trim()) : null
  return (
    <div
      role="group"
      aria-label={`Рядок ${index + 1}`}
      className="grid gap-3 border-b border-slate-100 pb-3 md:grid-cols-6"
    >
      <div className="grid gap-0.5 md:col-span-2">
        <p className="font-medium text-slate-900">{line.productName}</p>
        <p className="text-sm text-slate-700">{batchText(line.series, line.expiresOn)}</p>
      </div>
      <p className="grid content-center text-sm text-slate-700">
        <span>
          За обліком:{' '}
          <span data-testid={`line-${index}-expected`} className="tabular-nums">
            {`${expected} ${unit}`.trim()}
          </span>
        </span>
      </p>
      <FormField id={id} label={`Фактично ${index + 1}, ${unit || 'од.'} *`} error={error ?? undefined}>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => void commit()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              void commit()
            }
          }}
        />
      </FormField>
      <p
        data-testid={`line-${index}-difference`}
        className={cn(
          'grid content-end text-sm font-medium md:col-span-2',
          counted === null || counted === expected
            ? 'text-slate-700'
            : counted < expected
              ? 'text-red-800'
              : 'text-amber-800',
        )}
      >
        <span>
          {counted === null ? '—' : differenceText(counted - expected, unit)}
          {waiting && !problem && <span className="font-normal text-amber-900"> · чекає надсилання</span>}
        </span>
      </p>
      {problem && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 md:col-span-6"
        >
          <p>
            {statusLabels[waiting.status]}
            {waiting.lastError?.message ? `: ${waiting.lastError.message}` : ''}. Ваш підрахунок —{' '}
            {(waiting.body as InventoryCount).quantity} {unit} — збережено на цьому пристрої.
          </p>
          <ItemActions db={offline.db} item={waiting} onChanged={offline.outbox.kick} />
        </div>
      )}
    </div>
  )
}

export function InventoryCounting({
  doc,
  waiting,
  products,
  online,
}: {
  doc: StockDocument
  waiting: readonly OutboxItem[]
  products: readonly ProductChoice[]
  online: boolean
}) {
  const byLine = waitingByLine(waiting)
  const unitOf = (id: number) => products.find((p) => p.id === id)?.useUnit ?? ''
  return (
    <section aria-label={`Підрахунок опису ${doc.number}`} className="grid gap-3">
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {online
          ? 'Надсилаємо підрахунки, збережені на цьому пристрої.'
          : 'Немає звʼязку: кожен підрахунок зберігається на цьому пристрої й надійде на сервер, щойно звʼязок повернеться.'}{' '}
        Кількість вводиться в одиницях використання; знайдений товар, якого немає в обліку, додається онлайн.
      </p>
      <div className="grid gap-3 rounded-lg border border-slate-200 p-3">
        {doc.lines.map((l, i) => (
          <CountRow
            key={batchKey(l)}
            doc={doc}
            line={l}
            index={i}
            unit={unitOf(l.productId)}
            waiting={byLine.get(batchKey(l))}
          />
        ))}
      </div>
    </section>
  )
}
