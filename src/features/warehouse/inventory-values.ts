/**
 * An inventory statement's form values (spec 001 §3 "Inventory statement"; domain notes D2): one line per
 * batch on the book — the expected quantity the server snapshots when the line is saved — and the
 * counted quantity typed in the storage or the use unit, as on the invoices. A new statement starts with
 * the counted quantity equal to the book, so the storekeeper changes only the lines that differ; a found
 * item that was not on the book is added as a line of its own. Quantities travel in use units.
 */
import { z } from 'zod'
import {
  STOCK_QTY_MAX,
  type StockBatch,
  type StockDocument,
  type StockDocumentCreate,
  type StockLineInput,
} from '../../../domain/warehouse/stock-document.schema'
import { batchKey, stockMessages } from '../../../domain/warehouse/stock-rules'
import { inUseUnits, typedQuantity, type LineUnit } from './stock-document-values'
import type { ProductChoice } from './use-stock-document-choices'

export interface InventoryLineValues {
  productId: number | null
  /** The name the server gave (shown while the nomenclature is not on the device). */
  productName: string
  series: string
  expiresOn: string | null
  /** Use units on the book (null: a found item, not saved yet — the book knows none of it). */
  expected: number | null
  unit: LineUnit
  /** The counted quantity as typed: a whole number (0 or more) of the chosen unit. */
  quantity: string
  /** Added by the user (a found item): its nomenclature and batch are typed, it may be removed. */
  added: boolean
}

export interface InventoryValues {
  documentDate: string | null
  warehouseId: number | null
  lines: InventoryLineValues[]
}

export const inventoryMessages = {
  date: 'Вкажіть дату інвентаризації',
  warehouse: 'Оберіть склад',
  noLines: 'Додайте хоча б один рядок: на складі за обліком нічого немає',
  product: 'Оберіть номенклатуру',
  quantity: 'Фактична кількість — ціле число, 0 або більше',
  quantityTooBig: 'Кількість завелика',
} as const

/** «нестача 3 шт», «надлишок 2 шт», «збігається». */
export function differenceText(diff: number, unit: string): string {
  if (diff === 0) return 'збігається'
  return `${diff < 0 ? 'нестача' : 'надлишок'} ${Math.abs(diff)} ${unit}`.trim()
}

/** A quantity in use units as form values: whole storage units in the storage unit, else use units. */
export function countedValues(qty: number, product: ProductChoice | undefined) {
  const ratio = product?.ratio ?? 1
  return ratio > 1 && qty > 0 && qty % ratio === 0
    ? { unit: 'storage' as const, quantity: String(qty / ratio) }
    : { unit: 'use' as const, quantity: String(qty) }
}

/** The counted use units of a line, or null while what was typed is not a whole number. */
export const countedUseUnits = (l: InventoryLineValues, p: ProductChoice | undefined) => inUseUnits(l, p)

/** Counted minus expected in use units (a found item's book is 0), or null while the count is unreadable. */
export function lineDifference(l: InventoryLineValues, p: ProductChoice | undefined): number | null {
  const counted = countedUseUnits(l, p)
  return counted === null ? null : counted - (l.expected ?? 0)
}

export const foundLine = (): InventoryLineValues => ({
  productId: null,
  productName: '',
  series: '',
  expiresOn: null,
  expected: null,
  unit: 'storage',
  quantity: '',
  added: true,
})

const productOf = (products: readonly ProductChoice[], id: number | null) => products.find((p) => p.id === id)

/** A new statement's lines: every batch on the book, counted as the book says. */
export function linesFromBatches(
  batches: readonly StockBatch[],
  products: readonly ProductChoice[],
): InventoryLineValues[] {
  return batches.map((b) => ({
    productId: b.productId,
    productName: b.productName,
    series: b.series ?? '',
    expiresOn: b.expiresOn,
    expected: b.qty,
    ...countedValues(b.qty, productOf(products, b.productId)),
    added: false,
  }))
}

/** A saved statement as form values (its lines with the book quantity saved with them). */
export function inventoryValues(d: StockDocument, products: readonly ProductChoice[]): InventoryValues {
  return {
    documentDate: d.documentDate,
    warehouseId: d.warehouseId,
    lines: d.lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      series: l.series ?? '',
      expiresOn: l.expiresOn,
      expected: l.expectedQuantity,
      ...countedValues(l.quantity, productOf(products, l.productId)),
      added: false,
    })),
  }
}

/** The form's checks: what the server would refuse, said on the field before a request is made. */
export function inventorySchema(products: readonly ProductChoice[]) {
  const line = z
    .object({
      productId: z.number({ error: inventoryMessages.product }).int().positive(),
      productName: z.string(),
      series: z.string().max(64),
      expiresOn: z.string().nullable(),
      expected: z.number().nullable(),
      unit: z.enum(['storage', 'use']),
      quantity: z.string().refine((q) => typedQuantity(q) !== null, inventoryMessages.quantity),
      added: z.boolean(),
    })
    .superRefine((l, ctx) => {
      if ((inUseUnits(l, productOf(products, l.productId)) ?? 0) > STOCK_QTY_MAX)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: inventoryMessages.quantityTooBig })
    })
  return z.object({
    documentDate: z.string({ error: inventoryMessages.date }),
    warehouseId: z.number({ error: inventoryMessages.warehouse }),
    lines: z
      .array(line)
      .min(1, inventoryMessages.noLines)
      .max(500)
      .superRefine(
        (lines, ctx) => {
          // One line per batch: the server refuses a second one the same way.
          const seen = new Set<string>()
          lines.forEach((l, i) => {
            const key = batchKey({
              productId: l.productId,
              series: (l.series ?? '').trim(),
              expiresOn: l.expiresOn,
            })
            if (seen.has(key))
              ctx.addIssue({
                code: 'custom',
                path: [i, 'series'],
                message: stockMessages.duplicateInventoryLine,
              })
            seen.add(key)
          })
          // Said with the other problems at once, even while a count is still wrong.
        },
        { when: () => true },
      ),
  })
}

/** The lines of checked values as the API takes them (counted use units; no prices on a count). */
export function inventoryLines(
  lines: readonly InventoryLineValues[],
  products: readonly ProductChoice[],
): StockLineInput[] {
  return lines.map((l) => ({
    productId: l.productId ?? 0,
    series: l.series.trim() || null,
    expiresOn: l.expiresOn,
    quantity: inUseUnits(l, productOf(products, l.productId)) ?? 0,
  }))
}

/** A new statement's request body. */
export function inventoryBody(v: InventoryValues, products: readonly ProductChoice[]): StockDocumentCreate {
  return {
    kind: 'inventory',
    documentDate: v.documentDate ?? '',
    warehouseId: v.warehouseId ?? 0,
    lines: inventoryLines(v.lines, products),
  }
}

/** Lines of a saved statement whose count differs from the book now (what signing will post). */
export const differingLines = (d: StockDocument) =>
  d.lines.filter((l) => l.quantity !== (l.currentQuantity ?? l.expectedQuantity ?? 0)).length
