import { describe, expect, it } from 'vitest'
import type { RegistryDay, RegistryDoctor, RegistrySlot } from '../../../domain/schedule/registry-day.schema'
import { cabinetColumns, doctorColumns, slotDoctors, weekColumns, weekOf } from './registry-columns'

const slot = (time: string, cabinetId: number | null, date = '2030-01-14'): RegistrySlot => ({
  scheduleId: 1,
  time,
  startsAt: `${date}T${time}:00+02:00`,
  endsAt: `${date}T${time}:30+02:00`,
  cabinetId,
  cabinet: cabinetId === null ? null : String(100 + cabinetId),
  filialName: cabinetId === null ? null : 'Філія на Хрещатику',
  capacity: 1,
  past: false,
  bookings: [],
})
const doctor = (id: number, name: string, slots: RegistrySlot[]): RegistryDoctor => ({
  id,
  name,
  specialization: 'Терапевт',
  services: [],
  slots,
  offSchedule: [],
})
const day = (date: string, doctors: RegistryDoctor[]): RegistryDay => ({
  date,
  doctors,
  truncated: false,
  choices: { cities: [], filials: [], specializations: [], doctors: [] },
})

describe('registry grid columns', () => {
  const a = doctor(1, 'Коваленко Олена', [slot('09:00', 1), slot('09:30', 1)])
  const b = doctor(2, 'Шевчук Андрій', [slot('14:00', 1), slot('10:00', 2), slot('11:00', null)])
  const monday = day('2030-01-14', [a, b])

  it('puts each doctor in a column, or each cabinet with its doctors’ slots by time, no cabinet last', () => {
    expect(doctorColumns(monday).map((c) => c.title)).toEqual(['Коваленко Олена', 'Шевчук Андрій'])
    const cabinets = cabinetColumns(monday)
    expect(cabinets.map((c) => c.title)).toEqual(['Кабінет 101', 'Кабінет 102', 'Без кабінету'])
    expect(cabinets[0]!.slots.map((s) => s.time)).toEqual(['09:00', '09:30', '14:00'])
    expect(cabinets[0]!.subtitle).toBe('Філія на Хрещатику · Коваленко Олена, Шевчук Андрій')
  })

  it('knows the doctor of every slot, whatever the columns', () => {
    const of = slotDoctors([monday])
    expect(of.get(cabinetColumns(monday)[0]!.slots[2]!)?.name).toBe('Шевчук Андрій')
  })

  it('lays one doctor’s week from Monday, a day they do not work or not loaded yet being an empty column', () => {
    expect(weekOf('2030-01-16')).toEqual([
      '2030-01-14',
      '2030-01-15',
      '2030-01-16',
      '2030-01-17',
      '2030-01-18',
      '2030-01-19',
      '2030-01-20',
    ])
    expect(weekOf('2030-01-20')[0]).toBe('2030-01-14')
    const dates = weekOf('2030-01-14')
    const days = [monday, day('2030-01-15', [b]), undefined, ...Array<undefined>(4)]
    const cols = weekColumns(dates, days, 1)
    expect(cols.map((c) => c.title).slice(0, 3)).toEqual([
      'Пн, 14.01.2030',
      'Вт, 15.01.2030',
      'Ср, 16.01.2030',
    ])
    expect(cols.map((c) => c.subtitle).slice(0, 3)).toEqual([null, 'не працює', 'завантаження…'])
    expect(cols[0]!.slots).toHaveLength(2)
  })
})
