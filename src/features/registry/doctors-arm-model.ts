/**
 * How the doctor's workstation splits the day (domain/registry/doctors-arm.ts): the visits inside now
 * (reception started, state done_part), those still to come in time order, and those over (done or
 * closed). Which reception button a visit shows follows the order state machine, as every order screen.
 */
import type { DoctorsArmVisit } from '../../../domain/registry/doctors-arm'
import { nextState } from '../../../domain/orders/order-machine'

export type ReceptionAction = 'start_reception' | 'finish_reception'

export interface ArmDay {
  inside: DoctorsArmVisit[]
  ahead: DoctorsArmVisit[]
  over: DoctorsArmVisit[]
}

const overStates = new Set(['done', 'payed_cash'])

export function armDay(visits: readonly DoctorsArmVisit[]): ArmDay {
  const byTime = [...visits].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.orderId - b.orderId)
  return {
    inside: byTime.filter((v) => v.state === 'done_part'),
    ahead: byTime.filter((v) => v.state !== 'done_part' && !overStates.has(v.state)),
    over: byTime.filter((v) => overStates.has(v.state)),
  }
}

/** The reception action a visit offers: start while it may start, finish once started; none else. */
export function receptionOf(visit: DoctorsArmVisit): ReceptionAction | null {
  if (!visit.mayReceive) return null
  if (visit.state === 'done_part') return 'finish_reception'
  return nextState(visit.state, 'start_reception') ? 'start_reception' : null
}
