/**
 * Demo doctor schedules (demo-schedules.ts) and the slots the demo orders book in them. Schedules are
 * weekly, so they give free slots in every coming week; bookings are placed relative to the day the
 * seed runs (Kyiv time), on each doctor's own grid, as book-service would place them.
 */
import { eq } from 'drizzle-orm'
import { kyivClock, kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import { isoWeekday } from '../../../domain/orders/schedule-slots'
import type { Tx } from '../client'
import { doctorSchedules } from '../schema/bookings'
import { cabinets, filials } from '../schema/places'
import { staff } from '../schema/staff'
import { demoSchedules } from './demo-schedules'
import { insertIfEmpty, need } from './seed-helpers'

/** Seeds the schedules while there are none; rows of doctors or cabinets renamed since are skipped. */
export async function seedSchedules(tx: Tx): Promise<void> {
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
      .flatMap(([doctor, filial, room, weekdays, timeFrom, timeTo, standardDuration]) =>
        weekdays.map((weekday) => ({
          doctorId: need(doctors, doctor, 'doctor'),
          cabinetId: rooms.get(`${filial}/${room}`) ?? null,
          weekday,
          timeFrom,
          timeTo,
          standardDuration,
        })),
      ),
  )
}

/** YYYY-MM-DD `days` after (or before) a calendar date. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
const clock = (t: number) =>
  `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`

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

/**
 * Picks slots in the demo doctors' schedules for bookings made around `now`: the first working day of
 * the doctor `days` away or further (back into the past for negative `days`), a slot on the grid
 * chosen by `seed`, never one already picked for that doctor.
 */
export function slotPicker(schedules: Schedule[], now: Date) {
  const today = kyivDay(now)
  const taken = new Set<string>()
  return (doctorId: number, days: number, seed: number): SlotPick | null => {
    const step = days < 0 ? -1 : 1
    for (let k = 0; k < 28; k++) {
      const date = plusDays(today, days + step * k)
      const weekday = isoWeekday(date)
      for (const s of schedules.filter((x) => x.doctorId === doctorId && x.weekday === weekday)) {
        const from = minutes(s.timeFrom.slice(0, 5))
        const count = Math.floor((minutes(s.timeTo.slice(0, 5)) - from) / s.standardDuration)
        for (let i = 0; i < count; i++) {
          const time = clock(from + ((seed + i) % count) * s.standardDuration)
          const startsAt = kyivInstant(date, time).at
          const key = `${doctorId}@${startsAt.getTime()}`
          if (taken.has(key) || (days >= 0 && startsAt.getTime() <= now.getTime())) continue
          taken.add(key)
          const endsAt = new Date(startsAt.getTime() + s.standardDuration * 60_000)
          return {
            scheduleId: s.id,
            doctorId,
            cabinetId: s.cabinetId,
            startsAt,
            endsAt,
            timeFrom: time,
            timeTo: kyivClock(endsAt).time,
            standardDuration: s.standardDuration,
          }
        }
      }
    }
    return null
  }
}
