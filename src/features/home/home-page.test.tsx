// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TubeSearchAnswer } from '../../../domain/laboratory/lab-tubes.schema'
import { ApiError } from '../../lib/api/api-error'
import { SessionContext, type Session } from '../../lib/session/session-context'
import { HomePage } from './home-page'
import { fetchTube } from './tube-search.api'

vi.mock('./tube-search.api', () => ({
  tubeSearchKey: (b: string) => ['lab', 'tubes', 'search', b],
  fetchTube: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const answer: TubeSearchAnswer = {
  tube: {
    id: 7,
    orderId: 42,
    barcode: 'KV00001234',
    state: 'collected',
    stateLabel: 'Біоматеріал взято',
    container: { id: 1, name: 'EDTA (фіолетова кришка)' },
    departmentId: 1,
    volumeMl: 3.5,
    collectedAt: '2026-03-12T07:20:00.000Z',
    sentAt: null,
    receivedAt: null,
    rejectedAt: null,
    rejectionReason: null,
    handOverBatch: null,
    version: 2,
    tests: [
      {
        mcTestId: 11,
        name: 'Загальний аналіз крові',
        code: '1001',
        state: 'sampled',
        stateLabel: 'Біоматеріал взято',
      },
      { mcTestId: 13, name: 'ШОЕ', code: '1003', state: 'sampled', stateLabel: 'Біоматеріал взято' },
    ],
  },
  order: {
    id: 42,
    code: 'МС-000042',
    state: 'confirmed',
    createdAt: '2026-03-12T07:00:00.000Z',
    firstConfirmedAt: '2026-03-12T07:05:00.000Z',
    clientName: 'Петренко Олена Іванівна',
    clientBirthday: '1985-04-02',
  },
}

function openHome(permissions: Record<string, boolean>) {
  const session = {
    status: 'signed-in',
    user: { id: 1, name: 'Оксана', login: 'lab', permissions, modules: [], taskToMe: 0 },
  } as unknown as Session // only the signed-in user is read by the page
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] })
  render(
    <SessionContext value={session}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionContext>,
  )
}

/** What a scanner does: the whole barcode at once (with its CR/LF), then Enter. */
function scan(text: string) {
  const field = screen.getByLabelText('Пошук пробірки за штрихкодом')
  fireEvent.change(field, { target: { value: text } })
  fireEvent.submit(field.closest('form')!)
}

describe('home tube search', () => {
  it('finds a scanned tube: container, barcode, state, tests and the order’s link', async () => {
    vi.mocked(fetchTube).mockResolvedValue(answer)
    openHome({ crmLabSee: true })
    // The lab sees no order search (it reads no order list), only the tube search.
    expect(screen.queryByText('Пошук замовлення')).not.toBeInTheDocument()
    scan('KV00001234\r\n')
    const card = await screen.findByRole('article', { name: 'Пробірка KV00001234' })
    expect(vi.mocked(fetchTube).mock.calls[0]![0]).toBe('KV00001234')
    expect(within(card).getByText('EDTA (фіолетова кришка)')).toBeInTheDocument()
    const rows = within(card).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      'Загальний аналіз кровіБіоматеріал взято',
      'ШОЕБіоматеріал взято',
    ])
    expect(within(card).getByRole('link', { name: 'МС-000042' })).toHaveAttribute('href', '/mc-cart/42')
    expect(card).toHaveTextContent('Петренко Олена Іванівна')
  })

  it('says «Штрихкод не знайдено» for a barcode no tube has', async () => {
    vi.mocked(fetchTube).mockRejectedValue(
      new ApiError({ status: 404, code: 'not_found', message: 'Штрихкод не знайдено' }),
    )
    openHome({ crmLabSee: true })
    scan('NOPE-1')
    expect(await screen.findByRole('alert')).toHaveTextContent('Штрихкод не знайдено')
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('searches what a person typed after a pause, without Enter', async () => {
    vi.mocked(fetchTube).mockResolvedValue(answer)
    openHome({ crmLabSee: true })
    fireEvent.change(screen.getByLabelText('Пошук пробірки за штрихкодом'), {
      target: { value: 'KV00001234' },
    })
    expect(await screen.findByRole('article', {}, { timeout: 2000 })).toBeInTheDocument()
    expect(fetchTube).toHaveBeenCalledTimes(1)
  })

  it('is not shown without crmLabSee or crmMcOrdersShow', () => {
    openHome({ crmWarehouseSee: true })
    expect(screen.queryByLabelText('Пошук пробірки за штрихкодом')).not.toBeInTheDocument()
  })
})
