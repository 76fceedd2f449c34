/**
 * A warehouse document's form values and the request made of them. A line's quantity is typed in the
 * storage or the use unit of its nomenclature and its price in hryvnias per that unit; the server takes
 * use units and kopiykas per use unit (4 decimals), so the form converts at entry (domain notes D2, D4.2):
 * 2 уп of 50 шт at 100,00 грн/уп are 100 шт at 200 коп./шт.
 */
import { z } from 'zod'
import {
  STOCK_QTY_MAX,
  UNIT_COST_MAX,
  type StockDocument,
  type StockDocumentCreate,
  type StockDocumentKind,
  type StockLineInput,
} from '../../../domain/warehouse/stock-document.schema'
import { lineSum, stockMessages } from '../../../domain/warehouse/stock-rules'
import type { ProductChoice } from './use-stock-document-choices'

export type LineUnit = 'storage' | 'use'

export interface LineValues {
  productId: number | null
  series: string
  expiresOn: string | null
  unit: LineUnit
  /** As typed: a whole number of the chosen unit. */
  quantity: string
  /** Kopiykas per the chosen unit (the money field's value: NaN when unreadable). */
  price: number | null
  vatRate: number | null
}

export interface DocumentValues {
  documentDate: string | null
  warehouseId: number | null
  targetWarehouseId: number | null
  supplierId: number | null
  reason: string | null
  comment: string
  lines: LineValues[]
}

/** The invoice kinds made on this screen (inventory statements have a screen of their own). */
export const invoiceKinds = ['incoming', 'sales', 'transfer'] as const satisfies readonly StockDocumentKind[]
export type InvoiceKind = (typeof invoiceKinds)[number]
/** The heading of a new document of each kind. */
export const newDocumentTitles: Record<InvoiceKind, string> = {
  incoming: 'Нова прибуткова накладна',
  sales: 'Нова видаткова накладна',
  transfer: 'Нове переміщення',
}

export const isInvoiceKind = (k: string | null): k is InvoiceKind =>
  (invoiceKinds as readonly string[]).includes(k ?? '')

export const formMessages = {
  date: 'Вкажіть дату документа',
  warehouse: 'Оберіть склад',
  reason: 'Оберіть підставу',
  noLines: 'Додайте хоча б один рядок',
  product: 'Оберіть номенклатуру',
  quantity: 'Кількість — ціле число, більше за нуль',
  quantityTooBig: 'Кількість завелика',
  price: 'Ціна — сума в гривнях, напр. 12,50',
  priceTooBig: 'Ціна завелика',
} as const

export const emptyLine = (): LineValues => ({
  productId: null,
  series: '',
  expiresOn: null,
  unit: 'storage',
  quantity: '',
  price: null,
  vatRate: null,
})

export const emptyDocument = (today: string): DocumentValues => ({
  documentDate: today,
  warehouseId: null,
  targetWarehouseId: null,
  supplierId: null,
  reason: null,
  comment: '',
  lines: [emptyLine()],
})

const ratioOf = (l: Pick<LineValues, 'unit'>, p: Pick<ProductChoice, 'ratio'> | undefined) =>
  l.unit === 'storage' ? (p?.ratio ?? 1) : 1

/** The typed quantity as a whole number, or null. */
export const typedQuantity = (q: string): number | null =>
  /^\d{1,10}$/.test(q.trim()) ? Number(q.trim()) : null

/** Use units of a line: storage units × units per one, or as typed. */
export function inUseUnits(
  l: Pick<LineValues, 'quantity' | 'unit'>,
  p: Pick<ProductChoice, 'ratio'> | undefined,
): number | null {
  const q = typedQuantity(l.quantity)
  return q === null ? null : q * ratioOf(l, p)
}

/** Kopiykas per use unit (4 decimals) of a price per the chosen unit. */
export function unitCost(l: LineValues, p: ProductChoice | undefined): number | null {
  if (l.price === null || !Number.isFinite(l.price)) return null
  return Math.round((l.price / ratioOf(l, p)) * 10_000) / 10_000
}

/** Kopiykas of a line, as the server counts them (null while the quantity is not a number). */
export function lineTotal(l: LineValues, p: ProductChoice | undefined): number | null {
  const qty = inUseUnits(l, p)
  return qty === null ? null : lineSum(qty, unitCost(l, p))
}

/** The form's checks: what the server would refuse, said on the field before a request is made. */
export function documentSchema(kind: InvoiceKind, products: readonly ProductChoice[]) {
  const product = (id: number | null) => products.find((p) => p.id === id)
  const line = z
    .object({
      productId: z.number({ error: formMessages.product }).int().positive(),
      series: z.string().max(64),
      expiresOn: z.string().nullable(),
      unit: z.enum(['storage', 'use']),
      quantity: z.string().refine((q) => (typedQuantity(q) ?? 0) > 0, formMessages.quantity),
      price: z
        .number()
        .nullable()
        .refine((v) => v === null || (Number.isFinite(v) && v >= 0), formMessages.price),
      vatRate: z.number().int().nullable(),
    })
    .superRefine((l, ctx) => {
      const ratio = ratioOf(l, product(l.productId))
      if ((typedQuantity(l.quantity) ?? 0) * ratio > STOCK_QTY_MAX)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: formMessages.quantityTooBig })
      if (l.price !== null && l.price / ratio > UNIT_COST_MAX)
        ctx.addIssue({ code: 'custom', path: ['price'], message: formMessages.priceTooBig })
    })
  return z
    .object({
      documentDate: z.string({ error: formMessages.date }),
      warehouseId: z.number({ error: formMessages.warehouse }),
      targetWarehouseId: z.number().nullable(),
      supplierId: z.number().nullable(),
      reason: z.string({ error: formMessages.reason }).min(1, formMessages.reason),
      comment: z.string().max(2000),
      lines: z.array(line).min(1, formMessages.noLines).max(500),
    })
    .superRefine(
      (d, ctx) => {
        if (kind !== 'transfer') return
        // Runs even when other fields are wrong: the receiving stock is said at once with the rest.
        const target = (d as Partial<typeof d>).targetWarehouseId ?? null
        if (target === null)
          ctx.addIssue({ code: 'custom', path: ['targetWarehouseId'], message: stockMessages.targetRequired })
        else if (target === (d as Partial<typeof d>).warehouseId)
          ctx.addIssue({ code: 'custom', path: ['targetWarehouseId'], message: stockMessages.targetSame })
      },
      { when: () => true },
    )
}

/** The request body of checked values. */
export function documentBody(
  kind: InvoiceKind,
  v: DocumentValues,
  products: readonly ProductChoice[],
): StockDocumentCreate {
  const lines = v.lines.map((l): StockLineInput => {
    const p = products.find((x) => x.id === l.productId)
    return {
      productId: l.productId ?? 0,
      series: l.series.trim() || null,
      expiresOn: l.expiresOn,
      quantity: inUseUnits(l, p) ?? 0,
      unitCost: unitCost(l, p),
      vatRate: l.vatRate,
    }
  })
  return {
    kind,
    documentDate: v.documentDate ?? '',
    warehouseId: v.warehouseId ?? 0,
    targetWarehouseId: kind === 'transfer' ? v.targetWarehouseId : null,
    supplierId: kind === 'incoming' ? v.supplierId : null,
    reason: v.reason,
    comment: v.comment.trim() || null,
    lines,
  }
}

/**
 * A saved document as form values: a line whose quantity is whole storage units (and whose cost comes
 * back to whole kopiykas per storage unit) is shown in storage units, any other in use units.
 */
export function documentValues(d: StockDocument, products: readonly ProductChoice[]): DocumentValues {
  return {
    documentDate: d.documentDate,
    warehouseId: d.warehouseId,
    targetWarehouseId: d.targetWarehouseId,
    supplierId: d.supplierId,
    reason: d.reason,
    comment: d.comment ?? '',
    lines: d.lines.map((l) => {
      const ratio = products.find((p) => p.id === l.productId)?.ratio ?? 1
      const perStorage = l.unitCost === null ? null : l.unitCost * ratio
      const wholeStorage =
        ratio > 1 &&
        l.quantity % ratio === 0 &&
        (perStorage === null || Math.abs(perStorage - Math.round(perStorage)) <= ratio * 0.00005 + 1e-9)
      return {
        productId: l.productId,
        series: l.series ?? '',
        expiresOn: l.expiresOn,
        unit: wholeStorage ? 'storage' : 'use',
        quantity: String(wholeStorage ? l.quantity / ratio : l.quantity),
        price: wholeStorage ? (perStorage === null ? null : Math.round(perStorage)) : l.unitCost,
        vatRate: l.vatRate,
      }
    }),
  }
}
