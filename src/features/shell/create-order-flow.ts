/**
 * Creating the empty order behind the header's button (spec 000 §2.9): through the outbox when the
 * device store is open, else straight to the server. Loaded when the button is pressed: it brings the
 * order and cart schemas, which the shell would otherwise evaluate on every signed-in screen's start.
 */
import { toast } from 'sonner'
import { newOrderResponseSchema } from '../../../domain/orders/new-order.schema'
import { api } from '../../lib/api/api'
import { ORDER_ENTITY, orderRecordKey } from '../../offline/entities/orders'
import { discard } from '../../offline/outbox'
import type { Offline } from '../../offline/react/offline-context'
import { draftOrder } from '../../shared/orders/order-draft'
import { rememberOrderId } from '../../shared/orders/order-record'
import { awaitOutcome } from '../../shared/await-outcome'
import { startingPlace } from './starting-place'
import { newUuid } from '../../lib/new-uuid'

// The cart needs only the id; the rest of the answer is the orders area's business.
const answerSchema = newOrderResponseSchema.pick({ orderId: true })

/**
 * Through the outbox: the order exists on this device at once (offline too) under its uuid and its
 * cart opens; online the server's answer comes within moments and the cart opens under the order's id.
 */
async function createThroughOutbox(offline: Offline, uuid: string): Promise<string> {
  const place = await startingPlace(offline)
  const item = await offline.outbox.write({
    userId: offline.userId,
    entity: { type: ORDER_ENTITY, uuid },
    method: 'POST',
    path: '/mc-orders/create-new-from-zero',
    body: { uuid },
    label: 'Нове замовлення',
    openPath: `/mc-cart/${uuid}`,
    local: { ...draftOrder(uuid, offline.userId), ...place },
  })
  const outcome = await awaitOutcome(offline.db, item)
  if (outcome.kind === 'refused') {
    await discard(offline.db, item.id)
    throw new Error(outcome.item.lastError?.message ?? 'create refused')
  }
  const stored = (await offline.db.references.get(orderRecordKey(uuid)))?.data as { id?: number } | undefined
  if (outcome.kind === 'queued' && navigator.onLine)
    toast.warning('Сервер зараз не відповідає', {
      description: 'Замовлення створено на цьому пристрої й буде надіслано, щойно сервер відповість',
      duration: 5000,
    })
  if (outcome.kind !== 'done' || !stored?.id) return `/mc-cart/${uuid}`
  await rememberOrderId(offline.db, stored.id, uuid)
  return `/mc-cart/${stored.id}`
}

/** Creates an empty order; resolves with the path of its cart. */
export async function createOrder(offline: Offline | null): Promise<string> {
  // One uuid per press: a repeated request (a retry, a double tap) answers the same order.
  const uuid = newUuid()
  if (offline) return createThroughOutbox(offline, uuid)
  const { orderId } = await api.request('/mc-orders/create-new-from-zero', {
    method: 'POST',
    body: { uuid },
    headers: { 'Idempotency-Key': uuid },
    schema: answerSchema,
  })
  return `/mc-cart/${orderId}`
}
