// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api/api-error'
import { ExcelTransfer } from './excel-transfer'
import { downloadXlsx, uploadXlsx } from './excel-transfer.api'

vi.mock('./excel-transfer.api', () => ({ downloadXlsx: vi.fn(), uploadXlsx: vi.fn() }))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  vi.restoreAllMocks()
})

const xlsx = (name = 'прайс.xlsx') => new File([new Uint8Array([80, 75, 3, 4])], name)
function renderIt(onImported = vi.fn()) {
  render(
    <ExcelTransfer
      exportPath="/settings/price-lists/3/export"
      importPath="/settings/price-lists/3/import"
      fileName="Прайс-лист Базовий.xlsx"
      onImported={onImported}
    />,
  )
  return { onImported, input: screen.getByLabelText('Файл Excel для імпорту') }
}
const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } })

describe('Excel export and import buttons', () => {
  it('downloads the export under the given name', async () => {
    vi.mocked(downloadXlsx).mockResolvedValue(new Blob(['x']))
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:1')
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Прайс-лист Базовий.xlsx')
    })
    renderIt()
    fireEvent.click(screen.getByRole('button', { name: 'Експорт в Excel' }))
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled())
    expect(downloadXlsx).toHaveBeenCalledWith('/settings/price-lists/3/export')
    expect(created).toHaveBeenCalled()
  })

  it('imports a chosen file and says how many positions were created, changed and left', async () => {
    vi.mocked(uploadXlsx).mockResolvedValue({ created: 2, updated: 1_200, unchanged: 17 })
    const { onImported, input } = renderIt()
    const file = xlsx()
    choose(input, file)
    expect(await screen.findByRole('status')).toHaveTextContent('Створено 2, змінено 1 200, без змін 17')
    expect(uploadXlsx).toHaveBeenCalledWith('/settings/price-lists/3/import', file)
    expect(onImported).toHaveBeenCalledWith({ created: 2, updated: 1_200, unchanged: 17 })
  })

  it('lists the wrong rows of a refused file, and says nothing was stored', async () => {
    vi.mocked(uploadXlsx).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'import_failed',
        message: 'Помилка, перевірте файл імпорту.',
        body: {
          code: 'import_failed',
          message: 'Помилка, перевірте файл імпорту.',
          rows: [
            { row: 3, column: 'Код', message: 'Послугу з таким кодом не знайдено.' },
            { row: 7, column: 'Ціна, грн', message: 'Вкажіть число.' },
          ],
          total: 250,
        },
      }),
    )
    const { onImported, input } = renderIt()
    choose(input, xlsx())
    expect(await screen.findByRole('alert')).toHaveTextContent('Помилка, перевірте файл імпорту.')
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'РядокСтовпецьПомилка',
      '3КодПослугу з таким кодом не знайдено.',
      '7Ціна, грнВкажіть число.',
    ])
    expect(screen.getByText('Показано перші 2 з 250 помилок.')).toBeInTheDocument()
    expect(onImported).not.toHaveBeenCalled()
  })

  it('refuses a file that is not .xlsx without sending it, and shows the server’s other refusals', async () => {
    const { input } = renderIt()
    choose(input, xlsx('прайс.csv'))
    expect(await screen.findByRole('alert')).toHaveTextContent('потрібна книга Excel (.xlsx)')
    expect(uploadXlsx).not.toHaveBeenCalled()
    vi.mocked(uploadXlsx).mockRejectedValue(
      new ApiError({
        status: 413,
        code: 'payload_too_large',
        message: 'Файл завеликий: можна завантажити не більше 15 МБ.',
      }),
    )
    choose(input, xlsx())
    expect(await screen.findByText('Файл завеликий: можна завантажити не більше 15 МБ.')).toBeInTheDocument()
  })

  it('is disabled offline and says why', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderIt()
    expect(screen.getByRole('button', { name: 'Експорт в Excel' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Імпорт з Excel' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'зараз зв’язку немає, тож експорт та імпорт недоступні',
    )
  })
})
