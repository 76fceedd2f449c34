/** Booking a service line into a doctor's schedule slot (issue #6 "Booking a service"; spec 000 §7 cart calls). */
import { z } from 'zod'
import { int4 } from '../api/scalars'

const id = int4().positive()

export const bookServiceBodySchema = z
  .object({
    serviceId: id.describe('The service of a cart line'),
    scheduleId: id.describe('A doctor schedule (doctor, cabinet, weekday, hours, slot length)'),
    startsAt: z.iso
      .datetime({ offset: true })
      .describe('Slot start, ISO 8601 with offset; on the schedule’s grid'),
  })
  .strict()
  .meta({ id: 'BookServiceBody' })

export const unbookServiceBodySchema = z.object({ serviceId: id }).strict().meta({ id: 'UnbookServiceBody' })

export const noScheduleBodySchema = z
  .object({ serviceId: id, noSchedule: z.boolean() })
  .strict()
  .meta({ id: 'NoScheduleBody' })

export const bookingMessages = {
  slotTaken: 'Цей час щойно було заброньовано у іншому заказі',
  notOnSchedule: 'Цей час не входить до розкладу лікаря',
  inPast: 'Цей час уже минув',
  noSuchLine: 'У кошику немає такої послуги',
  unknownSchedule: 'Розклад не знайдено',
} as const

export interface ScheduleGrid {
  weekday: number
  timeFrom: string
  timeTo: string
  standardDuration: number
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Whether a slot starting at local `weekday` and `time` (HH:MM) is on the schedule's grid. */
export function onGrid(s: ScheduleGrid, weekday: number, time: string): boolean {
  const start = minutes(time)
  const from = minutes(s.timeFrom)
  return (
    weekday === s.weekday &&
    start >= from &&
    start + s.standardDuration <= minutes(s.timeTo) &&
    (start - from) % s.standardDuration === 0
  )
}
