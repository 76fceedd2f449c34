/**
 * The pure rules of the stock ledger (domain notes D2, D4): which batches an issue takes (FEFO), what an
 * inventory statement posts, which documents the backdating policy refuses, and a document's checks
 * across fields. The server runs them inside its transactions; `today` is always passed in.
 */
import type { StockDocumentKind, StockLineInput } from './stock-document.schema'

export const stockMessages = {
  notEnough: (name: string, missing: number) =>
    `Недостатньо залишку «${name}» на складі: бракує ${missing} од.`,
  expiredOnly: (name: string) =>
    `Залишок «${name}» на складі лише прострочений: списання прострочених партій заборонено`,
  seriesExpired: (name: string) => `Партія «${name}» прострочена: її не можна видати`,
  backdated: (inventoryDate: string) =>
    `Дата документа раніше останньої підписаної інвентаризації складу (${inventoryDate}): оберіть дату від ${inventoryDate}`,
  reversalNegative: (name: string) =>
    `Документ неможливо видалити: залишок «${name}» став би від’ємним (товар уже видано зі складу)`,
  targetRequired: 'Оберіть склад-отримувач',
  targetSame: 'Склад-отримувач має відрізнятися від складу-відправника',
  targetOnlyTransfer: 'Склад-отримувач вказується лише для переміщення',
  quantityPositive: 'Кількість має бути більшою за нуль',
  notSaved: 'Документ уже підписано або видалено: змінювати можна лише збережений документ',
  deletedCannotSign: 'Документ видалено: його не можна підписати',
  warehouseUnavailable: 'Склад не знайдено або він вам недоступний',
  receivingSideOnly: 'Переміщення змінює лише склад-відправник: ви бачите його як склад-отримувач',
  productUnknown: 'Номенклатуру не знайдено',
  supplierUnknown: 'Постачальника не знайдено',
  duplicateInventoryLine: 'Ця партія вже є в описі',
} as const

/** A batch in stock as FEFO sees it. */
export interface StockBatch {
  id: number
  series: string
  expiresOn: string | null
  receivedAt: string
  qty: number
}

export interface FefoPick {
  batchId: number
  qty: number
}

export type FefoResult =
  { ok: true; picks: FefoPick[] } | { ok: false; reason: 'not_enough' | 'expired_only'; missing: number }

/** True when a batch expiring on `expiresOn` may no longer be issued on `today` (YYYY-MM-DD). */
export const isExpired = (expiresOn: string | null, today: string) => expiresOn !== null && expiresOn < today

/**
 * Takes `qty` use units FEFO: batches not yet expired (expiry ≥ today, or no expiry) by expiry ascending
 * (no expiry last), then by received ascending; expired batches are never taken.
 */
export function pickFefo(batches: readonly StockBatch[], qty: number, today: string): FefoResult {
  const usable = batches
    .filter((b) => b.qty > 0 && !isExpired(b.expiresOn, today))
    .sort(
      (a, b) =>
        cmpExpiry(a.expiresOn, b.expiresOn) ||
        (a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : a.id - b.id),
    )
  const picks: FefoPick[] = []
  let left = qty
  for (const b of usable) {
    if (left === 0) break
    const take = Math.min(left, b.qty)
    picks.push({ batchId: b.id, qty: take })
    left -= take
  }
  if (left === 0) return { ok: true, picks }
  const expired = batches.some((b) => b.qty > 0 && isExpired(b.expiresOn, today))
  return { ok: false, reason: expired && usable.length === 0 ? 'expired_only' : 'not_enough', missing: left }
}

function cmpExpiry(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? -1 : 1
}

/** What signing an inventory line posts: the counted quantity minus the balance at signing. */
export const inventoryDifference = (counted: number, currentBalance: number) => counted - currentBalance

/**
 * The backdating policy: a document dated before the last signed inventory statement of its warehouse
 * (or of a transfer's receiving warehouse) is refused, since that count already fixed the stock of that day.
 */
export function backdatingRefusal(documentDate: string, lastInventoryDate: string | null): string | null {
  return lastInventoryDate !== null && documentDate < lastInventoryDate
    ? stockMessages.backdated(lastInventoryDate)
    : null
}

/** Kopiykas of a line: quantity × unit cost (4 decimals), rounded once to whole kopiykas. */
export const lineSum = (quantity: number, unitCost: number | null) =>
  unitCost === null ? 0 : Math.round(quantity * unitCost)

/** The batch key of a line (series '' when none). */
export const batchKey = (l: { productId: number; series?: string | null; expiresOn?: string | null }) =>
  `${l.productId}|${l.series ?? ''}|${l.expiresOn ?? ''}`

/** The checks across fields of a document; answers the 422 errors map (empty when fine). */
export function stockDocumentProblems(d: {
  kind: StockDocumentKind
  warehouseId: number
  targetWarehouseId?: number | null | undefined
  lines: readonly StockLineInput[]
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (d.kind === 'transfer') {
    if (d.targetWarehouseId == null) errors.target_warehouse_id = [stockMessages.targetRequired]
    else if (d.targetWarehouseId === d.warehouseId) errors.target_warehouse_id = [stockMessages.targetSame]
  } else if (d.targetWarehouseId != null) errors.target_warehouse_id = [stockMessages.targetOnlyTransfer]
  const seen = new Set<string>()
  d.lines.forEach((l, i) => {
    if (d.kind !== 'inventory' && l.quantity <= 0)
      errors[`lines.${i}.quantity`] = [stockMessages.quantityPositive]
    if (d.kind === 'inventory') {
      const key = batchKey(l)
      if (seen.has(key)) errors[`lines.${i}.series`] = [stockMessages.duplicateInventoryLine]
      seen.add(key)
    }
  })
  return errors
}
