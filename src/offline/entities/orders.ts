/**
 * The outbox's view of orders (issue 7): each order the user opened is one local record under
 * `order:<uuid>` in the shape of GET /api/v2/mc-orders/{id}, and `order-id:<id>` points from the
 * server id the cart's address carries to that uuid. Order edits, crm edits, cart recalculations,
 * bookings and cart checks are separate requests on the same record, sent in order; each one that
 * carries a version takes the one its predecessor got. Recalculations and cart checks answer only part
 * of the order (cart, price info, version, state); that part is laid over the copy it replaces.
 */
import { allowedEvents } from '../../../domain/orders/order-machine'
import { orderStateLabel } from '../../../domain/orders/order-states'
import type { EntityAdapter } from '../entity-adapter'
import { withServerVersion } from './clients'

export const ORDER_ENTITY = 'order'
export const orderRecordKey = (uuid: string): string => `order:${uuid}`
export const orderIdKey = (id: number | string): string => `order-id:${id}`

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
/** The parts of an order that recalculation and cart-check answers carry. */
const partialKeys = ['cartData', 'client', 'priceInfo', 'version', 'state'] as const

export function orderFromAnswer(answer: unknown, before?: unknown): unknown {
  if (!isObject(answer)) return before
  const whole = 'crmOrder' in answer && 'cartData' in answer
  if (whole || !isObject(before)) return answer
  // create-new-from-zero of an order made on this device: it now has a server id and number.
  if (typeof answer.orderId === 'number')
    return { ...before, id: answer.orderId, code: answer.code ?? before.code, version: 1 }
  const next: Record<string, unknown> = { ...before }
  for (const k of partialKeys) if (k in answer) next[k] = answer[k]
  // The state's label and the actions it allows follow from the state, as the server derives them.
  if (typeof answer.state === 'string') {
    next.stateLabel = orderStateLabel(answer.state)
    next.allowedEvents = allowedEvents(answer.state)
  }
  return next
}

export const orderAdapter: EntityAdapter = {
  recordKey: orderRecordKey,
  fromAnswer: orderFromAnswer,
  versionOf: (record) => {
    const v = isObject(record) ? record.version : undefined
    return typeof v === 'number' ? v : undefined
  },
  rebase: withServerVersion,
  keepMine: withServerVersion,
  fromCurrent: (current) => current,
}
