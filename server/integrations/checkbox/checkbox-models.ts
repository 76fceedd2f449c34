/**
 * Checkbox's shift, report and receipt models read into the FiscalProvider's terms. An answer that does
 * not match is a provider fault (network kind, uncertain), never a crash.
 */
import { z } from 'zod'
import {
  FiscalError,
  type FiscalReceipt,
  type ReceiptKind,
  type Shift,
  type ShiftReport,
  type ShiftStatus,
} from './fiscal-provider'
import { CHECKBOX_DOWN } from './checkbox-http'

const shiftModel = z.object({
  id: z.string(),
  serial: z.number(),
  status: z.enum(['CREATED', 'OPENING', 'OPENED', 'CLOSING', 'CLOSED']),
  opened_at: z.string().nullish(),
  closed_at: z.string().nullish(),
})

const reportModel = z.object({
  id: z.string(),
  serial: z.number(),
  is_z_report: z.boolean(),
  payments: z.array(
    z.object({
      type: z.string(),
      sell_sum: z.number(),
      return_sum: z.number(),
      service_in: z.number(),
      service_out: z.number(),
    }),
  ),
  sell_receipts_count: z.number(),
  return_receipts_count: z.number(),
  balance: z.number(),
})

const receiptModel = z.object({
  id: z.string(),
  type: z.enum(['SELL', 'RETURN', 'SERVICE_IN', 'SERVICE_OUT']),
  status: z.string(),
  fiscal_code: z.string().nullish(),
  fiscal_date: z.string().nullish(),
  is_created_offline: z.boolean().nullish(),
  total_sum: z.number(),
  related_receipt_id: z.string().nullish(),
})

const read = <T>(schema: z.ZodType<T>, answer: unknown): T => {
  const r = schema.safeParse(answer)
  if (!r.success) throw new FiscalError('network', CHECKBOX_DOWN, 'unreadable answer', true)
  return r.data
}

export function toShift(answer: unknown): Shift {
  const s = read(shiftModel, answer)
  return {
    id: s.id,
    serial: s.serial,
    status: s.status.toLowerCase() as ShiftStatus,
    openedAt: s.opened_at ?? null,
    closedAt: s.closed_at ?? null,
  }
}

/** The Z report of a closed shift, if the answer carries one. */
export function zReportOf(answer: unknown): ShiftReport | null {
  const z = (answer as { z_report?: unknown } | null)?.z_report
  return z ? toReport(z) : null
}

export function toReport(answer: unknown): ShiftReport {
  const r = read(reportModel, answer)
  return {
    id: r.id,
    serial: r.serial,
    isZ: r.is_z_report,
    payments: r.payments.map((p) => ({
      kind: p.type === 'CASH' ? 'cash' : 'cashless',
      sellSum: p.sell_sum,
      returnSum: p.return_sum,
      serviceIn: p.service_in,
      serviceOut: p.service_out,
    })),
    sellCount: r.sell_receipts_count,
    returnCount: r.return_receipts_count,
    balance: r.balance,
  }
}

const kinds: Record<z.infer<typeof receiptModel>['type'], ReceiptKind> = {
  SELL: 'sell',
  RETURN: 'return',
  SERVICE_IN: 'service-in',
  SERVICE_OUT: 'service-out',
}

export function toReceipt(answer: unknown, pageUrl: string): FiscalReceipt {
  const r = read(receiptModel, answer)
  const done = r.status === 'DONE' && Boolean(r.fiscal_code)
  return {
    id: r.id,
    kind: kinds[r.type],
    status: done ? 'done' : r.status === 'ERROR' ? 'error' : 'pending',
    fiscalCode: done ? (r.fiscal_code ?? null) : null,
    fiscalDate: done ? (r.fiscal_date ?? null) : null,
    offline: r.is_created_offline ?? false,
    total: r.total_sum,
    relatedReceiptId: r.related_receipt_id ?? null,
    url: `${pageUrl.replace(/\/+$/, '')}/${encodeURIComponent(r.id)}`,
  }
}
