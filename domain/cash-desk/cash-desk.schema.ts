/**
 * The cash desk's contract (issue 27 §2; spec 001 §4 "Cash register shift: open; an X report is allowed; a
 * Z report closes it"): the registers a cashier may use with their shift, the totals of an X or Z report
 * by payment type, and the service deposit / withdrawal of cash. Money is whole kopiykas. The refusals'
 * Ukrainian words live here, beside the payloads the screen shows them for.
 */
import { z } from 'zod'
import { id, text } from '../api/scalars'
import { money } from '../resources/resource-fields'

export const paymentKinds = ['cash', 'cashless'] as const
export type PaymentKind = (typeof paymentKinds)[number]
export const paymentKindLabels: Record<PaymentKind, string> = { cash: 'Готівка', cashless: 'Безготівка' }

const kop = z.number().int()

/** One payment type's lines of a report, in kopiykas. */
export const paymentTotalsSchema = z.object({
  kind: z.enum(paymentKinds),
  sellSum: kop,
  returnSum: kop,
  serviceIn: kop,
  serviceOut: kop,
})

/** An X report (the shift still open) or the Z report that closed the shift. */
export const shiftTotalsSchema = z.object({
  isZ: z.boolean(),
  serial: z.number().int(),
  payments: z.array(paymentTotalsSchema),
  sellCount: z.number().int(),
  returnCount: z.number().int(),
  /** Cash in the drawer by the register's count. */
  balance: kop,
})
export type ShiftTotals = z.infer<typeof shiftTotalsSchema>

export const cashShiftSchema = z.object({
  id: id(),
  serial: z.number().int(),
  status: z.enum(['open', 'closed']),
  openedAt: z.iso.datetime({ offset: true }),
  openedBy: text().nullable(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  closedBy: text().nullable(),
  lastX: shiftTotalsSchema.nullable(),
  lastXAt: z.iso.datetime({ offset: true }).nullable(),
  zReport: shiftTotalsSchema.nullable(),
})
export type CashShift = z.infer<typeof cashShiftSchema>

/**
 * A register's offline state (issue 27 §4): the open run (since when, hours in it and in the Kyiv month —
 * the law allows 36 and 168), receipts waiting for the upload, reserved offline numbers left, the last
 * upload's failure, and the warnings before a limit (or the refusal past it).
 */
export const deskOfflineSchema = z.object({
  since: z.iso.datetime({ offset: true }).nullable(),
  inRowHours: z.number(),
  monthHours: z.number(),
  queued: z.number().int(),
  codesLeft: z.number().int(),
  lastError: text().nullable(),
  warnings: z.array(text()),
  /** The queued receipts, oldest number first (the first 50). */
  queue: z.array(
    z.object({
      id: z.uuid(),
      orderId: id(),
      orderCode: text(),
      kind: z.enum(['sale', 'return']),
      total: kop,
      offlineCode: text(),
      offlineAt: z.iso.datetime({ offset: true }),
    }),
  ),
})
export type DeskOffline = z.infer<typeof deskOfflineSchema>

/** A register on the cash desk: its filial, whether it can reach its provider, and its latest shift. */
export const deskRegisterSchema = z.object({
  id: id(),
  name: text(),
  filialId: id(),
  filialName: text(),
  fiscalNumber: text().nullable(),
  /** Provider address and cashier credentials are set (the settings page «Каси (ПРРО)»). */
  configured: z.boolean(),
  /** The open shift, else the last closed one, else none. */
  shift: cashShiftSchema.nullable(),
  offline: deskOfflineSchema,
})
export type DeskRegister = z.infer<typeof deskRegisterSchema>

export const deskRegisterListSchema = z.object({ data: z.array(deskRegisterSchema) })

/** The largest single service deposit or withdrawal: 100 000 грн. */
export const SERVICE_CASH_MAX = 10_000_000

export const serviceCashInputSchema = z
  .object({
    /** Made by the screen before the first try: a repeat after a lost answer never moves cash twice. */
    id: z.uuid({ error: 'Ідентифікатор операції має бути UUID' }),
    direction: z.enum(['in', 'out'], { error: 'Оберіть: внесення чи вилучення' }),
    amount: money('Сума', SERVICE_CASH_MAX).min(1, '«Сума»: більше 0'),
  })
  .strict()
export type ServiceCashInput = z.infer<typeof serviceCashInputSchema>

export const serviceReceiptSchema = z.object({
  id: z.uuid(),
  direction: z.enum(['in', 'out']),
  amount: kop,
  /** `pending` until the provider has fiscalised it. */
  status: z.enum(['pending', 'done', 'error']),
  fiscalCode: text().nullable(),
})
export type ServiceReceipt = z.infer<typeof serviceReceiptSchema>

export const serviceCashAnswerSchema = z.object({
  register: deskRegisterSchema,
  receipt: serviceReceiptSchema,
})

/** The refusals of the cash desk (the provider's own words come with its FiscalError messages). */
export const cashDeskMessages = {
  notConfigured: 'Касу не налаштовано: вкажіть адресу API, ключ ліцензії та вхід касира у «Касах (ПРРО)»',
  inactive: 'Каса вимкнена',
  shiftOpen: 'Зміну вже відкрито',
  noShift: 'Зміну не відкрито',
  changeWhileOpen: 'Касу не можна змінити, поки на ній відкрито зміну',
  deleteWithShifts: 'На касі вже були зміни: її можна вимкнути, але не видалити',
  providerDown: 'Каса недоступна, спробуйте пізніше',
} as const
