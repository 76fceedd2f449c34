// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatMoney } from '../../../domain/pricing/money'
import {
  EXPORT_FAILED,
  JOIN_REPORTS_OFF,
  NOTHING_FOUND,
  type ReportAnswer,
} from '../../../domain/reports/define-report'
import { PERIOD_TOO_LONG, presetPeriod } from '../../../domain/reports/report-period'
import { kyivDay } from '../../../domain/time/kyiv'
import { ApiError } from '../../lib/api/api-error'
import { saveFile } from '../../lib/save-file'
import type { OfflineDb } from '../../offline/db'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import type { ReferenceGet } from '../../offline/references/reference-loader'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { ReportPage } from './report-page'
import { downloadReport } from './reports.api'
import type * as ReportsApi from './reports.api'

vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }))
vi.mock('./reports.api', async (original) => ({
  ...(await original<typeof ReportsApi>()),
  downloadReport: vi.fn(),
}))

const options = {
  cityId: [{ id: 1, name: 'Київ' }],
  filialId: [{ id: 2, name: 'Поділ' }],
  insuranceCompanyId: [{ id: 3, name: 'Уніка' }],
  userIds: [
    { id: 1, name: 'Адміністратор' },
    { id: 2, name: 'Реєстратор' },
  ],
}

const buildAnswer = (over: Partial<ReportAnswer> = {}): ReportAnswer => ({
  rows: [
    { day: '2026-03-02', orders: 3, confirmed: 2, lines: 5, sum: 170_000, discount: 17_000, toPay: 153_000 },
    { day: '2026-03-03', orders: 1, confirmed: 1, lines: 1, sum: 45_050, discount: 0, toPay: 45_050 },
  ],
  totals: { orders: 4, confirmed: 3, lines: 6, sum: 215_050, discount: 17_000, toPay: 198_050 },
  total: 2,
  page: 1,
  pageSize: 15,
  generatedAt: '2026-03-05T08:30:00.000Z',
  ...over,
})

let get: ReturnType<typeof vi.fn<ReferenceGet>>
let db: OfflineDb
let answer: () => Promise<unknown>

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  answer = () => Promise.resolve(buildAnswer())
  get = vi.fn<ReferenceGet>((path) => (path.endsWith('/options') ? Promise.resolve(options) : answer()))
  db = freshDb()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.mocked(downloadReport).mockReset()
  vi.mocked(saveFile).mockReset()
})

function Where() {
  return <output data-testid="where">{useLocation().search}</output>
}

function openReport(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/reports/:name',
        element: (
          <>
            <ReportPage />
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

const reportCalls = () =>
  get.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/reports/') && !p.endsWith('/options'))

const typeDay = (label: string, text: string) => {
  const input = screen.getByLabelText<HTMLInputElement>(label)
  act(() => {
    input.value = text
    fireEvent.input(input)
  })
}

describe('a report page', () => {
  it('asks nothing until a period is applied, then puts the filters in the address and asks with them', async () => {
    openReport('/reports/sales')
    expect(screen.getByRole('heading', { level: 1, name: 'Продажі' })).toBeVisible()
    expect(screen.getByText(/видалені замовлення не враховано/)).toBeVisible()
    expect(await screen.findByRole('option', { name: 'Поділ' })).toBeInTheDocument()
    expect(reportCalls()).toEqual([])
    expect(screen.getByLabelText('Тип дати')).toHaveValue('created')

    typeDay('З', '01.03.2026')
    typeDay('По', '05.03.2026')
    fireEvent.change(screen.getByLabelText('Тип дати'), { target: { value: 'completed' } })
    fireEvent.change(screen.getByLabelText('Філіал'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '?from=2026-03-01&to=2026-03-05&dateType=completed&filialId=2',
      ),
    )
    await waitFor(() =>
      expect(reportCalls()).toEqual([
        '/reports/sales?from=2026-03-01&to=2026-03-05&dateType=completed&filialId=2',
      ]),
    )
    expect(await screen.findAllByTestId('report-row')).toHaveLength(2)
    expect(screen.getByLabelText('З')).toHaveValue('01.03.2026')
    expect(screen.getByLabelText('Філіал')).toHaveValue('2')
  })

  it('with joined reports on, takes several filials as one report and shows a refusal on them', async () => {
    await db.references.put({
      key: '/current-state',
      data: { data: { modules: { joinReports: true } } },
      fetchedAt: Date.now(),
    })
    const filials = [
      { id: 2, name: 'Поділ' },
      { id: 5, name: 'Оболонь' },
    ]
    get = vi.fn<ReferenceGet>((path) =>
      path.endsWith('/options') ? Promise.resolve({ ...options, filialId: filials }) : answer(),
    )
    answer = () =>
      Promise.reject(
        new ApiError({
          status: 422,
          code: 'validation_failed',
          message: 'Перевірте поля',
          errors: { filial_ids: [JOIN_REPORTS_OFF] },
        }),
      )
    openReport('/reports/sales')
    const group = await screen.findByRole('group', { name: 'Філіали (обʼєднаний звіт)' })
    expect(screen.queryByLabelText('Філіал')).not.toBeInTheDocument()
    expect(screen.getByText('Не обрано жодного — усі філіали')).toBeVisible()
    await within(group).findByLabelText('Оболонь')
    typeDay('З', '01.03.2026')
    typeDay('По', '05.03.2026')
    fireEvent.click(within(group).getByLabelText('Поділ'))
    fireEvent.click(within(group).getByLabelText('Оболонь'))
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))
    await waitFor(() =>
      expect(reportCalls()).toEqual([
        '/reports/sales?from=2026-03-01&to=2026-03-05&dateType=created&filialIds=2,5',
      ]),
    )
    // The module switched off meanwhile: the server's word shows on the list, which stays to be cleared.
    expect(
      await within(await screen.findByRole('group', { name: 'Філіали (обʼєднаний звіт)' })).findByRole(
        'alert',
      ),
    ).toHaveTextContent(JOIN_REPORTS_OFF)
  })

  it('fills the period from a preset of Kyiv’s today, and offers «3 місяці» disabled with the reason', async () => {
    openReport('/reports/sales')
    const preset = screen.getByLabelText('Період')
    const months3 = within(preset).getByRole('option', { name: /3 місяці/ })
    expect(months3).toBeDisabled()
    expect(months3).toHaveTextContent('не більше 30 днів')
    fireEvent.change(preset, { target: { value: 'thisWeek' } })
    const week = presetPeriod('thisWeek', kyivDay(new Date()))!
    const shown = (iso: string) => iso.split('-').reverse().join('.')
    expect(screen.getByLabelText('З')).toHaveValue(shown(week.from))
    expect(screen.getByLabelText('По')).toHaveValue(shown(week.to))
    await screen.findByRole('option', { name: 'Поділ' })
  })

  it('refuses a period over 30 days on its field without asking the server', async () => {
    openReport('/reports/sales')
    typeDay('З', '01.01.2026')
    typeDay('По', '05.03.2026')
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))
    expect(await screen.findByText(PERIOD_TOO_LONG)).toBeVisible()
    expect(screen.getByLabelText('По')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('where')).toHaveTextContent(/^$/)
    expect(reportCalls()).toEqual([])
  })

  it('shows the server’s refusal on its field', async () => {
    answer = () =>
      Promise.reject(
        new ApiError({
          status: 422,
          code: 'validation_failed',
          message: 'Перевірте поля',
          errors: { city_id: ['Такого міста немає'] },
        }),
      )
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05&cityId=9')
    expect(await screen.findByText('Такого міста немає')).toBeVisible()
    expect(screen.getByLabelText('Місто')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Перевірте поля')).toBeNull()
  })

  it('formats the rows by kind and shows the totals, with the chart above the table', async () => {
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05')
    const rows = await screen.findAllByTestId('report-row')
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual([
      '02.03.2026',
      '3',
      '2',
      '5',
      formatMoney(170_000),
      formatMoney(17_000),
      formatMoney(153_000),
    ])
    const totals = screen.getByTestId('report-totals')
    expect(within(totals).getByRole('rowheader', { name: 'Разом' })).toBeVisible()
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '3', '6', formatMoney(215_050), formatMoney(17_000), formatMoney(198_050)])
    expect(await screen.findByRole('group', { name: 'До сплати за день' })).toBeInTheDocument()
  })

  it('shows times on Kyiv’s clock and minutes as hours, with pages in the address', async () => {
    answer = () =>
      Promise.resolve(
        buildAnswer({
          rows: [
            {
              day: '2026-03-02',
              user: 'Реєстратор',
              start: '2026-03-02T06:05:00.000Z',
              end: '2026-03-02T13:10:00.000Z',
              sessions: 2,
              minutes: 425,
            },
          ],
          totals: { sessions: 2, minutes: 425 },
          total: 31,
          page: 2,
        }),
      )
    openReport('/reports/activity-report?from=2026-03-01&to=2026-03-05&userIds=2&page=2')
    const [row] = await screen.findAllByTestId('report-row')
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02.03.2026', 'Реєстратор', '02.03.2026 08:05', '02.03.2026 15:10', '2', '7 год 05 хв'])
    expect(reportCalls()).toEqual(['/reports/activity-report?from=2026-03-01&to=2026-03-05&userIds=2&page=2'])
    const pager = screen.getByRole('navigation', { name: 'Сторінки звіту' })
    expect(pager).toHaveTextContent('Сторінка 2 з 3 · знайдено 31')
    expect(within(pager).getByRole('link', { name: 'Наступна' })).toHaveAttribute(
      'href',
      '/reports/activity-report?from=2026-03-01&to=2026-03-05&userIds=2&page=3',
    )
    expect(await screen.findByRole('checkbox', { name: 'Реєстратор' })).toBeChecked()
    expect(screen.queryByRole('group', { name: /за/ })).toBeNull()
  })

  it('sends the chosen users as one list of ids', async () => {
    openReport('/reports/activity-report?from=2026-03-01&to=2026-03-05')
    await screen.findAllByTestId('report-row')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Адміністратор' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Реєстратор' }))
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe(
        '/reports/activity-report?from=2026-03-01&to=2026-03-05&userIds=1,2&page=1',
      ),
    )
  })

  it('asks again for the same filters on «Сформувати»', async () => {
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05&dateType=created')
    await screen.findAllByTestId('report-row')
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))
    await waitFor(() => expect(reportCalls()).toHaveLength(2))
  })

  it('says the report cannot be read without the permission', async () => {
    answer = () => Promise.reject(new ApiError({ status: 403, code: 'forbidden', message: 'Немає доступу' }))
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05')
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTHING_FOUND)
  })

  it('says when nothing is found', async () => {
    answer = () => Promise.resolve(buildAnswer({ rows: [], totals: {}, total: 0 }))
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05')
    expect(await screen.findByText(NOTHING_FOUND)).toBeVisible()
    expect(screen.queryByTestId('report-table')).toBeNull()
  })

  it('exports under the address’s filters and says when the export fails', async () => {
    const file = new Blob(['xlsx'])
    vi.mocked(downloadReport).mockResolvedValueOnce(file).mockRejectedValueOnce(new Error('500'))
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05&cityId=1')
    await screen.findAllByTestId('report-row')
    fireEvent.click(screen.getByRole('button', { name: 'Експорт в Excel' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file, 'Продажі 01.03.2026–05.03.2026.xlsx'))
    expect(downloadReport).toHaveBeenCalledWith(
      'sales',
      'from=2026-03-01&to=2026-03-05&dateType=created&cityId=1',
    )
    expect(screen.queryByText(EXPORT_FAILED)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Експорт в Excel' }))
    expect(await screen.findByText(EXPORT_FAILED)).toBeVisible()
  })

  it('shows the copy kept on the device offline, with the time it was made', async () => {
    const path = '/reports/sales?from=2026-03-01&to=2026-03-05&dateType=created'
    await db.references.put({ key: path, data: buildAnswer(), server: buildAnswer(), fetchedAt: 1, rev: 1 })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    answer = () => Promise.reject(new ApiError({ status: 0, code: 'network', message: 'Немає звʼязку' }))
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05&dateType=created')
    expect(
      await screen.findByText(/Немає мережі: показано збережену копію, сформовану 05\.03\.2026 10:30/),
    ).toBeVisible()
    expect(screen.getAllByTestId('report-row')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Експорт в Excel' })).toBeDisabled()
  })

  it('asks a report of the stock as it is now at once, without a period, with the days typed in', async () => {
    get = vi.fn<ReferenceGet>((path) =>
      path.endsWith('/options')
        ? Promise.resolve({ warehouseId: [{ id: 4, name: 'Центральний склад' }], stockCategoryId: [] })
        : Promise.resolve(buildAnswer({ rows: [], totals: {}, total: 0 })),
    )
    vi.mocked(downloadReport).mockResolvedValueOnce(new Blob(['xlsx']))
    openReport('/reports/expired-goods')
    expect(screen.getByRole('heading', { level: 1, name: 'Прострочені товари' })).toBeVisible()
    expect(screen.queryByLabelText('Період')).toBeNull()
    expect(screen.queryByLabelText('З')).toBeNull()
    await waitFor(() => expect(reportCalls()).toEqual(['/reports/expired-goods?page=1']))
    expect(await screen.findByText(NOTHING_FOUND)).toBeVisible()
    expect(screen.queryByText(/Оберіть період/)).toBeNull()

    const days = screen.getByLabelText('Термін спливає за, днів')
    expect(screen.getByText('Порожньо — за налаштуванням товару (або 30 днів)')).toBeVisible()
    fireEvent.change(days, { target: { value: '1о4' } })
    expect(days).toHaveValue('14')
    fireEvent.change(await screen.findByLabelText('Склад'), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('?warehouseId=4&expiringDays=14'),
    )
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe('/reports/expired-goods?warehouseId=4&expiringDays=14&page=1'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Експорт в Excel' }))
    const today = kyivDay(new Date()).split('-').reverse().join('.')
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `Прострочені товари ${today}.xlsx`),
    )
  })

  it('offers the document types of the warehouse operations as fixed choices, and ignores a bad one in a link', async () => {
    openReport('/reports/warehouse-operations?from=2026-03-01&to=2026-03-05&operationKind=gift')
    await waitFor(() =>
      expect(reportCalls()).toEqual(['/reports/warehouse-operations?from=2026-03-01&to=2026-03-05&page=1']),
    )
    const kind = screen.getByLabelText('Тип документа')
    expect(within(kind).getByRole('option', { name: 'Усі документи' })).toBeInTheDocument()
    expect(within(kind).getByRole('option', { name: 'Прибуткова накладна' })).toBeInTheDocument()
    fireEvent.change(kind, { target: { value: 'order' } })
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe(
        '/reports/warehouse-operations?from=2026-03-01&to=2026-03-05&operationKind=order&page=1',
      ),
    )
    expect(screen.getByLabelText('Тип документа')).toHaveDisplayValue('Замовлення клієнта')
  })

  it('says offline that a report never opened here needs the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    answer = () => Promise.reject(new ApiError({ status: 0, code: 'network', message: 'Немає звʼязку' }))
    openReport('/reports/sales?from=2026-03-01&to=2026-03-05')
    expect(await screen.findByText(/цього звіту на пристрої ще немає/)).toBeVisible()
  })
})
