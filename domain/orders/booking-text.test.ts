import { describe, expect, it } from 'vitest'
import { bookingText, cabinetLabel, lineBookingFacts, type BookingNames } from './booking-text'

const names: BookingNames = {
  doctor: (id) => ({ 7: 'Коваленко Олена Петрівна' })[id],
  cabinet: (id) => ({ 3: '101', 4: 'Процедурний кабінет' })[id],
}

describe('a booked slot as text', () => {
  it('says the Kyiv date and time, the doctor and the cabinet', () => {
    expect(
      bookingText({
        startsAt: '2030-01-07T07:30:00.000Z',
        doctorName: 'Коваленко Олена Петрівна',
        cabinet: '101',
      }),
    ).toBe('07.01.2030 09:30 · Коваленко Олена Петрівна · каб. 101')
  })

  it('reads the clock in Kyiv in summer too, and across midnight, whatever the offset the time came with', () => {
    expect(bookingText({ startsAt: '2030-07-08T06:30:00Z', doctorName: 'Д', cabinet: null })).toBe(
      '08.07.2030 09:30 · Д',
    )
    expect(bookingText({ startsAt: '2030-01-06T22:30:00Z', doctorName: null, cabinet: '5' })).toBe(
      '07.01.2030 00:30 · каб. 5',
    )
    expect(bookingText({ startsAt: '2030-01-07T09:30:00+02:00', doctorName: null, cabinet: null })).toBe(
      '07.01.2030 09:30',
    )
  })

  it('is empty for a broken date rather than "Invalid Date"', () => {
    expect(bookingText({ startsAt: 'вчора', doctorName: 'Д', cabinet: '1' })).toBe('')
  })

  it('names a cabinet by its number, else by its name', () => {
    expect(cabinetLabel({ number: '101', name: 'Кабінет терапевта' })).toBe('101')
    expect(cabinetLabel({ number: ' ', name: 'Кабінет терапевта' })).toBe('Кабінет терапевта')
    expect(cabinetLabel({ number: null, name: 'Процедурний' })).toBe('Процедурний')
  })
})

describe('a service line’s booking', () => {
  const booked = { startsAt: '2030-01-07T07:30:00Z', doctorId: 7, cabinetId: 3, noSchedule: false }

  it('takes the doctor and cabinet names from the reference store', () => {
    const facts = lineBookingFacts(booked, names)
    expect(facts && bookingText(facts)).toBe('07.01.2030 09:30 · Коваленко Олена Петрівна · каб. 101')
  })

  it('leaves out a name the device does not know instead of showing an id', () => {
    const facts = lineBookingFacts({ ...booked, doctorId: 99, cabinetId: 98 }, names)
    expect(facts && bookingText(facts)).toBe('07.01.2030 09:30')
  })

  it('is nothing for a line without a dated slot or taken without a schedule', () => {
    expect(lineBookingFacts({ ...booked, startsAt: null }, names)).toBeNull()
    expect(lineBookingFacts({ doctorId: 7, noSchedule: false }, names)).toBeNull()
    expect(lineBookingFacts({ ...booked, noSchedule: true }, names)).toBeNull()
  })
})
