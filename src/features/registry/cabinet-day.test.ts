import { describe, expect, it } from 'vitest'
import type { RegistryDay, RegistrySlot } from '../../../domain/schedule/registry-day.schema'
import { cabinetDays } from './cabinet-day'

const at = (t: string) => `2031-03-04T${t}:00+02:00`
const slot = (time: string, end: string, cabinet: number, states: string[] = []): RegistrySlot => ({
  scheduleId: 1,
  time,
  startsAt: at(time),
  // As the server sends them: ends as UTC instants.
  endsAt: new Date(at(end)).toISOString(),
  cabinetId: cabinet,
  cabinet: String(100 + cabinet),
  filialName: 'Філія на Хрещатику',
  capacity: 1,
  past: false,
  bookings: states.map((state, i) => ({
    serviceId: 1,
    serviceName: 'Консультація',
    seat: i + 1,
    startsAt: at(time),
    endsAt: at(end),
    order: {
      id: Number(time.replace(':', '')),
      code: `MC-${time}`,
      patient: `Пацієнт ${time}`,
      state,
      stateLabel: state,
      paid: false,
      services: ['Консультація'],
      mayEdit: true,
    },
  })),
})

const day = (doctors: Array<{ name: string; slots: RegistrySlot[] }>): RegistryDay => ({
  date: '2031-03-04',
  truncated: false,
  choices: { cities: [], filials: [], specializations: [], doctors: [] },
  doctors: doctors.map((d, i) => ({
    id: i + 1,
    name: d.name,
    specialization: null,
    services: [],
    slots: d.slots,
    offSchedule: [],
  })),
})

describe('a cabinet’s day', () => {
  const d = day([
    {
      name: 'Коваль О. П.',
      slots: [
        slot('09:00', '09:30', 1, ['payed_cash']),
        slot('09:30', '10:00', 1, ['done_part']),
        slot('10:00', '10:30', 1),
        slot('10:30', '11:00', 1),
        slot('11:00', '11:30', 1, ['confirmed']),
        slot('11:30', '12:00', 1),
      ],
    },
    { name: 'Шевчук І. В.', slots: [slot('14:00', '14:30', 2, ['deleted']), slot('14:30', '15:00', 2)] },
  ])
  const now = Date.parse(at('09:40'))

  it('names who is inside, who is next and the free time from now on, by cabinet', () => {
    const [first, second] = cabinetDays(d, now)
    expect(first).toMatchObject({ title: 'Кабінет 101', doctors: ['Коваль О. П.'], booked: 3 })
    expect(first!.inside.map((v) => v.booking.order?.patient)).toEqual(['Пацієнт 09:30'])
    expect(first!.next?.booking.order?.patient).toBe('Пацієнт 11:00')
    expect(first!.free).toEqual([
      { from: '10:00', to: '11:00' },
      { from: '11:30', to: '12:00' },
    ])
    // A cancelled booking waits for nobody; its slot stays taken until it is unbooked.
    expect(second).toMatchObject({ title: 'Кабінет 102', inside: [], next: null })
    expect(second!.free).toEqual([{ from: '14:30', to: '15:00' }])
  })

  it('leaves out time already over and bookings that ended', () => {
    const late = Date.parse(at('11:40'))
    const [first] = cabinetDays(d, late)
    expect(first!.next).toBeNull()
    expect(first!.free).toEqual([{ from: '11:30', to: '12:00' }])
  })
})
