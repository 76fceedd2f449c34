/**
 * The order state machine (spec 000 §4 lists the states and actions; the transitions are ours, written
 * down here and in the API docs). Every server path that moves an order asks `nextState`; an action the
 * state does not allow is refused with a Ukrainian message naming the action and the current state.
 *
 *   created ──edit_cart──▶ cart_edited ──confirm_cart──▶ cart_confirmed ──finish_cart──▶ confirmed
 *      │                     ▲   │                          │  ▲                           │
 *      │                     │   └─client_confirm──▶ cart_confirmed_by_client ─finish_cart─┘
 *      │                     └──────edit_cart (a confirmed cart edited again goes back to draft)
 *   confirmed ──start_reception──▶ done_part ──finish_reception / finish──▶ done ──close──▶ payed_cash
 *   confirmed ──finish──▶ done
 *   created … confirmed ──cancel──▶ deleted      (nothing done yet; done_part and later cannot be cancelled)
 * Edits after payment (update-calculation-after-payment) keep the state: confirmed, done_part.
 */
import { orderStateLabel, type OrderState } from './order-states'

export const orderEvents = {
  edit_cart: 'Редагування кошика',
  edit_after_payment: 'Редагування оплаченого кошика',
  confirm_cart: 'Оформлення кошика',
  client_confirm: 'Підтвердження клієнтом',
  finish_cart: 'Завершення оформлення кошика',
  start_reception: 'Почати прийом',
  finish_reception: 'Завершити прийом',
  finish: 'Завершити замовлення',
  close: 'Закрити замовлення',
  cancel: 'Скасувати замовлення',
  edit_order: 'Редагування замовлення',
} as const
export type OrderEvent = keyof typeof orderEvents

const editable: OrderState[] = ['created', 'cart_edited', 'cart_confirmed', 'cart_confirmed_by_client']

/** from-state → to-state for each event; a missing from-state means "not allowed". */
export const orderTransitions: Record<OrderEvent, Partial<Record<OrderState, OrderState>>> = {
  edit_cart: Object.fromEntries(editable.map((s) => [s, 'cart_edited'])),
  edit_after_payment: { confirmed: 'confirmed', done_part: 'done_part' },
  confirm_cart: {
    created: 'cart_confirmed',
    cart_edited: 'cart_confirmed',
    cart_confirmed: 'cart_confirmed',
  },
  client_confirm: { cart_edited: 'cart_confirmed_by_client' },
  finish_cart: { cart_confirmed: 'confirmed', cart_confirmed_by_client: 'confirmed' },
  start_reception: { confirmed: 'done_part', done_part: 'done_part' },
  finish_reception: { done_part: 'done' },
  finish: { confirmed: 'done', done_part: 'done' },
  close: { done: 'payed_cash' },
  cancel: Object.fromEntries([...editable, 'confirmed'].map((s) => [s, 'deleted'])),
  // Order fields (place, client, price lists, crm part) can be edited until the work starts.
  edit_order: Object.fromEntries([...editable, 'confirmed'].map((s) => [s, s])),
}

/** The state after `event`, or null when `state` does not allow it. */
export function nextState(state: string, event: OrderEvent): OrderState | null {
  return (orderTransitions[event] as Partial<Record<string, OrderState>>)[state] ?? null
}

/** Events the state allows, for the screen's buttons. */
export function allowedEvents(state: string): OrderEvent[] {
  return (Object.keys(orderTransitions) as OrderEvent[]).filter((e) => nextState(state, e) !== null)
}

/** 'Дію «Почати прийом» не можна виконати: замовлення в стані «Скасовано»'. */
export function refusalMessage(state: string, event: OrderEvent): string {
  return `Дію «${orderEvents[event]}» не можна виконати: замовлення в стані «${orderStateLabel(state)}»`
}
