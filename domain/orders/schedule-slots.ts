/**
 * Free slots of doctors' schedules for a day (the cart's "pick a slot", spec 000 §2.8). The slots come
 * from domain/schedule/day-slots.ts (weekly hours, breaks, the date's exception, the slot length); a
 * slot is free while fewer bookings of that doctor overlap it than its cabinet takes at once, and
 * never in the past.
 */
import { z } from 'zod'
import { idParam, int4, text } from '../api/scalars'
import { weekdayOf, type DaySlot } from '../schedule/day-slots'

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

/** ISO weekday (1 = Monday) of a calendar date. */
export const isoWeekday = weekdayOf

/** One doctor's computed slots of the day (domain/schedule/day-slots.ts). */
export interface DoctorDay {
  doctorId: number
  doctorName: string
  slots: readonly DaySlot[]
}

/** A booking's time, for counting the seats of the slots it overlaps. */
export interface BookedTime {
  doctorId: number
  startsAt: Date
  endsAt: Date
}

/** Bookings of the doctor overlapping [at, endsAt). */
export const overlapping = (
  booked: readonly BookedTime[],
  doctorId: number,
  at: Date,
  endsAt: Date,
): number =>
  booked.filter(
    (b) =>
      b.doctorId === doctorId && b.startsAt.getTime() < endsAt.getTime() && b.endsAt.getTime() > at.getTime(),
  ).length

/**
 * The free slots of the doctors' days, by time then doctor: not past, and held by fewer bookings than
 * the slot's cabinet takes at once (`capacityOf`: 1 unless the cabinet has simultaneous reception).
 */
export function freeSlots(
  days: readonly DoctorDay[],
  booked: readonly BookedTime[],
  capacityOf: (cabinetId: number | null) => number,
  now: Date,
): FreeSlot[] {
  const out: FreeSlot[] = []
  for (const d of days)
    for (const s of d.slots) {
      if (s.at.getTime() <= now.getTime()) continue
      if (overlapping(booked, d.doctorId, s.at, s.endsAt) >= capacityOf(s.cabinetId)) continue
      out.push({
        scheduleId: s.scheduleId,
        doctorId: d.doctorId,
        doctorName: d.doctorName,
        time: s.time,
        startsAt: s.startsAt,
      })
    }
  return out.sort((a, b) => a.time.localeCompare(b.time) || a.doctorName.localeCompare(b.doctorName, 'uk'))
}
