/** The order state as a coloured badge (spec 000 §4: deleted red, done light green, payed_cash green, done_part blue, the rest grey). */
import { orderStateLabel, orderStates, type OrderStateTone } from '../../../domain/orders/order-states'
import { cn } from '../../lib/cn'

export const toneClasses: Record<OrderStateTone, string> = {
  red: 'bg-red-600 text-white',
  lightGreen: 'bg-green-100 text-green-900 ring-1 ring-green-300',
  green: 'bg-green-700 text-white',
  blue: 'bg-blue-600 text-white',
  grey: 'bg-slate-200 text-slate-800',
}

/** The tone of a state; an unknown code (a newer server) is grey, like the other states. */
export function stateTone(code: string): OrderStateTone {
  return Object.hasOwn(orderStates, code) ? orderStates[code as keyof typeof orderStates].tone : 'grey'
}

export function OrderStateBadge({ state }: { state: string }) {
  const tone = stateTone(state)
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClasses[tone],
      )}
    >
      {orderStateLabel(state)}
    </span>
  )
}
