// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DoctorsArm, DoctorsArmVisit } from '../../../domain/registry/doctors-arm'
import { DoctorDayPrintPage } from './doctor-day-print-page'
import { openPrint, textOf } from './testing/render-print'

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const route = { path: '/print/doctor', element: <DoctorDayPrintPage /> }

const visit = (over: Partial<DoctorsArmVisit>): DoctorsArmVisit => ({
  orderId: 11,
  code: 'МЦ-000011',
  patient: 'Коваль Олена Петрівна',
  clientId: 5,
  birthday: '1990-04-02',
  startsAt: '2026-11-27T10:00:00+02:00',
  endsAt: '2026-11-27T10:30:00+02:00',
  cabinet: '12',
  state: 'confirmed',
  stateLabel: 'Підтверджено',
  paid: false,
  queue: 'Очікують',
  lines: [
    {
      serviceId: 3,
      name: 'Консультація терапевта',
      startsAt: '2026-11-27T10:00:00+02:00',
      protocol: { id: 4, state: 'approved', createdAt: '2026-11-27T10:05:00+02:00' },
    },
    { serviceId: 4, name: 'ЕКГ', startsAt: '2026-11-27T10:15:00+02:00', protocol: null },
  ],
  mayReceive: true,
  ...over,
})

const day = (over: Partial<DoctorsArm> = {}): DoctorsArm => ({
  date: '2026-11-27',
  doctor: { id: 1, name: 'Шевчук Андрій Миколайович', specialization: 'Терапевт' },
  own: true,
  doctors: [],
  visits: [
    visit({}),
    visit({
      orderId: 9,
      code: 'МЦ-000009',
      patient: 'Бондар Іван',
      birthday: null,
      startsAt: '2026-11-27T08:30:00+02:00',
      endsAt: '2026-11-27T09:00:00+02:00',
      lines: [
        {
          serviceId: 3,
          name: 'Консультація терапевта',
          startsAt: '2026-11-27T08:30:00+02:00',
          protocol: { id: 2, state: 'saved', createdAt: '2026-11-27T08:35:00+02:00' },
        },
      ],
    }),
  ],
  hidden: 1,
  ...over,
})

describe('the doctor’s day sheet', () => {
  it('lists the day’s visits in time order with patient, birth date, services and protocol states', async () => {
    openPrint(route, '/print/doctor?date=2026-11-27&doctorId=1', {
      answers: { '/registry/doctors-arm?date=2026-11-27&doctorId=1': day() },
    })
    const sheet = await screen.findByRole('article', { name: 'Лист прийому лікаря для друку' })
    expect(textOf(sheet)).toContain('ЛікарШевчук Андрій Миколайович')
    expect(textOf(sheet)).toContain('Дата27.11.2026')
    expect(textOf(sheet)).toContain('Пацієнтів2')
    expect(textOf(sheet)).toContain('Ще 1 — замовлення, яких ви не бачите')
    const rows = within(screen.getByRole('table', { name: 'Записи дня' }))
      .getAllByRole('row')
      .slice(1)
    const cells = rows.map((r) => within(r).getAllByRole('cell').map(textOf))
    expect(cells).toEqual([
      ['08:30–09:00', 'Бондар ІванМЦ-000009', '08:30 Консультація терапевта', 'Збережено', '12'],
      [
        '10:00–10:30',
        'Коваль Олена Петрівнад. н. 02.04.1990МЦ-000011',
        '10:00 Консультація терапевта10:15 ЕКГ',
        'Затвердженоне створено',
        '12',
      ],
    ])
    expect(screen.getByRole('button', { name: 'Друкувати' })).toBeInTheDocument()
  })

  it('asks for today (Kyiv) and the user’s own day when the address names neither', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T22:30:00Z'), toFake: ['Date'] })
    const { asked } = openPrint(route, '/print/doctor', {
      answers: {
        '/registry/doctors-arm?date=2026-11-28': day({ date: '2026-11-28', visits: [], hidden: 0 }),
      },
    })
    expect(await screen.findByText('На цей день записів немає.')).toBeInTheDocument()
    expect(asked).toEqual(['/registry/doctors-arm?date=2026-11-28'])
  })

  it('says so when the account is not linked to a doctor and none was named', async () => {
    openPrint(route, '/print/doctor?date=2026-11-27', {
      answers: { '/registry/doctors-arm?date=2026-11-27': day({ doctor: null, own: false, visits: [] }) },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Ваш обліковий запис не пов’язано з лікарем')
  })

  it('answers a malformed date or doctor in words, without asking the server', async () => {
    const bad = openPrint(route, '/print/doctor?date=27.11.2026')
    expect(await screen.findByRole('alert')).toHaveTextContent('Дата в адресі має бути у форматі РРРР-ММ-ДД')
    cleanup()
    const worse = openPrint(route, '/print/doctor?date=2026-11-27&doctorId=-3')
    expect(await screen.findByRole('alert')).toHaveTextContent('Номер лікаря в адресі має бути цілим')
    expect([...bad.asked, ...worse.asked]).toEqual([])
  })

  it('offline, says when the day is not on the device, and prints the one that is', async () => {
    const { db } = openPrint(route, '/print/doctor?date=2026-11-27', { offline: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Немає мережі, а цього дня лікаря на пристрої')
    await db.references.put({
      key: '/registry/doctors-arm?date=2026-11-27',
      data: day(),
      fetchedAt: Date.now(),
      rev: 1,
    })
    expect(await screen.findByRole('table', { name: 'Записи дня' })).toHaveTextContent('Бондар Іван')
  })
})
