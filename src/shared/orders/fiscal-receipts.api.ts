/**
 * An order's fiscal receipts (issue 27 §3), online only: read on the order's page and after closing an
 * order as paid, sent again («Фіскалізувати») and returned from the cash desk's permission.
 */
import {
  fiscalReceiptListSchema,
  fiscalReceiptSchema,
  fiscalMessages,
  type FiscalReceiptView,
} from '../../../domain/cash-desk/fiscal-receipt.schema'
import { api } from '../../lib/api/api'

export const fiscalReceiptKeys = { ofOrder: (orderId: number) => ['fiscal-receipts', orderId] as const }

const base = (orderId: number) => `/api/v2/mc-orders/${orderId}/fiscal-receipts`

export const fetchOrderReceipts = async (orderId: number, signal?: AbortSignal) =>
  (await api.request(base(orderId), { schema: fiscalReceiptListSchema, signal })).data

export const fiscaliseReceipt = (orderId: number, id: string) =>
  api.request(`${base(orderId)}/${id}/fiscalise`, { method: 'POST', body: {}, schema: fiscalReceiptSchema })

export const returnReceipt = (orderId: number, id: string) =>
  api.request(`${base(orderId)}/${id}/return`, { method: 'POST', body: {}, schema: fiscalReceiptSchema })

/** What a receipt not fiscalised says to the cashier, under the spec's title for its kind. */
export function receiptProblem(r: FiscalReceiptView): { title: string; description: string } | null {
  // An offline receipt carries a lawful offline fiscal number; it is uploaded to the provider later.
  if (r.state === 'done' || r.state === 'offline') return null
  return {
    title: r.kind === 'sale' ? fiscalMessages.payTitle : fiscalMessages.returnTitle,
    description: `Чек не фіскалізовано${r.lastError ? `: ${r.lastError}` : ''}. Натисніть «Фіскалізувати» на сторінці замовлення.`,
  }
}
