/**
 * Demo doctor schedules (demo-schedules.ts) and the slots the demo orders book in them. Schedules are
 * weekly, so they give free slots in every coming week; bookings are placed relative to the day the
 * seed runs (Kyiv time), on each doctor's own grid, as book-service would place them.
 */
import { eq } from 'drizzle-orm'
import { daySlots } from '../../../domain/schedule/day-slots'
import { kyivClock, kyivDay } from '../../../domain/time/kyiv'
import { isoWeekday } from '../../../domain/orders/schedule-slots'
import type { Tx } from '../client'
import { doctorSchedules, scheduleExceptions } from '../schema/bookings'
import { weekendReasons } from '../schema/dictionaries'
import { cabinets, filials } from '../schema/places'
import { staff } from '../schema/staff'
import { demoExceptions, demoSchedules } from './demo-schedules'
import { insertIfEmpty, need } from './seed-helpers'

/**
 * Seeds the schedules and next week's exceptions while there are none; rows of doctors or cabinets
 * renamed since are skipped.
 */
export async function seedSchedules(tx: Tx, now: Date): Promise<void> {
  const doctors = new Map(
    (await tx.select({ id: staff.id, name: staff.fullName }).from(staff)).map((d) => [d.name, d.id]),
  )
  const rooms = new Map(
    (
      await tx
        .select({ id: cabinets.id, number: cabinets.number, filial: filials.code })
        .from(cabinets)
        .innerJoin(filials, eq(filials.id, cabinets.filialId))
    ).map((r) => [`${r.filial}/${r.number}`, r.id]),
  )
  await insertIfEmpty(tx, doctorSchedules, () =>
    demoSchedules
      .filter(([doctor]) => doctors.has(doctor))
      .flatMap(([doctor, filial, room, weekdays, timeFrom, timeTo, standardDuration, lunch]) =>
        weekdays.map((weekday) => ({
          doctorId: need(doctors, doctor, 'doctor'),
          cabinetId: rooms.get(`${filial}/${room}`) ?? null,
          weekday,
          timeFrom,
          timeTo,
          standardDuration,
          breakFrom: lunch?.[0] ?? null,
          breakTo: lunch?.[1] ?? null,
        })),
      ),
  )
  const reasons = new Map(
    (await tx.select({ id: weekendReasons.id, name: weekendReasons.name }).from(weekendReasons)).map((r) => [
      r.name,
      r.id,
    ]),
  )
  // Next week's Monday, Kyiv time: the exceptions stay ahead of the day the seed runs.
  const today = kyivDay(now)
  const monday = plusDays(today, 8 - isoWeekday(today))
  await insertIfEmpty(tx, scheduleExceptions, () =>
    demoExceptions
      .filter(([doctor]) => doctors.has(doctor))
      .map(([doctor, weekday, change]) => ({
        doctorId: need(doctors, doctor, 'doctor'),
        date: plusDays(monday, weekday - 1),
        ...('reason' in change
          ? { dayOff: true, weekendReasonId: reasons.get(change.reason) ?? null }
          : { dayOff: false, timeFrom: change.from, timeTo: change.to, comment: change.comment }),
      })),
  )
}

/** YYYY-MM-DD `days` after (or before) a calendar date. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export interface SlotPick {
  scheduleId: number
  doctorId: number
  /** The schedule's cabinet, shown with the booking ("каб. 101"). */
  cabinetId: number | null
  startsAt: Date
  endsAt: Date
  /** HH:MM in Kyiv, as a booked cart line holds them. */
  timeFrom: string
  timeTo: string
  standardDuration: number
}

type Schedule = typeof doctorSchedules.$inferSelect
type Exception = typeof scheduleExceptions.$inferSelect

/**
 * Picks slots in the demo doctors' schedules for bookings made around `now`: the first working day of
 * the doctor `days` away or further (back into the past for negative `days`), a slot of that day
 * (domain/schedule/day-slots.ts: breaks and exceptions honoured) chosen by `seed`, never one already
 * picked for that doctor.
 */
export function slotPicker(schedules: Schedule[], now: Date, exceptions: Exception[] = []) {
  const today = kyivDay(now)
  const taken = new Set<string>()
  return (doctorId: number, days: number, seed: number): SlotPick | null => {
    const step = days < 0 ? -1 : 1
    const weekly = schedules.filter((x) => x.doctorId === doctorId)
    for (let k = 0; k < 28; k++) {
      const date = plusDays(today, days + step * k)
      const exception = exceptions.find((e) => e.doctorId === doctorId && e.date === date)
      const slots = daySlots({ date, weekly, exception })
      for (let i = 0; i < slots.length; i++) {
        const s = slots[(seed + i) % slots.length]!
        const key = `${doctorId}@${s.at.getTime()}`
        if (taken.has(key) || (days >= 0 && s.at.getTime() <= now.getTime())) continue
        taken.add(key)
        const schedule = schedules.find((x) => x.id === s.scheduleId)!
        return {
          scheduleId: s.scheduleId,
          doctorId,
          cabinetId: s.cabinetId,
          startsAt: s.at,
          endsAt: s.endsAt,
          timeFrom: s.time,
          timeTo: kyivClock(s.endsAt).time,
          standardDuration: schedule.standardDuration,
        }
      }
    }
    return null
  }
}
