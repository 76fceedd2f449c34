/**
 * The rules of a doctor's schedule that one field cannot state (issue 20): an interval ends after it
 * starts, a break lies inside its interval, a doctor's intervals of a weekday do not overlap, a date
 * exception is a day off with a reason or a day of hours, and is not set for a day already gone.
 * Answers errors by snake_case field, as a 422 carries them.
 */
import { minutesOf } from './day-slots'

export const scheduleMessages = {
  endBeforeStart: 'Час закінчення має бути пізніше початку',
  breakHalf: 'Вкажіть і початок, і кінець перерви',
  breakEndBeforeStart: 'Кінець перерви має бути пізніше її початку',
  breakOutside: 'Перерва має бути в межах робочих годин',
  overlap: 'Цей час перетинається з іншим інтервалом лікаря в цей день тижня',
  cabinetTaken: (doctor: string) => `Кабінет у цей час уже зайнятий: ${doctor}`,
  tooShort: 'Інтервал коротший за один прийом',
  reasonNeeded: 'Оберіть причину вихідного',
  hoursOnDayOff: 'У вихідний день години не вказують',
  hoursNeeded: 'Вкажіть години роботи цього дня або позначте його вихідним',
  pastDate: 'Ця дата вже минула: виняток можна додати лише на сьогодні чи пізніше',
} as const

type Errors = Record<string, string[]>
const m = scheduleMessages

export interface Hours {
  timeFrom?: string | null
  timeTo?: string | null
  breakFrom?: string | null
  breakTo?: string | null
  standardDuration?: number | null
}

/** Hours and break of one interval (weekly or of a date). */
export function hoursProblems(h: Hours): Errors {
  const errors: Errors = {}
  if (!h.timeFrom || !h.timeTo) return errors
  const [from, to] = [minutesOf(h.timeFrom), minutesOf(h.timeTo)]
  if (to <= from) errors.time_to = [m.endBeforeStart]
  else if (h.standardDuration && to - from < h.standardDuration) errors.standard_duration = [m.tooShort]
  if (!h.breakFrom !== !h.breakTo) errors[h.breakFrom ? 'break_to' : 'break_from'] = [m.breakHalf]
  else if (h.breakFrom && h.breakTo) {
    const [bf, bt] = [minutesOf(h.breakFrom), minutesOf(h.breakTo)]
    if (bt <= bf) errors.break_to = [m.breakEndBeforeStart]
    else if (to > from && (bf < from || bt > to)) errors.break_from = [m.breakOutside]
  }
  return errors
}

/** A weekly interval against the doctor's other intervals of that weekday. */
export function weeklyProblems(
  next: Hours & { weekday: number },
  others: ReadonlyArray<{ weekday: number; timeFrom: string; timeTo: string }>,
): Errors {
  const errors = hoursProblems(next)
  if (Object.keys(errors).length || !next.timeFrom || !next.timeTo) return errors
  const [from, to] = [minutesOf(next.timeFrom), minutesOf(next.timeTo)]
  const clash = others.some(
    (o) => o.weekday === next.weekday && minutesOf(o.timeFrom) < to && minutesOf(o.timeTo) > from,
  )
  return clash ? { time_from: [m.overlap] } : errors
}

/**
 * A weekly interval in a cabinet against other doctors' intervals there: a cabinet hosts one doctor at
 * a time (its simultaneous reception is for patients of that doctor, not for a second doctor).
 */
export function cabinetProblems(
  next: Hours & { weekday: number },
  others: ReadonlyArray<{ weekday: number; timeFrom: string; timeTo: string; doctorName: string }>,
): Errors {
  if (!next.timeFrom || !next.timeTo) return {}
  const [from, to] = [minutesOf(next.timeFrom), minutesOf(next.timeTo)]
  if (to <= from) return {}
  const clash = others.find(
    (o) => o.weekday === next.weekday && minutesOf(o.timeFrom) < to && minutesOf(o.timeTo) > from,
  )
  return clash
    ? { cabinet_id: [m.cabinetTaken(`${clash.doctorName}, ${clash.timeFrom}–${clash.timeTo}`)] }
    : {}
}

/** A date exception; `today` is Kyiv's day, `dateChanged` false for an edit that keeps its date. */
export function exceptionProblems(
  next: Hours & { date: string; dayOff?: boolean | null; weekendReasonId?: number | null },
  today: string,
  dateChanged: boolean,
): Errors {
  const errors: Errors = {}
  if (dateChanged && next.date < today) errors.date = [m.pastDate]
  if (next.dayOff) {
    if (!next.weekendReasonId) errors.weekend_reason_id = [m.reasonNeeded]
    if (next.timeFrom || next.timeTo || next.breakFrom || next.breakTo) errors.time_from = [m.hoursOnDayOff]
    return errors
  }
  if (!next.timeFrom) errors.time_from = [m.hoursNeeded]
  if (!next.timeTo) errors.time_to = [m.hoursNeeded]
  return { ...errors, ...hoursProblems(next) }
}
