// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EXPORT_FAILED } from '../../../domain/reports/define-report'
import type { StockAvailabilityRow } from '../../../domain/warehouse/stock-document.schema'
import { ApiError } from '../../lib/api/api-error'
import { saveFile } from '../../lib/save-file'
import type { OfflineDb } from '../../offline/db'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import type { ReferenceGet } from '../../offline/references/reference-loader'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { AVAILABILITY_EMPTY, StockAvailabilityPage } from './stock-availability-page'
import { downloadAvailability } from './stock-availability.api'
import type * as AvailabilityApi from './stock-availability.api'

vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }))
vi.mock('./stock-availability.api', async (original) => ({
  ...(await original<typeof AvailabilityApi>()),
  downloadAvailability: vi.fn(),
}))

const options = {
  warehouses: [
    { id: 1, name: 'Центральний склад' },
    { id: 2, name: 'Склад Поділ' },
  ],
  categories: [{ id: 7, name: 'Медикаменти' }],
}

const row = (over: Partial<StockAvailabilityRow>): StockAvailabilityRow => ({
  warehouseId: 1,
  warehouseName: 'Центральний склад',
  productId: 1,
  productName: 'Бинт',
  categoryId: 7,
  categoryName: 'Медикаменти',
  balance: 25,
  useUnit: 'шт',
  storageUnit: 'уп',
  useUnitsPerStorageUnit: 10,
  storageUnits: 2,
  remainder: 5,
  balanceText: '2 уп + 5 шт',
  reserved: 0,
  reservedText: '0 шт',
  available: 25,
  availableText: '2 уп + 5 шт',
  minCount: 3,
  belowMin: true,
  nearestExpiry: '2026-12-08',
  expiryState: 'expiring',
  ...over,
})

const page = (data: StockAvailabilityRow[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 50, total },
  generatedAt: '2026-03-05T08:30:00.000Z',
})

const twoRows = page([
  // A pack held by an open order: 15 of the 25 pieces free.
  row({ reserved: 10, reservedText: '1 уп', available: 15, availableText: '1 уп + 5 шт' }),
  row({
    productId: 2,
    productName: 'Шприц 5 мл',
    categoryId: null,
    categoryName: null,
    balance: 7,
    storageUnits: 7,
    remainder: 0,
    useUnitsPerStorageUnit: 1,
    storageUnit: 'шт',
    balanceText: '7 шт',
    available: 7,
    availableText: '7 шт',
    minCount: 0,
    belowMin: false,
    nearestExpiry: '2026-01-02',
    expiryState: 'expired',
  }),
])

let get: ReturnType<typeof vi.fn<ReferenceGet>>
let db: OfflineDb
let answer: () => Promise<unknown>

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  answer = () => Promise.resolve(twoRows)
  get = vi.fn<ReferenceGet>((path) => (path.endsWith('/options') ? Promise.resolve(options) : answer()))
  db = freshDb()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.mocked(downloadAvailability).mockReset()
  vi.mocked(saveFile).mockReset()
})

function Where() {
  return <output data-testid="where">{useLocation().search}</output>
}

function openPage(url = '/warehouse/stock-availability') {
  const router = createMemoryRouter(
    [
      {
        path: '/warehouse/stock-availability',
        element: (
          <>
            <StockAvailabilityPage />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <OfflineContext.Provider
      value={{ db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: get }}
    >
      <RouterProvider router={router} />
    </OfflineContext.Provider>,
  )
}

const listCalls = () =>
  get.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/api/v2/warehouse/stock-availability?'))

describe('the stock availability page', () => {
  it('shows the balance in packs and pieces, the reserve, below the minimum and the expiry in words', async () => {
    openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Наявність товарів' })).toBeVisible()
    const rows = await screen.findAllByTestId('availability-row')
    expect(rows).toHaveLength(2)
    const first = within(rows[0]!)
    expect(first.getByText('Бинт')).toBeVisible()
    expect(first.getByText('2 уп + 5 шт (25 шт)')).toBeVisible()
    const cells = within(rows[0]!).getAllByRole('cell')
    const header = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(cells[header.indexOf('Резерв')]).toHaveTextContent('1 уп')
    expect(cells[header.indexOf('Доступно')]).toHaveTextContent('1 уп + 5 шт')
    expect(first.getByText('нижче мінімуму')).toBeVisible()
    expect(first.getByText('08.12.2026')).toBeVisible()
    expect(first.getByText('закінчується термін')).toBeVisible()
    const second = within(rows[1]!)
    // No reserve: everything in stock is available.
    expect(second.getAllByText('7 шт')).toHaveLength(2)
    expect(within(rows[1]!).getAllByRole('cell')[header.indexOf('Резерв')]).toHaveTextContent('—')
    expect(second.queryByText('нижче мінімуму')).toBeNull()
    expect(second.getByText('02.01.2026')).toBeVisible()
    expect(second.getByText('прострочено')).toBeVisible()
    expect(listCalls()).toEqual(['/api/v2/warehouse/stock-availability?perPage=50'])
  })

  it('puts the filters in the address and asks with them', async () => {
    openPage()
    await screen.findAllByTestId('availability-row')
    expect(await screen.findByRole('option', { name: 'Склад Поділ' })).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Назва'), { target: { value: ' бинт ' } })
    fireEvent.change(screen.getByLabelText('Склад', { selector: 'select' }), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Категорія'), { target: { value: '7' } })
    fireEvent.change(screen.getByLabelText(/Термін спливає за/), { target: { value: '3a0' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Лише нижче мінімуму' }))
    fireEvent.click(screen.getByRole('button', { name: 'Показати' }))
    const query = 'search=%D0%B1%D0%B8%D0%BD%D1%82&warehouseId=2&categoryId=7&belowMin=true&expiringDays=30'
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`?${query}`))
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe(`/api/v2/warehouse/stock-availability?perPage=50&${query}`),
    )
    expect(screen.getByLabelText('Склад', { selector: 'select' })).toHaveValue('2')
    expect(screen.getByRole('checkbox', { name: 'Лише нижче мінімуму' })).toBeChecked()
  })

  it('shows a loading state, then says when nothing is found', async () => {
    const pending: ((v: unknown) => void)[] = []
    answer = () => new Promise((r) => pending.push(r))
    openPage('/warehouse/stock-availability?belowMin=true')
    expect(await screen.findByText('Завантажуємо залишки…')).toBeInTheDocument()
    await waitFor(() => expect(pending.length).toBeGreaterThan(0))
    act(() => pending.forEach((r) => r(page([]))))
    expect(await screen.findByText(AVAILABILITY_EMPTY)).toBeVisible()
    expect(screen.queryByTestId('availability-table')).toBeNull()
  })

  it('pages through the address', async () => {
    answer = () => Promise.resolve({ ...page([row({})], 120), meta: { page: 2, perPage: 50, total: 120 } })
    openPage('/warehouse/stock-availability?categoryId=7&page=2')
    await screen.findAllByTestId('availability-row')
    expect(listCalls()).toEqual(['/api/v2/warehouse/stock-availability?perPage=50&categoryId=7&page=2'])
    const pager = screen.getByRole('navigation', { name: 'Сторінки списку товарів' })
    expect(pager).toHaveTextContent('Сторінка 2 з 3')
  })

  it('exports under the address’s filters without the page, and says when the export fails', async () => {
    const file = new Blob(['xlsx'])
    vi.mocked(downloadAvailability).mockResolvedValueOnce(file).mockRejectedValueOnce(new Error('500'))
    openPage('/warehouse/stock-availability?warehouseId=1&page=2')
    await screen.findAllByTestId('availability-row')
    fireEvent.click(screen.getByRole('button', { name: 'Експорт в Excel' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file, 'Наявність товарів.xlsx'))
    expect(downloadAvailability).toHaveBeenCalledWith('warehouseId=1')
    fireEvent.click(screen.getByRole('button', { name: 'Експорт в Excel' }))
    expect(await screen.findByText(EXPORT_FAILED)).toBeVisible()
  })

  it('shows the copy kept on the device offline, with the time it was made', async () => {
    const path = '/api/v2/warehouse/stock-availability?perPage=50'
    await db.references.put({ key: path, data: twoRows, server: twoRows, fetchedAt: 1, rev: 1 })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    answer = () => Promise.reject(new ApiError({ status: 0, code: 'network', message: 'Немає звʼязку' }))
    openPage()
    expect(
      await screen.findByText(/Немає мережі: показано збережену копію від 05\.03\.2026 10:30/),
    ).toBeVisible()
    expect(screen.getAllByTestId('availability-row')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Експорт в Excel' })).toBeDisabled()
  })

  it('says offline that a list never opened here needs the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    answer = () => Promise.reject(new ApiError({ status: 0, code: 'network', message: 'Немає звʼязку' }))
    openPage()
    expect(await screen.findByText(/цього списку на пристрої ще немає/)).toBeVisible()
  })
})
