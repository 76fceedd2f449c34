/**
 * The month calendar of the date field: Ukrainian (react-day-picker's uk locale: month and weekday
 * names, button labels), Monday first, today as the clinic's (Kyiv) today, days outside the limits
 * disabled; months and years chosen from lists, so a birthday decades back is two clicks away.
 */
import type { CSSProperties } from 'react'
import { DayPicker, type Matcher } from 'react-day-picker'
import { uk } from 'react-day-picker/locale/uk'
import 'react-day-picker/style.css'
import { kyivDay } from '../../domain/time/kyiv'
import { dayFromIso, isoFromDay, type DayLimits } from './date-text'

export interface DayCalendarProps {
  /** 'YYYY-MM-DD' or null. */
  selected: string | null
  limits: DayLimits
  onPick: (day: Date) => void
}

const EARLIEST = '1900-01-01'

// The brand colour and 40 px days (touch targets on nurses' tablets) through the library's variables.
const calendarLook = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
} as CSSProperties

export function DayCalendar({ selected, limits, onPick }: DayCalendarProps) {
  const today = kyivDay(new Date())
  const disabled: Matcher[] = []
  if (limits.min) disabled.push({ before: dayFromIso(limits.min) })
  if (limits.max) disabled.push({ after: dayFromIso(limits.max) })
  const isOff = limits.disabledDays
  if (isOff) disabled.push((d: Date) => isOff(isoFromDay(d)))
  const selectedDay = selected ? dayFromIso(selected) : undefined
  const endYear = Number(today.slice(0, 4)) + 10
  return (
    <DayPicker
      mode="single"
      locale={uk}
      weekStartsOn={1}
      captionLayout="dropdown"
      startMonth={dayFromIso(limits.min ?? EARLIEST)}
      endMonth={limits.max ? dayFromIso(limits.max) : new Date(endYear, 11, 31)}
      today={dayFromIso(today)}
      defaultMonth={selectedDay ?? dayFromIso(limits.max && limits.max < today ? limits.max : today)}
      selected={selectedDay}
      onSelect={(d: Date | undefined) => {
        if (d) onPick(d)
      }}
      disabled={disabled}
      autoFocus
      style={calendarLook}
    />
  )
}
