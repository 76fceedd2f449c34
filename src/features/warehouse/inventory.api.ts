/**
 * The inventory statements' own requests and routes; the statements themselves are stock documents of
 * kind `inventory` (stock-documents.api.ts). A new statement lists the batches on the book of its stock.
 */
import { stockBatchesSchema } from '../../../domain/warehouse/stock-document.schema'
import { api } from '../../lib/api/api'

export const INVENTORY_ROUTE = '/warehouse/inventory'
export const NEW_INVENTORY_ROUTE = '/warehouse/inventory/new'
export const inventoryRoute = (id: number) => `/warehouse/inventory/${id}`

export const batchKeys = {
  of: (warehouseId: number) => ['stock-batches', warehouseId] as const,
}

/** GET /api/v2/warehouse/stock-batches?warehouseId=…: the stock's batches with a balance on the book. */
export const fetchStockBatches = (warehouseId: number, signal?: AbortSignal) =>
  api.request(`/api/v2/warehouse/stock-batches?warehouseId=${warehouseId}`, {
    schema: stockBatchesSchema,
    signal,
  })
