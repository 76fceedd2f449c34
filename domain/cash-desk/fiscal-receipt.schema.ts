/**
 * Fiscal receipts of orders (issue 27 §3; spec 001 §8 'Помилка при оплаті', 'Помилка при поверненні'): the
 * sale receipt made when an order is closed as paid with a payment type that needs one
 * (`ppoRequiredPaymentTypes`), and the return receipt linked to it. The product makes each receipt's id and
 * stores it before the first call to the provider, so a retry never fiscalises twice. Money in kopiykas,
 * quantities in thousandths (1000 = one unit), as fiscal receipts count them.
 */
import { z } from 'zod'
import { text } from '../api/scalars'

export const fiscalReceiptKinds = ['sale', 'return'] as const
export const fiscalReceiptStates = ['pending', 'offline', 'done', 'failed'] as const
export type FiscalReceiptState = (typeof fiscalReceiptStates)[number]

export const fiscalReceiptLineSchema = z.object({
  code: text(),
  name: text(),
  /** One unit's price before discounts, kopiykas. */
  price: z.number().int().min(0),
  /** Thousandths: 1000 is one unit. */
  quantity: z.number().int().min(1),
  /** Off the whole line, kopiykas. */
  discount: z.number().int().min(0),
})
export type FiscalReceiptLine = z.infer<typeof fiscalReceiptLineSchema>

export const fiscalReceiptSchema = z
  .object({
    id: z.uuid(),
    orderId: z.number().int(),
    kind: z.enum(fiscalReceiptKinds),
    relatedReceiptId: z.uuid().nullable(),
    registerId: z.number().int(),
    registerName: text(),
    shiftSerial: z.number().int().nullable(),
    paymentKind: z.enum(['cash', 'cashless']),
    lines: z.array(fiscalReceiptLineSchema),
    /** What the receipt takes (a sale) or gives back (a return), kopiykas. */
    total: z.number().int(),
    /**
     * pending: not fiscalised yet (the provider still working, or offline not allowed); offline: given a
     * reserved offline fiscal number while the provider was not reached, uploaded later; failed: refused.
     */
    state: z.enum(fiscalReceiptStates),
    fiscalCode: text().nullable(),
    /** The provider's page of the receipt, to show and print. */
    pageUrl: text().nullable(),
    /** The provider's last refusal or failure, in Ukrainian. */
    lastError: text().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    createdBy: text().nullable(),
    fiscalisedAt: z.iso.datetime({ offset: true }).nullable(),
    /** The offline fiscal number it was given (also `fiscalCode` unless the provider had it online). */
    offlineCode: text().nullable(),
    offlineAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'FiscalReceipt' })
export type FiscalReceiptView = z.infer<typeof fiscalReceiptSchema>

export const fiscalReceiptListSchema = z.object({ data: z.array(fiscalReceiptSchema) })

export const fiscalReceiptStateLabels: Record<FiscalReceiptState, string> = {
  pending: 'Не фіскалізовано',
  offline: 'Офлайн-чек, чекає вивантаження',
  done: 'Фіскалізовано',
  failed: 'Відхилено касою',
}

/** The refusals of the payment flow's receipts; the titles are the spec's (001 §8). */
export const fiscalMessages = {
  payTitle: 'Помилка при оплаті',
  returnTitle: 'Помилка при поверненні',
  openShift: 'Відкрийте зміну на касі',
  noRegister: 'У філії замовлення немає каси (ПРРО), на якій ви можете працювати',
  saleNotDone: 'Чек продажу ще не фіскалізовано: спершу фіскалізуйте його',
  notSale: 'Повернути можна лише чек продажу',
  alreadyDone: 'Чек уже фіскалізовано',
  waitsForShift: 'Чек онлайн-оплати чекає відкритої зміни: відкрийте зміну і натисніть «Фіскалізувати»',
  offlineQueued:
    'Чек уже має офлайн-номер: його буде вивантажено до каси, щойно вона відповість («Вивантажити» на касі)',
  waitsForSale: 'Чек повернення чекає фіскалізації свого чека продажу: спершу фіскалізуйте продаж',
} as const
