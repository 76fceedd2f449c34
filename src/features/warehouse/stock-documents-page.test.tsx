// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchDocuments } from './stock-documents.api'
import type * as DocumentsApi from './stock-documents.api'
import { DOCUMENTS_EMPTY, StockDocumentsPage } from './stock-documents-page'
import { buildDocument, choices, openAt, VIEWER, Where } from './testing/stock-document-fixtures'

vi.mock('./use-stock-document-choices', async (original) => ({
  ...(await original<object>()),
  useStockDocumentChoices: () => choices,
}))
vi.mock('./stock-documents.api', async (original) => ({
  ...(await original<typeof DocumentsApi>()),
  fetchDocuments: vi.fn(),
}))

const { lines: _lines, ...incoming } = buildDocument()
const { lines: _none, ...transfer } = buildDocument({
  id: 8,
  kind: 'transfer',
  kindLabel: 'Переміщення',
  number: 'ПМ-000008',
  targetWarehouseId: 3,
  supplierId: null,
  state: 'signed',
  stateLabel: 'Підписано',
  total: 123_456,
})

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.mocked(fetchDocuments).mockResolvedValue({
    data: [incoming, transfer],
    meta: { page: 1, perPage: 20, total: 2 },
  })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.mocked(fetchDocuments).mockReset()
})

const open = (url = '/warehouse', permissions?: Record<string, boolean>) =>
  openAt(
    url,
    [
      {
        path: '/warehouse',
        element: (
          <>
            <StockDocumentsPage />
            <Where />
          </>
        ),
      },
    ],
    permissions,
  )

/** What a user reads in an element (the no-break spaces of uk-UA money as plain ones). */
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ')

describe('the warehouse documents list', () => {
  it('lists number, kind, date, stock → receiving stock, supplier, state and total', async () => {
    open()
    expect(screen.getByRole('heading', { level: 1, name: 'Складські документи' })).toBeVisible()
    const rows = await screen.findAllByTestId('document-row')
    expect(rows.map(text)).toEqual([
      'ПН-000007Прибуткова накладна05.03.2026Центральний складТОВ «Медпостач»Збережено300,00 грн',
      'ПМ-000008Переміщення05.03.2026Центральний склад → Склад Оболонь—Підписано1 234,56 грн',
    ])
    expect(within(rows[0]!).getByRole('link', { name: 'ПН-000007' })).toHaveAttribute(
      'href',
      '/warehouse/documents/7',
    )
    expect(fetchDocuments).toHaveBeenCalledWith('', expect.anything())
  })

  it('puts the filters in the address, dates typed DD.MM.YYYY, and asks with them', async () => {
    open()
    await screen.findAllByTestId('document-row')
    fireEvent.change(screen.getByLabelText('Склад'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Вид документа'), { target: { value: 'sales' } })
    fireEvent.change(screen.getByLabelText('Стан'), { target: { value: 'signed' } })
    fireEvent.input(screen.getByLabelText('Дата з'), { target: { value: '01.03.2026' } })
    fireEvent.input(screen.getByLabelText('Дата по'), { target: { value: '31.03.2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Показати' }))
    const query = 'warehouseId=2&kind=sales&state=signed&dateFrom=2026-03-01&dateTo=2026-03-31'
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/warehouse?${query}`))
    await waitFor(() => expect(fetchDocuments).toHaveBeenLastCalledWith(query, expect.anything()))
    expect(screen.getByLabelText('Дата з')).toHaveValue('01.03.2026')
    expect(screen.getByLabelText('Вид документа')).toHaveValue('sales')
  })

  it('reads the page and the filters from the address and says when nothing is found', async () => {
    vi.mocked(fetchDocuments).mockResolvedValue({ data: [], meta: { page: 2, perPage: 20, total: 0 } })
    open('/warehouse?state=deleted&kind=bogus&page=2')
    expect(await screen.findByText(DOCUMENTS_EMPTY)).toBeVisible()
    expect(fetchDocuments).toHaveBeenCalledWith('state=deleted&page=2', expect.anything())
    expect(screen.getByLabelText('Стан')).toHaveValue('deleted')
  })

  it('offers the new incoming, sales and transfer documents to a storekeeper', async () => {
    open()
    const menu = screen.getByRole('navigation', { name: 'Новий документ' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Прибуткова накладна', '/warehouse/documents/new?kind=incoming'],
      ['Видаткова накладна', '/warehouse/documents/new?kind=sales'],
      ['Переміщення', '/warehouse/documents/new?kind=transfer'],
    ])
    await screen.findAllByTestId('document-row')
  })

  it('hides «Новий документ» from a user who may only look', async () => {
    open('/warehouse', VIEWER)
    await screen.findAllByTestId('document-row')
    expect(screen.queryByRole('navigation', { name: 'Новий документ' })).toBeNull()
  })
})
