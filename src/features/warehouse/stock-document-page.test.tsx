// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/api-error'
import { StockDocumentPage } from './stock-document-page'
import { formMessages } from './stock-document-values'
import { createDocument, fetchDocument, patchDocument, signDocument } from './stock-documents.api'
import type * as DocumentsApi from './stock-documents.api'
import { buildDocument, choices, openAt, VIEWER, Where } from './testing/stock-document-fixtures'

vi.mock('./use-stock-document-choices', async (original) => ({
  ...(await original<object>()),
  useStockDocumentChoices: () => choices,
}))
vi.mock('./stock-documents.api', async (original) => ({
  ...(await original<typeof DocumentsApi>()),
  fetchDocument: vi.fn(),
  createDocument: vi.fn(),
  patchDocument: vi.fn(),
  signDocument: vi.fn(),
  deleteDocument: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  for (const f of [fetchDocument, createDocument, patchDocument, signDocument]) vi.mocked(f).mockReset()
})

const page = (
  <>
    <StockDocumentPage />
    <Where />
  </>
)
const open = (url: string, permissions?: Record<string, boolean>) =>
  openAt(
    url,
    [
      { path: '/warehouse/documents/new', element: page },
      { path: '/warehouse/documents/:id', element: page },
      { path: '/403', element: <p>Немає доступу</p> },
    ],
    permissions,
  )

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ')
const line = (n: number) => screen.getByRole('group', { name: `Рядок ${n}` })

async function pickProduct(n: number, typed: string, name: string) {
  const box = within(line(n)).getByRole('combobox', { name: `Номенклатура ${n} *` })
  fireEvent.focus(box)
  fireEvent.change(box, { target: { value: typed } })
  fireEvent.click(await screen.findByRole('option', { name }))
}

describe('a new incoming invoice', () => {
  it('converts packs to pieces and the price per pack to kopiykas per piece', async () => {
    vi.mocked(createDocument).mockResolvedValue(buildDocument({ id: 9 }))
    open('/warehouse/documents/new?kind=incoming')
    expect(screen.getByRole('heading', { level: 1, name: 'Нова прибуткова накладна' })).toBeVisible()
    fireEvent.input(screen.getByLabelText('Дата документа *'), { target: { value: '05.03.2026' } })
    fireEvent.change(screen.getByLabelText('Склад *'), { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('Постачальник'), { target: { value: '5' } })
    expect(screen.getByLabelText('Підстава *')).toHaveValue('purchase')
    await pickProduct(1, 'смуж', 'Тест-смужки для глюкометра (50 шт)')
    const row = within(line(1))
    // The purchase price of the nomenclature is offered, per its storage unit.
    expect(row.getByLabelText('Ціна за уп')).toHaveValue('300,00')
    expect(row.getByLabelText('ПДВ')).toHaveValue('7')
    fireEvent.change(row.getByLabelText('Кількість 1 *'), { target: { value: '2' } })
    expect(row.getByTestId('line-0-use-quantity')).toHaveTextContent('= 100 шт')
    expect(text(row.getByTestId('line-0-sum'))).toBe('600,00 грн')
    expect(text(screen.getByTestId('document-total'))).toBe('600,00 грн')
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти документ' }))
    await waitFor(() => expect(createDocument).toHaveBeenCalledTimes(1))
    expect(vi.mocked(createDocument).mock.calls[0]![0]).toEqual({
      kind: 'incoming',
      documentDate: '2026-03-05',
      warehouseId: 1,
      targetWarehouseId: null,
      supplierId: 5,
      reason: 'purchase',
      comment: null,
      lines: [{ productId: 11, series: null, expiresOn: null, quantity: 100, unitCost: 600, vatRate: 7 }],
    })
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/warehouse/documents/9'))
  })

  it('sends pieces as typed when the use unit is chosen, the price per piece kept', async () => {
    vi.mocked(createDocument).mockResolvedValue(buildDocument({ id: 9 }))
    open('/warehouse/documents/new?kind=incoming')
    fireEvent.change(screen.getByLabelText('Склад *'), { target: { value: '2' } })
    await pickProduct(1, 'смуж', 'Тест-смужки для глюкометра (50 шт)')
    const row = within(line(1))
    fireEvent.change(row.getByLabelText('Одиниця'), { target: { value: 'use' } })
    fireEvent.change(row.getByLabelText('Кількість 1 *'), { target: { value: '7' } })
    fireEvent.change(row.getByLabelText('Ціна за шт'), { target: { value: '6,5' } })
    expect(text(row.getByTestId('line-0-sum'))).toBe('45,50 грн')
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти документ' }))
    await waitFor(() => expect(createDocument).toHaveBeenCalledTimes(1))
    expect(vi.mocked(createDocument).mock.calls[0]![0].lines).toEqual([
      { productId: 11, series: null, expiresOn: null, quantity: 7, unitCost: 650, vatRate: 7 },
    ])
  })

  it('says on each field what is missing, and sends nothing', async () => {
    open('/warehouse/documents/new?kind=incoming')
    fireEvent.change(screen.getByLabelText('Підстава *'), { target: { value: '' } })
    fireEvent.change(within(line(1)).getByLabelText('Кількість 1 *'), { target: { value: '1,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти документ' }))
    expect(await screen.findByText(formMessages.warehouse, { selector: '[role=alert]' })).toBeVisible()
    expect(screen.getByText(formMessages.reason, { selector: '[role=alert]' })).toBeVisible()
    expect(within(line(1)).getByText(formMessages.product, { selector: '[role=alert]' })).toBeVisible()
    expect(within(line(1)).getByText(formMessages.quantity, { selector: '[role=alert]' })).toBeVisible()
    expect(within(line(1)).getByLabelText('Кількість 1 *')).toHaveValue('1,5')
    expect(createDocument).not.toHaveBeenCalled()
  })

  it('asks a transfer for a receiving stock other than the issuing one', async () => {
    open('/warehouse/documents/new?kind=transfer')
    expect(screen.getByRole('heading', { level: 1, name: 'Нове переміщення' })).toBeVisible()
    expect(screen.queryByLabelText('Постачальник')).toBeNull()
    fireEvent.change(screen.getByLabelText('Склад-відправник *'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти документ' }))
    expect(await screen.findByText('Оберіть склад-отримувач')).toBeVisible()
    const target = screen.getByLabelText('Склад-отримувач *')
    expect(within(target).queryByRole('option', { name: 'Центральний склад' })).toBeNull()
  })

  it('shows the server’s refusal of a line on that line, keeping what was typed', async () => {
    vi.mocked(createDocument).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'stock_backdated',
        message: 'Перевірте поля',
        errors: {
          document_date: ['Дата документа раніше останньої підписаної інвентаризації складу (2026-03-06)'],
          'lines.0.product_id': ['Номенклатуру не знайдено'],
        },
      }),
    )
    open('/warehouse/documents/new?kind=incoming')
    fireEvent.change(screen.getByLabelText('Склад *'), { target: { value: '1' } })
    await pickProduct(1, 'шприц', 'Шприц 5 мл')
    fireEvent.change(within(line(1)).getByLabelText('Кількість 1 *'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти документ' }))
    expect(await within(line(1)).findByText('Номенклатуру не знайдено')).toBeVisible()
    expect(screen.getByText(/раніше останньої підписаної інвентаризації/)).toBeVisible()
    expect(within(line(1)).getByLabelText('Кількість 1 *')).toHaveValue('3')
  })

  it('sends a user without warehouse operations to the no-access page', async () => {
    open('/warehouse/documents/new?kind=incoming', VIEWER)
    expect(await screen.findByText('Немає доступу')).toBeVisible()
  })
})

describe('a saved document', () => {
  it('shows packs again, saves with its version and says so in words on a conflict', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(buildDocument())
    vi.mocked(patchDocument).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'version_conflict',
        message: 'Запис змінено',
        current: buildDocument({ version: 2, comment: 'Інший' }),
      }),
    )
    vi.mocked(patchDocument).mockResolvedValueOnce(buildDocument({ version: 3, comment: 'Поставка' }))
    open('/warehouse/documents/7')
    const row = within(await screen.findByRole('group', { name: 'Рядок 1' }))
    expect(row.getByLabelText('Кількість 1 *')).toHaveValue('2')
    expect(row.getByLabelText('Одиниця')).toHaveValue('storage')
    expect(row.getByLabelText('Ціна за уп')).toHaveValue('150,00')
    fireEvent.change(screen.getByLabelText('Коментар'), { target: { value: 'Поставка' } })
    expect(screen.getByRole('button', { name: 'Підписати' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText(/щойно змінив інший користувач/)).toBeVisible()
    expect(screen.getByLabelText('Коментар')).toHaveValue('Поставка')
    expect(vi.mocked(patchDocument).mock.calls[0]![1]).toMatchObject({ version: 1, comment: 'Поставка' })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(patchDocument).toHaveBeenCalledTimes(2))
    expect(vi.mocked(patchDocument).mock.calls[1]![1]).toMatchObject({
      version: 2,
      lines: [
        { productId: 11, series: 'A1', expiresOn: '2027-01-31', quantity: 100, unitCost: 300, vatRate: 7 },
      ],
    })
  })

  it('signs after a confirmation and then reads only', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(buildDocument())
    vi.mocked(signDocument).mockResolvedValue(
      buildDocument({ version: 2, state: 'signed', stateLabel: 'Підписано' }),
    )
    open('/warehouse/documents/7')
    fireEvent.click(await screen.findByRole('button', { name: 'Підписати' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Підписати документ № ПН-000007?' })
    expect(dialog).toHaveTextContent('залишки на складі зміняться')
    expect(signDocument).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Підписати' }))
    await waitFor(() => expect(signDocument).toHaveBeenCalledWith(7, 1))
    expect(await screen.findByText(/Документ підписано: його рух уже на складі/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Зберегти' })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('says why signing was refused (not enough stock)', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(
      buildDocument({ kind: 'sales', kindLabel: 'Видаткова накладна' }),
    )
    vi.mocked(signDocument).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'stock_not_enough',
        message: 'Недостатньо залишку «Тест-смужки» на складі: бракує 40 од.',
      }),
    )
    open('/warehouse/documents/7')
    fireEvent.click(await screen.findByRole('button', { name: 'Підписати' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Підписати' }))
    expect(await screen.findByText(/бракує 40 од\./)).toBeVisible()
  })
})

describe('a signed document', () => {
  const signed = buildDocument({ state: 'signed', stateLabel: 'Підписано', version: 2 })

  it('reads only: lines in pieces and packs, and deleting warns of the reversal', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(signed)
    open('/warehouse/documents/7')
    const [lineRow] = await screen.findAllByTestId('document-line')
    expect(text(lineRow!)).toContain('100 шт (2 уп)')
    expect(screen.getByText('ТОВ «Медпостач»')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Підписати' })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Видалити документ № ПН-000007?' })
    expect(dialog).toHaveTextContent('сервер сторнує його рух')
  })

  it('shows no actions to a user who may only look', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(buildDocument())
    open('/warehouse/documents/7', VIEWER)
    expect(await screen.findByText('Ви можете лише переглядати складські документи.')).toBeVisible()
    for (const name of ['Підписати', 'Видалити', 'Зберегти'])
      expect(screen.queryByRole('button', { name })).toBeNull()
  })
})
