/**
 * Every order write of the cart goes through the outbox on the order's record (`order:<uuid>`), in the
 * order the registrar made them: the change shows at once, waits while offline, and each request that
 * carries a version takes the one its predecessor got. Online the screen waits briefly for the answer
 * to put a 422 on the fields it names. Cart recalculations replace each other while unsent (only the
 * newest cart matters).
 */
import { emptyCart, type OrderCartData } from '../../../domain/orders/cart.schema'
import type { CrmOrderPatch, McOrder, McOrderPatch } from '../../../domain/orders/order.schema'
import { ORDER_ENTITY } from '../../offline/entities/orders'
import type { Offline } from '../../offline/react/offline-context'
import { awaitOutcome, type Outcome } from '../../shared/await-outcome'
import { recalcRequest, toCartInput, type CartEditMode } from './cart-model'
import { orderRef } from '../../shared/orders/order-draft'

type Writer = Pick<Offline, 'db' | 'userId' | 'outbox'>
type Fields<T> = Omit<T, 'version'>

export const cartPath = (o: Pick<McOrder, 'id' | 'uuid'>) => `/mc-cart/${orderRef(o)}`
const label = (o: McOrder, what: string) => `Замовлення ${o.code || 'нове'}: ${what}`

type Request = {
  method: 'POST' | 'PATCH' | 'DELETE'
  path: string
  body: unknown
  what: string
  local: McOrder
  /** Outbox items that must land first (the create of a client chosen before it reached the server). */
  dependsOn?: string[] | undefined
}

async function write(
  w: Writer,
  o: McOrder,
  seenRev: number,
  req: Request,
  replacesWhole = false,
): Promise<Outcome> {
  return awaitOutcome(w.db, await enqueueWrite(w, o, seenRev, req, replacesWhole))
}

function enqueueWrite(w: Writer, o: McOrder, seenRev: number, req: Request, replacesWhole = false) {
  return w.outbox.write({
    userId: w.userId,
    entity: { type: ORDER_ENTITY, uuid: o.uuid },
    method: req.method,
    path: req.path,
    body: req.body,
    label: label(o, req.what),
    openPath: cartPath(o),
    local: req.local,
    seenRev,
    replacesWhole,
    ...(req.dependsOn?.length ? { dependsOn: req.dependsOn } : {}),
  })
}

export function orderWrites(w: Writer, o: McOrder, seenRev: number) {
  return {
    /** PATCH /api/v2/mc-orders/{id}: place, patient, price lists, deposits, payment. */
    patchOrder: (fields: Fields<McOrderPatch>, local: McOrder, what: string, dependsOn?: string[]) =>
      write(w, o, seenRev, {
        dependsOn,
        method: 'PATCH',
        path: `/api/v2/mc-orders/${orderRef(o)}`,
        body: { version: o.version, ...fields },
        what,
        local,
      }),
    /** PATCH /api/v2/crm-orders/{id}: discounts, promo code, zero price, passport data, consent. */
    patchCrm: (fields: Fields<CrmOrderPatch>, what: string) =>
      write(w, o, seenRev, {
        method: 'PATCH',
        path: `/api/v2/crm-orders/${orderRef(o)}`,
        body: { version: o.version, ...fields },
        what,
        local: { ...o, crmOrder: { ...o.crmOrder, ...withoutClient(fields) } },
      }),
    /**
     * A new price list for a cart with lines: the list, then the emptied cart (prices depend on the
     * list), queued one right after the other so nothing can slip between them.
     */
    changeListAndClear: async (
      fields: Pick<McOrderPatch, 'servicePriceListId' | 'mcTestPriceListId'>,
      mode: CartEditMode,
    ) => {
      const local: McOrder = { ...o, ...fields, cartData: emptyCart() }
      const patch = {
        method: 'PATCH' as const,
        path: `/api/v2/mc-orders/${orderRef(o)}`,
        body: { version: o.version, ...fields },
      }
      const first = await enqueueWrite(w, o, seenRev, { ...patch, what: 'прайс-лист', local })
      const second = await enqueueWrite(w, o, seenRev, {
        ...recalcRequest(orderRef(o), mode),
        body: toCartInput(emptyCart()),
        what: 'кошик очищено',
        local,
      })
      const outcome = await awaitOutcome(w.db, first)
      return outcome.kind === 'refused' ? outcome : awaitOutcome(w.db, second)
    },
    /** update-calculation (or its after-payment twin) with the whole cart. */
    saveCart: (cart: OrderCartData, mode: CartEditMode) =>
      write(
        w,
        o,
        seenRev,
        {
          ...recalcRequest(orderRef(o), mode),
          body: toCartInput(cart),
          what: 'кошик',
          local: { ...o, cartData: cart },
        },
        true,
      ),
    book: (
      serviceId: number,
      slot: { scheduleId: number; startsAt: string; time: string; doctorId: number },
    ) =>
      write(w, o, seenRev, {
        method: 'POST',
        path: `/api/v2/mc-orders/${orderRef(o)}/book-service`,
        body: { serviceId, scheduleId: slot.scheduleId, startsAt: slot.startsAt },
        what: 'запис до лікаря',
        local: lineChanged(o, serviceId, {
          doctorId: slot.doctorId,
          scheduleId: slot.scheduleId,
          timeFrom: slot.time,
          noSchedule: false,
        }),
      }),
    unbook: (serviceId: number) =>
      write(w, o, seenRev, {
        method: 'DELETE',
        path: `/mc-cart/${orderRef(o)}/book-service`,
        body: { serviceId },
        what: 'зняття запису',
        local: lineChanged(o, serviceId, { doctorId: null, scheduleId: null, timeFrom: null, timeTo: null }),
      }),
    noSchedule: (serviceId: number, noSchedule: boolean) =>
      write(w, o, seenRev, {
        method: 'POST',
        path: `/mc-cart/${orderRef(o)}/change-no-schedule-state`,
        body: { serviceId, noSchedule },
        what: noSchedule ? 'послуга без запису' : 'послуга з записом',
        local: lineChanged(
          o,
          serviceId,
          noSchedule ? { noSchedule, scheduleId: null, timeFrom: null, timeTo: null } : { noSchedule },
        ),
      }),
    /** PATCH /api/v2/check-carts/{id}: check, or confirm when `confirm`. */
    check: (confirm: boolean) =>
      write(w, o, seenRev, {
        method: 'PATCH',
        path: `/api/v2/check-carts/${orderRef(o)}`,
        body: { confirm },
        what: confirm ? 'оформлення кошика' : 'перевірка кошика',
        local: o,
      }),
    finish: (extra: Record<string, unknown> = {}) =>
      write(w, o, seenRev, {
        method: 'PATCH',
        path: `/api/v2/mc-orders/${orderRef(o)}/finish-cart`,
        body: { payFromInsuranceCompany: false, ...extra },
        what: 'завершення оформлення',
        local: o,
      }),
  }
}
export type OrderWrites = ReturnType<typeof orderWrites>

/** The server's 422 messages per snake_case field. */
export type FieldErrors = Record<string, string[]>
/**
 * Runs one write of the cart screen and shows its outcome (errors on the fields, a notice); a `quiet`
 * write that the server refuses is dropped without a word (spec 000 §5: the crm-order update made while
 * resetting the order).
 */
export type Run = (
  write: (w: OrderWrites) => Promise<Outcome>,
  done?: string,
  options?: { quiet?: boolean },
) => Promise<Outcome>

function withoutClient(fields: Fields<CrmOrderPatch>): Partial<McOrder['crmOrder']> {
  const { client: _client, ...rest } = fields
  return rest
}

function lineChanged(
  o: McOrder,
  serviceId: number,
  change: Partial<OrderCartData['services'][number]>,
): McOrder {
  const services = o.cartData.services.map((l) => (l.id === serviceId ? { ...l, ...change } : l))
  return { ...o, cartData: { ...o.cartData, services } }
}
