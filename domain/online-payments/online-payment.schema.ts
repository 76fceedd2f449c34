/**
 * Online card payments of an order (issue 27 §5; spec 000 §3 isOnlinePayment, §8 'Помилка при зверненні
 * до платіжного шлюзу'; spec 001 §4 card payment statuses): the statuses, how a gateway's news may move a
 * payment's status (replayed and out-of-order callbacks never move it backwards), the messages and the
 * payloads of the API.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'

/** Spec 001 §4 "Card payment statuses". */
export const onlinePaymentStatuses = [
  'created',
  'processing',
  'approved',
  'declined',
  'expired',
  'reversed',
] as const
export type OnlinePaymentStatus = (typeof onlinePaymentStatuses)[number]

export const onlinePaymentStatusLabels: Record<OnlinePaymentStatus, string> = {
  created: 'Очікує оплати',
  processing: 'Обробляється',
  approved: 'Оплачено',
  declined: 'Відхилено',
  expired: 'Термін минув',
  reversed: 'Повернено',
}

export const onlinePaymentProviders = ['liqpay', 'wayforpay'] as const
export type OnlinePaymentProvider = (typeof onlinePaymentProviders)[number]

export const onlinePaymentMessages = {
  /** Spec 000 §8. */
  gatewayFailure: 'Помилка при зверненні до платіжного шлюзу',
  notOnline: 'Замовлення не позначене для онлайн-оплати',
  moduleOff: 'Онлайн-оплату вимкнено в модулях системи',
  notConfigured: 'Онлайн-оплату не налаштовано: вкажіть платіжний шлюз і ключі в налаштуваннях',
  alreadyPaid: 'Замовлення вже оплачено',
  nothingToPay: 'Замовлення не має суми до сплати',
  badSignature: 'Підпис платіжного шлюзу не збігається',
  unknownPayment: 'Платіж не знайдено',
  tooMany: 'Забагато запитів. Спробуйте пізніше',
} as const

/**
 * The status a payment moves to when the gateway says `incoming`, or null when the news is stale or
 * repeated and changes nothing: a status never goes back (created → processing → a final one); approved
 * is undone only by reversed, and reversed comes only after approved; a late approved after declined or
 * expired wins, because the money did arrive.
 */
export function nextPaymentStatus(
  current: OnlinePaymentStatus,
  incoming: OnlinePaymentStatus,
): OnlinePaymentStatus | null {
  if (incoming === current || current === 'reversed') return null
  if (current === 'approved') return incoming === 'reversed' ? 'reversed' : null
  switch (incoming) {
    case 'created':
    case 'reversed':
      return null
    case 'processing':
      return current === 'created' ? 'processing' : null
    case 'approved':
      return 'approved'
    case 'declined':
    case 'expired':
      return current === 'created' || current === 'processing' ? incoming : null
  }
}

/** A payment as the API answers it. */
export const onlinePaymentSchema = z
  .object({
    id: z.uuid(),
    orderId: int4(),
    provider: z.enum(onlinePaymentProviders),
    /** Kopiykas. */
    amount: int4(),
    currency: text(),
    status: z.enum(onlinePaymentStatuses),
    statusLabel: text(),
    checkoutUrl: text().nullable(),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'OnlinePayment' })
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>

export const onlinePaymentListSchema = z.object({ data: z.array(onlinePaymentSchema) })
