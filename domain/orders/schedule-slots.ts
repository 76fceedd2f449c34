/**
 * Free slots of doctors' schedules for a day (the cart's "pick a slot", spec 000 §2.8). A slot is a
 * start time on a schedule's grid (timeFrom + k × standardDuration, ending by timeTo) in Kyiv time;
 * it is free unless that doctor already has a booking starting then, and never in the past.
 */
import { z } from 'zod'
import { idParam, int4, text } from '../api/scalars'
import { kyivInstant } from '../time/kyiv'

export const freeSlotsQuerySchema = z
  .object({
    serviceId: idParam(),
    /** The day, YYYY-MM-DD (Kyiv). */
    date: z.iso.date(),
  })
  .strict()

export const freeSlotSchema = z.object({
  scheduleId: int4(),
  doctorId: int4(),
  doctorName: text(),
  /** HH:MM in Kyiv. */
  time: text(),
  /** ISO 8601 with the Kyiv offset: what book-service takes as startsAt. */
  startsAt: text(),
})
export type FreeSlot = z.infer<typeof freeSlotSchema>

export const freeSlotsResponseSchema = z.object({ data: z.array(freeSlotSchema) }).meta({ id: 'FreeSlots' })

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO weekday (1 = Monday) of a calendar date. */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

export interface SlotSchedule {
  id: number
  doctorId: number
  doctorName: string
  timeFrom: string
  timeTo: string
  standardDuration: number
}

/** The free slots of `schedules` (already those of the day's weekday) on `date`, by time then doctor. */
export function freeSlots(
  schedules: SlotSchedule[],
  date: string,
  booked: Array<{ doctorId: number; startsAt: Date }>,
  now: Date,
): FreeSlot[] {
  const taken = new Set(booked.map((b) => `${b.doctorId}@${b.startsAt.getTime()}`))
  const out: FreeSlot[] = []
  for (const s of schedules) {
    const end = minutes(s.timeTo.slice(0, 5))
    for (let t = minutes(s.timeFrom.slice(0, 5)); t + s.standardDuration <= end; t += s.standardDuration) {
      const time = `${pad(Math.floor(t / 60))}:${pad(t % 60)}`
      const start = kyivInstant(date, time)
      if (start.at.getTime() <= now.getTime() || taken.has(`${s.doctorId}@${start.at.getTime()}`)) continue
      out.push({
        scheduleId: s.id,
        doctorId: s.doctorId,
        doctorName: s.doctorName,
        time,
        startsAt: start.iso,
      })
    }
  }
  return out.sort((a, b) => a.time.localeCompare(b.time) || a.doctorName.localeCompare(b.doctorName, 'uk'))
}
