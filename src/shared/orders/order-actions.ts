/**
 * The row actions of the order list (spec 000 §4): which ones a row shows, and what a failure says
 * (spec 000 §8). A row shows an action only when the order's state allows it (allowedEvents, from the
 * server's state machine) and the user may run it — the rule the server enforces, from
 * domain/orders/order-access.ts.
 */
import type { OrderListItem } from '../../../domain/orders/order-list.schema'
import type { OrderEvent } from '../../../domain/orders/order-machine'
import { actionAlsoAllowedBy, mayEditOrder } from '../../../domain/orders/order-access'
import type { PermissionMap } from '../../../domain/permissions/check'
import { isApiError } from '../../lib/api/api-error'

export type RowAction = Extract<
  OrderEvent,
  'cancel' | 'close' | 'finish' | 'start_reception' | 'finish_reception'
>

export const rowActions: Record<RowAction, { label: string; path: string; failure: string; done: string }> = {
  start_reception: {
    label: 'Почати прийом',
    path: 'start-reception',
    failure: 'Помилка при початку прийому',
    done: 'Прийом розпочато',
  },
  finish_reception: {
    label: 'Завершити прийом',
    path: 'finish-reception',
    failure: 'Помилка при завершенні прийому',
    done: 'Прийом завершено',
  },
  finish: {
    label: 'Завершити',
    path: 'finish',
    failure: 'Помилка при завершенні замовлення',
    done: 'Замовлення завершено',
  },
  close: {
    label: 'Закрити',
    path: 'close',
    failure: 'Помилка при завершенні замовлення',
    done: 'Замовлення закрито',
  },
  cancel: {
    label: 'Скасувати',
    path: 'cancel',
    failure: 'Помилка при відміні замовлення',
    done: 'Замовлення скасовано',
  },
}

const order = Object.keys(rowActions) as RowAction[]

export interface ActingUser {
  id: number
  permissions: PermissionMap
}

/** The actions the row offers to `user`, in the order the buttons show. */
export function visibleActions(
  row: Pick<OrderListItem, 'allowedEvents' | 'createdBy' | 'operatorId'>,
  user: ActingUser,
): RowAction[] {
  return order.filter(
    (a) =>
      row.allowedEvents.includes(a) && mayEditOrder(user.permissions, user.id, row, actionAlsoAllowedBy[a]),
  )
}

/**
 * What a failed action tells the user: the server's reason when it refused the request (422, e.g. the
 * state no longer allows it, or the field it names), otherwise the spec's message for the action.
 */
export function failureMessage(action: RowAction, error: unknown): string {
  if (isApiError(error) && error.status === 422) {
    const first = Object.values(error.errors)[0]?.[0]
    return first ?? error.message
  }
  return rowActions[action].failure
}
