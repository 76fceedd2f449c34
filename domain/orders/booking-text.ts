/**
 * What a booked slot says wherever it is shown — the cart line, the order list, the client's profile
 * (issue 18 item 5): "DD.MM.YYYY HH:mm · <doctor> · каб. <cabinet>", the date and time on Kyiv's clock
 * whatever zone the workstation is in. One formatter, so the three screens never disagree.
 */
import { format } from 'date-fns'
import { inKyiv } from '../time/kyiv'

/** A booked slot with its names already resolved (from the reference store or the server's answer). */
export interface BookingFacts {
  /** The slot's start, ISO 8601. */
  startsAt: string
  /** The doctor's full name; null when not known (then left out rather than guessed). */
  doctorName: string | null
  /** The cabinet as shown after "каб.": its number, else its name; null when the schedule has none. */
  cabinet: string | null
}

/** A cabinet after "каб.": its number when it has one ("101"), else its name. */
export function cabinetLabel(c: { number: string | null | undefined; name: string }): string {
  const n = c.number?.trim()
  return n ? n : c.name
}

/** "07.01.2030 09:30 · Коваленко Олена Петрівна · каб. 101"; parts the booking lacks are left out. */
export function bookingText(b: BookingFacts): string {
  const at = new Date(b.startsAt)
  if (Number.isNaN(at.getTime())) return ''
  return [
    format(inKyiv(at), 'dd.MM.yyyy HH:mm'),
    b.doctorName,
    b.cabinet !== null ? `каб. ${b.cabinet}` : null,
  ]
    .filter((p): p is string => p !== null && p !== '')
    .join(' · ')
}

/** Names of doctors and cabinets by id, as the reference store knows them. */
export interface BookingNames {
  doctor(id: number): string | undefined
  cabinet(id: number): string | undefined
}

/** The booked part of a service line, if the line holds a slot with its date (lines booked since issue 18). */
export interface LineBooking {
  startsAt?: string | null
  doctorId: number | null
  cabinetId?: number | null
  noSchedule: boolean
}

/** The facts of a line's booking with names from `names`, or null when the line has no dated slot. */
export function lineBookingFacts(line: LineBooking, names: BookingNames): BookingFacts | null {
  if (line.noSchedule || !line.startsAt) return null
  const cabinetId = line.cabinetId ?? null
  return {
    startsAt: line.startsAt,
    doctorName: line.doctorId !== null ? (names.doctor(line.doctorId) ?? null) : null,
    cabinet: cabinetId !== null ? (names.cabinet(cabinetId) ?? null) : null,
  }
}
