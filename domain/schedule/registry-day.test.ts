import { describe, expect, it } from 'vitest'
import { daySlots } from './day-slots'
import { placeBookings } from './registry-day'

const weekly = [
  { id: 1, doctorId: 7, cabinetId: 3, weekday: 1, timeFrom: '09:00', timeTo: '11:00', standardDuration: 30 },
]
const slots = daySlots({ date: '2030-01-14', weekly })
const at = (time: string) => ({ startsAt: new Date(`2030-01-14T${time}:00+02:00`) })

describe('placeBookings', () => {
  it('puts a booking in the slot its start falls in, and one outside every slot aside', () => {
    const placed = placeBookings(slots, [at('09:00'), at('09:40'), at('09:00'), at('12:00')])
    expect(placed.bySlot.map((b) => b.length)).toEqual([2, 1, 0, 0])
    expect(placed.offSchedule).toEqual([at('12:00')])
  })

  it('gives empty slots and nothing aside for a day without bookings', () => {
    expect(placeBookings(slots, [])).toEqual({ bySlot: [[], [], [], []], offSchedule: [] })
  })
})
