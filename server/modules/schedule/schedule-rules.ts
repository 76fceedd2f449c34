/**
 * The schedule rules that read other rows (run by the resource write under its advisory lock,
 * server/lib/crud/resource-checks.ts): a doctor's weekly intervals of a weekday do not overlap, nor do
 * two doctors' intervals in one cabinet, and a
 * date exception is not moved to (or created on) a day already gone. The rules themselves are pure:
 * domain/schedule/schedule-rules.ts.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { FieldErrors } from '../../../domain/api/errors'
import {
  cabinetProblems,
  exceptionProblems,
  weeklyProblems,
  type Hours,
} from '../../../domain/schedule/schedule-rules'
import { kyivDay } from '../../../domain/time/kyiv'
import type { Tx } from '../../db/client'
import { doctorSchedules, scheduleExceptions } from '../../db/schema/bookings'
import { staff } from '../../db/schema/staff'

const str = (v: unknown) => (typeof v === 'string' ? v : null)
const hours = (next: Record<string, unknown>): Hours => ({
  timeFrom: str(next.timeFrom),
  timeTo: str(next.timeTo),
  breakFrom: str(next.breakFrom),
  breakTo: str(next.breakTo),
  standardDuration: typeof next.standardDuration === 'number' ? next.standardDuration : null,
})

/** A weekly interval as it will be stored, against the doctor's others. */
export async function doctorScheduleProblems(
  tx: Tx,
  next: Record<string, unknown>,
  selfId: number | undefined,
): Promise<FieldErrors> {
  const doctorId = Number(next.doctorId)
  const weekday = Number(next.weekday)
  const others = await tx
    .select({
      weekday: doctorSchedules.weekday,
      timeFrom: doctorSchedules.timeFrom,
      timeTo: doctorSchedules.timeTo,
    })
    .from(doctorSchedules)
    .where(
      and(
        eq(doctorSchedules.doctorId, doctorId),
        eq(doctorSchedules.weekday, weekday),
        ...(selfId === undefined ? [] : [ne(doctorSchedules.id, selfId)]),
      ),
    )
  const own = weeklyProblems({ ...hours(next), weekday }, others)
  if (Object.keys(own).length || typeof next.cabinetId !== 'number') return own
  const inCabinet = await tx
    .select({
      weekday: doctorSchedules.weekday,
      timeFrom: doctorSchedules.timeFrom,
      timeTo: doctorSchedules.timeTo,
      doctorName: staff.fullName,
    })
    .from(doctorSchedules)
    .innerJoin(staff, eq(staff.id, doctorSchedules.doctorId))
    .where(
      and(
        eq(doctorSchedules.cabinetId, next.cabinetId),
        eq(doctorSchedules.weekday, weekday),
        ne(doctorSchedules.doctorId, doctorId),
        ...(selfId === undefined ? [] : [ne(doctorSchedules.id, selfId)]),
      ),
    )
  return cabinetProblems({ ...hours(next), weekday }, inCabinet)
}

/** A date exception as it will be stored (a past date only when an edit keeps it). */
export async function scheduleExceptionProblems(
  tx: Tx,
  next: Record<string, unknown>,
  selfId: number | undefined,
): Promise<FieldErrors> {
  const date = String(next.date)
  let dateChanged = true
  if (selfId !== undefined) {
    const [before] = await tx
      .select({ date: scheduleExceptions.date })
      .from(scheduleExceptions)
      .where(eq(scheduleExceptions.id, selfId))
    dateChanged = before?.date !== date
  }
  return exceptionProblems(
    {
      ...hours(next),
      date,
      dayOff: next.dayOff === true,
      weekendReasonId: typeof next.weekendReasonId === 'number' ? next.weekendReasonId : null,
    },
    kyivDay(new Date()),
    dateChanged,
  )
}
