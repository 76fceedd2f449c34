/**
 * The stock ledger (issue 24, domain notes D2): stock documents (incoming, sales and transfer invoices
 * and inventory statements — one table, `kind` tells them apart, since they share header, states and
 * lines) with their lines; the append-only `stock_moves` ledger in USE units; and `stock_balances`, the
 * cached balance per warehouse × product × batch (series, expiry), changed only in the transaction that
 * writes its moves and never below zero. Order write-offs are keyed by (order, version) so they happen
 * once. An incoming invoice names its supplier (warehouse.ts).
 */
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { stockDocumentKinds, stockDocumentStates } from '../../../domain/warehouse/stock-document.schema'
import { users } from './auth'
import { products } from './catalogue'
import { editable } from './columns'
import { orders } from './orders'
import { warehouses } from './places'
import { suppliers } from './warehouse'

const at = (name: string) => timestamp(name, { withTimezone: true })
const day = (name: string) => date(name, { mode: 'string' })
/** Kopiykas per use unit, 4 decimals (D4.2: a box-priced batch sold by the tablet). */
const unitCost = (name: string) => numeric(name, { precision: 18, scale: 4 })
const warehouseRef = (name: string) => integer(name).references(() => warehouses.id)
const productRef = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id)

export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: stockDocumentKinds }).notNull(),
    number: text('number').notNull(),
    /** The business date of the document (Kyiv day). */
    documentDate: day('document_date').notNull(),
    warehouseId: warehouseRef('warehouse_id').notNull(),
    targetWarehouseId: warehouseRef('target_warehouse_id'),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    /** A key of the invoiceReasons dictionary. */
    reason: text('reason'),
    comment: text('comment'),
    state: text('state', { enum: stockDocumentStates }).notNull().default('saved'),
    createdBy: integer('created_by').references(() => users.id),
    signedAt: at('signed_at'),
    signedBy: integer('signed_by').references(() => users.id),
    deletedAt: at('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
    ...editable,
  },
  (t) => [
    index('stock_documents_warehouse_date_idx').on(t.warehouseId, t.documentDate),
    index('stock_documents_target_idx').on(t.targetWarehouseId),
    check(
      'stock_documents_target',
      sql`(${t.kind} = 'transfer') = (${t.targetWarehouseId} IS NOT NULL) AND ${t.targetWarehouseId} IS DISTINCT FROM ${t.warehouseId}`,
    ),
  ],
)

export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => stockDocuments.id),
    position: integer('position').notNull(),
    productId: productRef(),
    /** '' when the batch has no series. */
    series: text('series').notNull().default(''),
    expiresOn: day('expires_on'),
    /** Use units; on an inventory statement the counted quantity (may be 0). */
    quantity: integer('quantity').notNull(),
    unitCost: unitCost('unit_cost'),
    vatRate: integer('vat_rate'),
    /** Inventory: the book quantity snapshotted when the line was saved. */
    expectedQuantity: integer('expected_quantity'),
  },
  (t) => [
    index('stock_document_lines_document_idx').on(t.documentId, t.position),
    index('stock_document_lines_product_idx').on(t.productId),
    check('stock_document_lines_quantity', sql`${t.quantity} >= 0`),
    check('stock_document_lines_vat', sql`${t.vatRate} BETWEEN 0 AND 100`),
  ],
)

/** What an order's write-off could not take: use units per product the stock did not cover. */
export interface StockShortfall {
  productId: number
  qty: number
}

/**
 * One write-off of an order's goods and materials; (order, version) makes it happen once. `shortfall`
 * lists what the warehouse lacked (the order is never held up by it, the balance never goes below zero).
 */
export const stockOrderWriteOffs = pgTable(
  'stock_order_write_offs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderVersion: integer('order_version').notNull(),
    warehouseId: warehouseRef('warehouse_id').notNull(),
    writtenOffAt: at('written_off_at').notNull().defaultNow(),
    returnedAt: at('returned_at'),
    shortfall: jsonb('shortfall').$type<StockShortfall[]>().notNull().default([]),
  },
  (t) => [unique('stock_order_write_offs_key').on(t.orderId, t.orderVersion)],
)

/** The cached balance of one batch; only the ledger writer changes it. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: serial('id').primaryKey(),
    warehouseId: warehouseRef('warehouse_id').notNull(),
    productId: productRef(),
    series: text('series').notNull().default(''),
    expiresOn: day('expires_on'),
    /** Use units. */
    qty: integer('qty').notNull().default(0),
    /** The last incoming unit cost of the batch, for the moves that issue it. */
    unitCost: unitCost('unit_cost'),
    /** When the batch first came in (FEFO's tie-break). */
    receivedAt: at('received_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stock_balances_batch').on(t.warehouseId, t.productId, t.series, t.expiresOn).nullsNotDistinct(),
    index('stock_balances_product_idx').on(t.productId, t.warehouseId),
    check('stock_balances_qty_non_negative', sql`${t.qty} >= 0`),
  ],
)

/** Why a move was posted. */
export const stockMoveKinds = [
  'incoming',
  'sales',
  'transfer_out',
  'transfer_in',
  'inventory',
  'reversal',
  'order_write_off',
  'order_return',
] as const

/** The append-only ledger: rows are only ever inserted. */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: stockMoveKinds }).notNull(),
    balanceId: integer('balance_id')
      .notNull()
      .references(() => stockBalances.id),
    warehouseId: warehouseRef('warehouse_id').notNull(),
    productId: productRef(),
    series: text('series').notNull(),
    expiresOn: day('expires_on'),
    /** Use units: positive in, negative out. */
    qty: integer('qty').notNull(),
    unitCost: unitCost('unit_cost'),
    documentId: integer('document_id').references(() => stockDocuments.id),
    lineId: integer('line_id').references(() => stockDocumentLines.id),
    writeOffId: integer('write_off_id').references(() => stockOrderWriteOffs.id),
    /** The move a reversal or an order return undoes. */
    reversesId: integer('reverses_id'),
    postedBy: integer('posted_by').references(() => users.id),
    postedAt: at('posted_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_moves_balance_idx').on(t.balanceId),
    index('stock_moves_warehouse_posted_idx').on(t.warehouseId, t.postedAt),
    index('stock_moves_document_idx').on(t.documentId),
    index('stock_moves_write_off_idx').on(t.writeOffId),
    // A move is undone at most once, whatever the retries.
    uniqueIndex('stock_moves_reverses_uq').on(t.reversesId),
    check('stock_moves_qty_non_zero', sql`${t.qty} <> 0`),
  ],
)
