/**
 * Order states (spec 000 §4). They drive code paths (cart editing, payment, cancelling), so they are
 * a constant of the code rather than an editable dictionary; the API serves them as orderStates.
 */
import { z } from 'zod'

/** Badge tone of a state in lists: spec 000 §4 "Badge colours". */
export type OrderStateTone = 'grey' | 'blue' | 'lightGreen' | 'green' | 'red'

export const orderStates = {
  created: { label: 'Створений', tone: 'grey' },
  cart_edited: { label: 'Чернетка', tone: 'grey' },
  cart_confirmed: { label: 'Оформлений', tone: 'grey' },
  cart_confirmed_by_client: { label: 'Оформлений клієнтом', tone: 'grey' },
  confirmed: { label: 'Підтверджений', tone: 'grey' },
  done_part: { label: 'Виконується', tone: 'blue' },
  done: { label: 'Виконано, не оплачено', tone: 'lightGreen' },
  payed_cash: { label: 'Виконано і оплачено', tone: 'green' },
  deleted: { label: 'Скасовано', tone: 'red' },
} as const satisfies Record<string, { label: string; tone: OrderStateTone }>

export type OrderState = keyof typeof orderStates
export const orderStateCodes = Object.keys(orderStates) as OrderState[]
export const orderStateSchema = z.enum(orderStateCodes as [OrderState, ...OrderState[]])

/** The label of a state, or the raw code for an unknown one (e.g. from a newer server). */
export function orderStateLabel(code: string): string {
  return Object.hasOwn(orderStates, code) ? orderStates[code as OrderState].label : code
}
