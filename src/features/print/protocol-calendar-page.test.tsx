// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import { buildProtocol } from '../../shared/protocols/testing/build-protocol'
import { ProtocolCalendarPage } from './protocol-calendar-page'
import { openPrint, textOf } from './testing/render-print'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  // Kyiv's today: the entries still ahead are those from this day on.
  vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z'), toFake: ['Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const route = { path: '/protocol/:id/print/calendar', element: <ProtocolCalendarPage /> }

const protocol = (over: Partial<Protocol> = {}) =>
  buildProtocol({
    state: 'saved',
    version: 1,
    doctor: { id: 1, name: 'Шевчук А. М.' },
    visitAt: '2026-11-27T09:30:00+02:00',
    nextVisitDate: '2026-12-11',
    ...over,
  })

const entry = (over: Partial<PreviousEntry>): PreviousEntry => ({
  id: 1,
  uuid: 'e1',
  version: 1,
  createdAt: '2026-11-20',
  doctorId: 2,
  doctorName: 'Бондар О. І.',
  deadlineAt: '2027-01-15',
  type: 2,
  comment: 'контроль аналізів',
  isNearVisit: 0,
  clientId: 5,
  client: {
    id: 5,
    uuid: 'c5',
    name: 'Олена',
    surname: 'Коваль',
    patronymic: null,
    pib: 'Коваль Олена',
    birthday: '1990-04-02',
    phone: null,
    email: null,
    male: 'woman',
  },
  orderId: null,
  updatedAt: '2026-11-20T10:00:00Z',
  ...over,
})

const entries = (rows: PreviousEntry[]) => ({
  data: rows,
  meta: { page: 1, perPage: 100, total: rows.length },
})
const entriesPath = '/previous-orders/api?clientId=5&perPage=100'

describe('the protocol’s visit calendar', () => {
  it('marks the visit, the next visit and the open entries ahead on Monday-first months, and lists them', async () => {
    openPrint(route, '/protocol/7/print/calendar', {
      answers: {
        '/api/v2/protocols/7': protocol(),
        [entriesPath]: entries([
          entry({}),
          // Turned into an order already, and one whose day is gone: neither is ahead.
          entry({ id: 2, uuid: 'e2', deadlineAt: '2026-12-01', orderId: 40 }),
          entry({ id: 3, uuid: 'e3', deadlineAt: '2026-11-20' }),
        ]),
      },
    })
    // The client's entries come after the protocol: the calendar takes them in as they arrive.
    await screen.findByRole('cell', { name: '15.01.2027: Попередній запис' })
    const sheet = screen.getByRole('article', { name: 'Календар візитів для друку' })
    expect(textOf(sheet)).toContain('ПацієнтКоваль Олена')
    expect(textOf(sheet)).toContain('Дата і час прийому27.11.2026 09:30')
    expect(textOf(sheet)).toContain('Наступний візит11.12.2026')
    const months = within(sheet)
      .getAllByRole('table')
      .map((t) => t.querySelector('caption')?.textContent)
      .filter(Boolean)
    expect(months).toEqual(['Листопад 2026', 'Грудень 2026', 'Січень 2027'])
    const november = within(sheet).getAllByRole('table')[0]!
    expect(within(november).getAllByRole('columnheader').map(textOf)).toEqual([
      'Пн',
      'Вт',
      'Ср',
      'Чт',
      'Пт',
      'Сб',
      'Нд',
    ])
    expect(within(sheet).getByRole('cell', { name: '27.11.2026: Прийом' })).toBeInTheDocument()
    expect(within(sheet).getByRole('cell', { name: '11.12.2026: Наступний візит' })).toBeInTheDocument()
    expect(within(sheet).getByRole('cell', { name: '15.01.2027: Попередній запис' })).toBeInTheDocument()
    expect(within(sheet).getByRole('cell', { name: '01.12.2026' })).toBeInTheDocument()
    const list = within(sheet).getByRole('table', { name: 'Візити' })
    expect(within(list).getAllByRole('row').slice(1).map(textOf)).toEqual([
      '27.11.2026ПрийомКонсультація терапевта · Шевчук А. М.',
      '11.12.2026Наступний візитШевчук А. М.',
      '15.01.2027Попередній записБондар О. І. · Повторне · контроль аналізів',
    ])
    expect(screen.getByRole('button', { name: 'Друкувати' })).toBeInTheDocument()
  })

  it('prints the protocol’s own days without the entries for a user who may not read clients', async () => {
    const { asked } = openPrint(route, '/protocol/7/print/calendar', {
      answers: { '/api/v2/protocols/7': protocol({ nextVisitDate: null }) },
      permissions: { crmProtocolsApprove: true },
    })
    const sheet = await screen.findByRole('article', { name: 'Календар візитів для друку' })
    expect(textOf(sheet)).toContain('Наступний візитне призначено')
    expect(within(sheet).getByRole('cell', { name: '27.11.2026: Прийом' })).toBeInTheDocument()
    expect(asked).toEqual(['/api/v2/protocols/7'])
  })

  it('says honestly when the entries are not on the device, and when there are no dates yet', async () => {
    openPrint(route, '/protocol/7/print/calendar', {
      answers: { '/api/v2/protocols/7': protocol({ visitAt: null, nextVisitDate: null }) },
    })
    expect(
      await screen.findByText('У протоколі ще немає ні дати прийому, ні наступного візиту.'),
    ).toBeInTheDocument()
    expect(await screen.findByText(/Попередніх записів пацієнта на цьому пристрої немає/)).toBeInTheDocument()
  })

  it('answers a malformed protocol number in words', async () => {
    openPrint(route, '/protocol/x1/print/calendar')
    expect(await screen.findByRole('alert')).toHaveTextContent('Протокол не знайдено')
  })
})
