/**
 * The chosen doctor's coming seven days as the cart will offer them: each day's hours, break, cabinet
 * and number of slots, or the day off and its reason — computed on the device with the same function
 * as the server's free-slot list (domain/schedule/day-slots.ts), from the rows on the device.
 */
import { useMemo } from 'react'
import { daySlots, type DateException, type WeeklyInterval } from '../../../domain/schedule/day-slots'
import { weekdays } from '../../../domain/schedule/schedule.resources'
import { kyivDay } from '../../../domain/time/kyiv'
import { shownFromIso } from '../../ui/date-text'
import { resourceByName } from '../../../domain/resources/registry'
import { useRefNames, useResourceRows } from '../../ui/resource/use-resource'

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const weeklyDef = resourceByName('doctor-schedules')
const exceptionsDef = resourceByName('schedule-exceptions')

export function DoctorWeek({ doctorId, today = kyivDay(new Date()) }: { doctorId: number; today?: string }) {
  const weeklyRows = useResourceRows(weeklyDef)
  const exceptionRows = useResourceRows(exceptionsDef)
  const cabinets = useRefNames('cabinets')
  const reasons = useRefNames('weekend-reasons')
  const days = useMemo(() => {
    const weekly = (weeklyRows ?? [])
      .map(({ row }) => row as unknown as WeeklyInterval)
      .filter((w) => w.doctorId === doctorId)
    const exceptions = (exceptionRows ?? [])
      .map(
        ({ row }) => row as unknown as DateException & { doctorId: number; weekendReasonId: number | null },
      )
      .filter((e) => e.doctorId === doctorId)
    return Array.from({ length: 7 }, (_, i) => {
      const date = plusDays(today, i)
      const exception = exceptions.find((e) => e.date === date)
      const slots = daySlots({ date, weekly, exception })
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7
      const intervals = exception
        ? exception.dayOff
          ? []
          : [exception]
        : weekly.filter((w) => w.weekday === weekday).sort((a, b) => a.timeFrom.localeCompare(b.timeFrom))
      return { date, weekday, exception, slots: slots.length, intervals }
    })
  }, [weeklyRows, exceptionRows, doctorId, today])
  if (!weeklyRows || !exceptionRows) return null
  return (
    <section aria-labelledby="doctor-week-title" className="grid gap-3">
      <h2 id="doctor-week-title" className="text-lg font-semibold">
        Найближчі 7 днів
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {days.map((d) => (
          <li key={d.date} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium">
              {weekdays[d.weekday - 1]?.label}, {shownFromIso(d.date)}
            </p>
            {d.exception?.dayOff ? (
              <p className="text-amber-800">
                Вихідний
                {(d.exception as { weekendReasonId?: number | null }).weekendReasonId
                  ? `: ${reasons.get((d.exception as { weekendReasonId: number }).weekendReasonId) ?? ''}`
                  : ''}
              </p>
            ) : d.intervals.length === 0 ? (
              <p className="text-slate-600">Не працює</p>
            ) : (
              d.intervals.map((iv, i) => (
                <p key={i}>
                  {iv.timeFrom}–{iv.timeTo}
                  {iv.breakFrom && iv.breakTo ? `, перерва ${iv.breakFrom}–${iv.breakTo}` : ''}
                  {iv.cabinetId ? `, ${cabinets.get(iv.cabinetId) ?? 'кабінет'}` : ''}
                </p>
              ))
            )}
            {d.exception && !d.exception.dayOff && <p className="text-amber-800">Змінений графік</p>}
            <p className="text-slate-600">Слотів: {d.slots}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
