// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LabIndicatorResult, LabOrderResults } from '../../../domain/laboratory/lab-results.schema'
import { ApiError } from '../../lib/api/api-error'
import { approveOrderResults, fetchOrderResults, saveOrderResults } from './lab-results.api'
import { LabResultEntryPage } from './lab-result-entry-page'

vi.mock('./lab-results.api', () => ({
  labResultsKeys: { order: (id: number) => ['lab-results', 'order', id] },
  fetchOrderResults: vi.fn(),
  saveOrderResults: vi.fn(),
  approveOrderResults: vi.fn(),
  fetchResultsPdf: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const indicator = (over: Partial<LabIndicatorResult> = {}): LabIndicatorResult => ({
  code: 'HB',
  name: 'Гемоглобін',
  resultType: 'numeric',
  decimals: 0,
  options: [],
  unit: 'г/л',
  norm: '130–170',
  value: null,
  value2: null,
  flag: 'none',
  flag2: 'none',
  state: null,
  source: null,
  calculated: false,
  analyzer: null,
  enteredBy: null,
  enteredAt: null,
  approvedBy: null,
  approvedAt: null,
  ...over,
})

const results = (hb: Partial<LabIndicatorResult> = {}, approve = true): LabOrderResults => ({
  orderId: 7,
  orderCode: 'A-0007',
  orderDay: '2026-03-12',
  patient: { name: 'Ґонта Тарас', birthday: '1990-01-01', sex: 'male', ageDays: 13_219 },
  tests: [
    {
      testId: 1,
      line: 0,
      code: '1001',
      name: 'Загальний аналіз крові',
      resultMode: 'default',
      state: hb.value ? 'entered' : 'pending',
      indicators: [
        indicator(hb),
        indicator({
          code: 'COLOR',
          name: 'Колір',
          resultType: 'select',
          options: ['жовтий', 'червоний'],
          unit: null,
          norm: '',
        }),
      ],
    },
    {
      testId: 2,
      line: 1,
      code: '9000',
      name: 'Консультація',
      resultMode: 'noResult',
      state: 'no_result',
      indicators: [],
    },
  ],
  version: hb.value ? 1 : 0,
  may: { edit: true, approve },
})

function renderPage(first: LabOrderResults) {
  vi.mocked(fetchOrderResults).mockResolvedValue(first)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/laboratory/results/7']}>
        <Routes>
          <Route path="/laboratory/results/:orderId" element={<LabResultEntryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('the results entry screen', () => {
  it('saves a value and shows the server’s flag as a word, with the range; a noResult test says so', async () => {
    renderPage(results())
    const hb = await screen.findByRole('textbox', { name: 'Гемоглобін' })
    expect(screen.getByText('130–170')).toBeInTheDocument()
    expect(screen.getByText('без результату')).toBeInTheDocument()
    vi.mocked(saveOrderResults).mockResolvedValue(results({ value: '125', flag: 'low', state: 'entered' }))
    fireEvent.change(hb, { target: { value: '125' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('знижено')).toBeInTheDocument()
    expect(vi.mocked(saveOrderResults).mock.calls[0]![1].items[0]).toMatchObject({
      testId: 1,
      line: 0,
      indicatorCode: 'HB',
      value: '125',
    })
  })

  it('says which analyzer a value came from, and nothing of the kind for a typed one', async () => {
    renderPage(
      results({
        value: '152',
        flag: 'normal',
        state: 'entered',
        source: 'analyzer',
        analyzer: { id: 3, name: 'Mindray BS-240' },
      }),
    )
    expect(await screen.findByRole('textbox', { name: 'Гемоглобін' })).toHaveValue('152')
    expect(screen.getByText('з аналізатора Mindray BS-240')).toBeInTheDocument()
    cleanup()
    renderPage(results({ value: '152', flag: 'normal', state: 'entered', source: 'manual' }))
    await screen.findByRole('textbox', { name: 'Гемоглобін' })
    expect(screen.queryByText(/з аналізатора/)).toBeNull()
  })

  it('refuses a malformed number before sending, and keeps typed values when the server refuses one', async () => {
    renderPage(results())
    const hb = await screen.findByRole('textbox', { name: 'Гемоглобін' })
    fireEvent.change(hb, { target: { value: '12,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Вкажіть ціле число')).toBeInTheDocument()
    expect(saveOrderResults).not.toHaveBeenCalled()
    vi.mocked(saveOrderResults).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте правильність заповнення полів',
        errors: { 'items.1.value': ['Оберіть значення зі списку'] },
      }),
    )
    fireEvent.change(hb, { target: { value: '140' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Колір' }), { target: { value: 'жовтий' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Оберіть значення зі списку')).toBeInTheDocument()
    expect(hb).toHaveValue('140')
  })

  it('approves after a confirmation and shows who approved; without the right there is no button', async () => {
    renderPage(results({ value: '150', flag: 'normal', state: 'entered' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Затвердити' }))
    const dialog = await screen.findByRole('alertdialog')
    vi.mocked(approveOrderResults).mockResolvedValue(
      results({
        value: '150',
        flag: 'normal',
        state: 'approved',
        approvedBy: { id: 5, name: 'Оксана Лаборантка' },
        approvedAt: '2026-03-12T09:30:00.000Z',
      }),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Затвердити' }))
    await waitFor(() => expect(screen.getByText(/Оксана Лаборантка/)).toBeInTheDocument())
    expect(approveOrderResults).toHaveBeenCalledWith(7)
    cleanup()
    renderPage(results({ value: '150', state: 'entered' }, false))
    await screen.findByRole('textbox', { name: 'Гемоглобін' })
    expect(screen.queryByRole('button', { name: 'Затвердити' })).toBeNull()
  })
})
