/**
 * The Checkbox stand-in's payloads: the sale/return and service bodies it accepts (checked as Checkbox
 * checks them: goods quantity in thousandths, prices and payments in kopiykas, a return no larger than
 * what is left of its sale) and the shift, report and receipt models it answers with.
 */
import { z } from 'zod'
import {
  Refusal,
  shiftStatus,
  type Report,
  type StandInReceipt,
  type StandInRegister,
  type StandInShift,
} from './stand-in-register'

type NewReceipt = Pick<StandInReceipt, 'id' | 'type' | 'body' | 'total' | 'payments' | 'relatedReceiptId'>

const kop = z.number().int().min(0).max(1_000_000_000)
const payType = z.enum(['CASH', 'CASHLESS'])

const sellBody = z.object({
  id: z.uuid(),
  goods: z
    .array(
      z.object({
        good: z.object({
          code: z.string().min(1),
          name: z.string().min(1),
          price: kop,
          tax: z.array(z.number()).optional(),
        }),
        quantity: z.number().int().min(1).max(1_000_000_000),
        is_return: z.boolean().optional(),
        discounts: z
          .array(z.object({ type: z.literal('DISCOUNT'), mode: z.literal('VALUE'), value: kop }))
          .optional(),
      }),
    )
    .min(1),
  payments: z.array(z.object({ type: payType, value: kop, label: z.string().optional() })).min(1),
  related_receipt_id: z.uuid().optional().nullable(),
  rounding: z.boolean().optional(),
})

const serviceBody = z.object({
  id: z.uuid(),
  payment: z.object({
    type: z.literal('CASH'),
    value: z.number().int().min(-1_000_000_000).max(1_000_000_000),
  }),
})

const invalid = (e: z.ZodError) =>
  new Refusal(422, `Помилка валідації: ${e.issues.map((i) => i.path.join('.')).join(', ')}`)

/** A sale or return body checked against the register's earlier receipts. */
export function parseSell(raw: unknown, register: StandInRegister): NewReceipt {
  const parsed = sellBody.safeParse(raw)
  if (!parsed.success) throw invalid(parsed.error)
  const b = parsed.data
  const isReturn = b.goods.every((g) => g.is_return)
  if (!isReturn && b.goods.some((g) => g.is_return))
    throw new Refusal(422, 'У чеку не можна змішувати продаж і повернення')
  const total = b.goods.reduce(
    (sum, g) =>
      sum +
      Math.round((g.good.price * g.quantity) / 1000) -
      (g.discounts ?? []).reduce((d, x) => d + x.value, 0),
    0,
  )
  if (total < 0) throw new Refusal(422, 'Знижка більша за суму товару')
  const paid = b.payments.reduce((s, p) => s + p.value, 0)
  const cash = b.payments.filter((p) => p.type === 'CASH').reduce((s, p) => s + p.value, 0)
  if (paid < total) throw new Refusal(400, 'Сума оплат менша за суму чека')
  if (paid - total > cash) throw new Refusal(400, 'Решта можлива лише з готівки')
  // The change goes back in cash: the register counts only what stayed.
  let rest = paid - total
  const payments = b.payments.map((p) => {
    const back = p.type === 'CASH' ? Math.min(rest, p.value) : 0
    rest -= back
    return { type: p.type, value: p.value - back }
  })
  const related = b.related_receipt_id ?? null
  if (isReturn) {
    const sale = related ? register.receipts.get(related) : undefined
    if (!sale || sale.type !== 'SELL') throw new Refusal(400, 'Чек продажу для повернення не знайдено')
    const returned = [...register.receipts.values()]
      .filter((r) => r.type === 'RETURN' && r.relatedReceiptId === sale.id)
      .reduce((s, r) => s + r.total, 0)
    if (returned + total > sale.total) throw new Refusal(400, 'Сума повернення більша за суму продажу')
  } else if (related) throw new Refusal(422, 'Пов’язаний чек вказують лише для повернення')
  return { id: b.id, type: isReturn ? 'RETURN' : 'SELL', body: b, total, payments, relatedReceiptId: related }
}

/** A service deposit (positive) or withdrawal (negative) of cash. */
export function parseService(raw: unknown): NewReceipt {
  const parsed = serviceBody.safeParse(raw)
  if (!parsed.success) throw invalid(parsed.error)
  const { id, payment } = parsed.data
  if (payment.value === 0) throw new Refusal(422, 'Сума службового чека не може бути нульовою')
  const value = Math.abs(payment.value)
  return {
    id,
    type: payment.value > 0 ? 'SERVICE_IN' : 'SERVICE_OUT',
    body: parsed.data,
    total: value,
    payments: [{ type: 'CASH', value }],
    relatedReceiptId: null,
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function reportJson(r: Report) {
  return {
    id: r.id,
    serial: r.serial,
    is_z_report: r.isZ,
    payments: (['CASH', 'CASHLESS'] as const).map((type) => ({
      type,
      label: type === 'CASH' ? 'Готівка' : 'Картка',
      sell_sum: r.totals[type].sell,
      return_sum: r.totals[type].ret,
      service_in: r.totals[type].serviceIn,
      service_out: r.totals[type].serviceOut,
    })),
    sell_receipts_count: r.sellCount,
    return_receipts_count: r.returnCount,
    balance: r.balance,
    created_at: iso(r.createdAt),
  }
}

export function shiftJson(s: StandInShift, register: StandInRegister, now: number) {
  const status = shiftStatus(s, now)
  return {
    id: s.id,
    serial: s.serial,
    status,
    opened_at: status === 'CREATED' || status === 'OPENING' ? null : iso(s.openedAt),
    closed_at: status === 'CLOSED' ? iso(s.closedAt) : null,
    z_report: status === 'CLOSED' && s.zReport ? reportJson(s.zReport) : null,
    cash_register: { id: register.id, fiscal_number: register.fiscalNumber },
  }
}

export function receiptJson(r: StandInReceipt, now: number) {
  const done = now >= r.fiscalAt
  return {
    id: r.id,
    type: r.type,
    serial: r.serial,
    status: done ? 'DONE' : 'CREATED',
    fiscal_code: done ? r.fiscalCode : null,
    fiscal_date: done ? iso(r.fiscalAt) : null,
    is_created_offline: r.offline,
    is_sent_dps: r.sentDpsAt !== null,
    sent_dps_at: iso(r.sentDpsAt),
    total_sum: r.total,
    related_receipt_id: r.relatedReceiptId,
    shift: { id: r.shiftId },
    created_at: iso(r.createdAt),
  }
}
