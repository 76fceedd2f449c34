/**
 * Warehouse stock documents (spec 001 §3 "Invoice", "Inventory statement"; §4 saved / signed / deleted):
 * incoming, sales and transfer invoices and inventory statements, with their lines, as the
 * /api/v2/warehouse routes take and answer them. Quantities are in USE units (integers), a line's unit
 * cost is kopiykas per use unit with 4 decimals (domain notes D4.2), document totals whole kopiykas.
 */
import { z } from 'zod'
import { id, int4, queryInt, text, version } from '../api/scalars'

/** Invoices of the invoiceTypes dictionary, and the inventory statement as a fourth kind of document. */
export const stockDocumentKinds = ['incoming', 'sales', 'transfer', 'inventory'] as const
export type StockDocumentKind = (typeof stockDocumentKinds)[number]

export const stockDocumentKindLabels: Record<StockDocumentKind, string> = {
  incoming: 'Прибуткова накладна',
  sales: 'Видаткова накладна',
  transfer: 'Переміщення',
  inventory: 'Інвентаризаційний опис',
}

/**
 * What moved the stock, as the warehouse-operations report filters it («Тип документа»): a stock
 * document of one of the kinds (its reversal included), or a client's order (its write-off and return).
 */
export const stockOperationSources = [...stockDocumentKinds, 'order'] as const
export type StockOperationSource = (typeof stockOperationSources)[number]
export const stockOperationSourceLabels: Record<StockOperationSource, string> = {
  ...stockDocumentKindLabels,
  order: 'Замовлення клієнта',
}

/** The invoiceStates of spec 000 §3: only a signed document moves stock. */
export const stockDocumentStates = ['saved', 'signed', 'deleted'] as const
export type StockDocumentState = (typeof stockDocumentStates)[number]

export const stockDocumentStateLabels: Record<StockDocumentState, string> = {
  saved: 'Збережено',
  signed: 'Підписано',
  deleted: 'Видалено',
}

/** Largest quantity of one line, in use units (the int4 column). */
export const STOCK_QTY_MAX = 2_147_483_647
/** Largest unit cost, kopiykas per use unit (numeric(18,4) keeps far more; this bounds the totals). */
export const UNIT_COST_MAX = 100_000_000

const date = z.iso.date()
const series = text().trim().max(64)

/** A line as sent: nomenclature, batch (series, expiry), quantity in use units, unit cost, VAT. */
export const stockLineInputSchema = z
  .object({
    productId: id(),
    series: series.nullable().optional().describe('The batch series; empty means none'),
    expiresOn: date.nullable().optional().describe('The batch expiry date, YYYY-MM-DD'),
    quantity: int4(0, STOCK_QTY_MAX).describe(
      'Use units: > 0 on invoices; the counted quantity (≥ 0) on an inventory statement',
    ),
    unitCost: z
      .number()
      .min(0)
      .max(UNIT_COST_MAX)
      .multipleOf(0.0001)
      .nullable()
      .optional()
      .describe('Kopiykas per use unit, up to 4 decimals'),
    vatRate: int4(0, 100).nullable().optional().describe('VAT percent'),
  })
  .strict()
export type StockLineInput = z.infer<typeof stockLineInputSchema>

const headerFields = {
  number: text().trim().min(1).max(64).optional().describe('Left out: numbered by kind and id'),
  documentDate: date.describe('The business date of the document, YYYY-MM-DD'),
  warehouseId: id(),
  targetWarehouseId: id().nullable().optional().describe('Transfers only: the receiving warehouse'),
  supplierId: id().nullable().optional().describe('Incoming invoices: the supplier'),
  reason: text().trim().max(64).nullable().optional().describe('A key of the invoiceReasons dictionary'),
  comment: text().trim().max(2000).nullable().optional(),
  lines: z.array(stockLineInputSchema).min(1).max(500),
}

export const stockDocumentCreateSchema = z
  .object({ kind: z.enum(stockDocumentKinds), ...headerFields })
  .strict()
  .meta({ id: 'StockDocumentCreate' })
export type StockDocumentCreate = z.infer<typeof stockDocumentCreateSchema>

export const stockDocumentPatchSchema = z
  .object(headerFields)
  .partial()
  .extend({ version: version() })
  .strict()
  .meta({ id: 'StockDocumentPatch' })
export type StockDocumentPatch = z.infer<typeof stockDocumentPatchSchema>

export const stockDocumentSignSchema = z.object({ version: version() }).strict()

export const stockLineSchema = z.object({
  id: int4(),
  productId: int4(),
  productName: text(),
  series: text().nullable(),
  expiresOn: text().nullable(),
  quantity: int4(),
  unitCost: z.number().nullable(),
  vatRate: int4().nullable(),
  /** Kopiykas: quantity × unit cost, rounded once. */
  sum: z.number().int(),
  expectedQuantity: int4().nullable().describe('Inventory: the book quantity when the line was saved'),
  currentQuantity: int4().nullable().describe('Inventory: the book quantity now (moves since show)'),
})
export type StockLine = z.infer<typeof stockLineSchema>

export const stockDocumentSchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    kind: z.enum(stockDocumentKinds),
    kindLabel: text(),
    number: text(),
    documentDate: text(),
    warehouseId: int4(),
    warehouseName: text(),
    targetWarehouseId: int4().nullable(),
    supplierId: int4().nullable(),
    reason: text().nullable(),
    comment: text().nullable(),
    state: z.enum(stockDocumentStates),
    stateLabel: text(),
    signedAt: text().nullable(),
    signedBy: int4().nullable(),
    deletedAt: text().nullable(),
    total: z.number().int().describe('Kopiykas'),
    lines: z.array(stockLineSchema),
  })
  .meta({ id: 'StockDocument' })
export type StockDocument = z.infer<typeof stockDocumentSchema>

export const stockDocumentListQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(20),
    warehouseId: queryInt(1).optional(),
    kind: z.enum(stockDocumentKinds).optional(),
    state: z.enum(stockDocumentStates).optional(),
    dateFrom: date.optional(),
    dateTo: date.optional(),
  })
  .strict()
export type StockDocumentListQuery = z.infer<typeof stockDocumentListQuerySchema>

const listMeta = z.object({ page: int4(), perPage: int4(), total: int4() })

export const stockDocumentListSchema = z
  .object({ data: z.array(stockDocumentSchema.omit({ lines: true })), meta: listMeta })
  .meta({ id: 'StockDocumentList' })

/** Days ahead an item counts as expiring when its nomenclature names none. */
export const DEFAULT_EXPIRING_DAYS = 30

/** The filters of the stock availability (the page's address and the Excel export share them). */
export const stockAvailabilityFilterSchema = z.object({
  warehouseId: queryInt(1).optional(),
  productId: queryInt(1).optional(),
  categoryId: queryInt(1).optional(),
  search: text().trim().max(100).optional(),
  inStock: z.enum(['true', 'false']).optional(),
  /** Only items whose balance (in use units) is below the minimum count (storage units × units per one). */
  belowMin: z.enum(['true']).optional(),
  /** Only items whose nearest expiry is within this many days from today (expired ones included). */
  expiringDays: queryInt(0, 3650).optional(),
})

export const stockAvailabilityQuerySchema = stockAvailabilityFilterSchema
  .extend({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(20),
  })
  .strict()
export type StockAvailabilityQuery = z.infer<typeof stockAvailabilityQuerySchema>
export const stockAvailabilityExportQuerySchema = stockAvailabilityFilterSchema.strict()
export type StockAvailabilityFilter = z.infer<typeof stockAvailabilityExportQuerySchema>

export const expiryStates = ['expired', 'expiring'] as const
export const expiryStateLabels: Record<(typeof expiryStates)[number], string> = {
  expired: 'Прострочено',
  expiring: 'Закінчується термін',
}

export const stockAvailabilityRowSchema = z.object({
  warehouseId: int4(),
  warehouseName: text(),
  productId: int4(),
  productName: text(),
  categoryId: int4().nullable(),
  categoryName: text().nullable(),
  balance: z.number().int().describe('Use units'),
  useUnit: text(),
  storageUnit: text(),
  useUnitsPerStorageUnit: int4(),
  storageUnits: z.number().int().describe('Whole storage units in the balance'),
  remainder: z.number().int().describe('Use units left over the whole storage units'),
  balanceText: text().describe('E.g. «2 уп + 5 шт»'),
  reserved: z
    .number()
    .int()
    .describe('Use units the open orders of the stock’s filial hold until they are done'),
  reservedText: text(),
  available: z.number().int().describe('The balance less the reserve (below zero when the orders want more)'),
  availableText: text(),
  minCount: int4().describe('Storage units'),
  belowMin: z.boolean().describe('The balance is below the minimum count'),
  nearestExpiry: text().nullable().describe('The earliest expiry among batches in stock'),
  expiryState: z.enum(expiryStates).nullable(),
})
export type StockAvailabilityRow = z.infer<typeof stockAvailabilityRowSchema>

export const stockAvailabilitySchema = z
  .object({ data: z.array(stockAvailabilityRowSchema), meta: listMeta, generatedAt: text() })
  .meta({ id: 'StockAvailability' })

const choice = z.object({ id: int4(), name: text() })
/** The choices of the stock availability's filters: the user's warehouses and the stock categories. */
export const stockAvailabilityOptionsSchema = z
  .object({ warehouses: z.array(choice), categories: z.array(choice) })
  .meta({ id: 'StockAvailabilityOptions' })
export type StockAvailabilityOptions = z.infer<typeof stockAvailabilityOptionsSchema>

/**
 * GET /api/v2/warehouse/stock-batches?warehouseId=…: the book balance of one warehouse per nomenclature
 * and batch (series, expiry) — what a new inventory statement lists, since the server snapshots a
 * statement line's expected quantity per batch.
 */
export const stockBatchesQuerySchema = z.object({ warehouseId: queryInt(1) }).strict()

export const stockBatchSchema = z.object({
  productId: int4(),
  productName: text(),
  series: text().nullable().describe('Null when the batch has none'),
  expiresOn: text().nullable(),
  qty: z.number().int().describe('Use units on the book'),
})
export type StockBatch = z.infer<typeof stockBatchSchema>

export const stockBatchesSchema = z.object({ data: z.array(stockBatchSchema) }).meta({ id: 'StockBatches' })

/** GET /api/v2/warehouse/order-write-offs: newest first; `shortfall=true` keeps those the stock did not cover. */
export const orderWriteOffListQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(20),
    warehouseId: queryInt(1).optional(),
    shortfall: z.enum(['true', 'false']).optional(),
  })
  .strict()
export type OrderWriteOffListQuery = z.infer<typeof orderWriteOffListQuerySchema>

export const orderWriteOffSchema = z.object({
  id: int4(),
  orderId: int4(),
  orderCode: text(),
  warehouseId: int4(),
  warehouseName: text(),
  writtenOffAt: text(),
  returnedAt: text().nullable(),
  /** Use units per product the stock did not cover when the order was finished (not written off). */
  shortfall: z.array(z.object({ productId: int4(), productName: text(), qty: int4() })),
})

export const orderWriteOffListSchema = z
  .object({ data: z.array(orderWriteOffSchema), meta: listMeta })
  .meta({ id: 'OrderWriteOffList' })
