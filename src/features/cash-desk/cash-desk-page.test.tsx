// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CashShift, DeskRegister, ShiftTotals } from '../../../domain/cash-desk/cash-desk.schema'
import { ApiError } from '../../lib/api/api-error'
import { fetchDeskRegisters, runShiftAction, sendServiceCash } from './cash-desk.api'
import { CashDeskPage } from './cash-desk-page'

vi.mock('./cash-desk.api', () => ({
  cashDeskKeys: { registers: ['cash-desk', 'registers'] },
  fetchDeskRegisters: vi.fn(),
  runShiftAction: vi.fn(),
  sendServiceCash: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true })
  // React Query heard «offline» and pauses its queries until told the browser is back.
  onlineManager.setOnline(true)
})

const totals = (over: Partial<ShiftTotals> = {}): ShiftTotals => ({
  isZ: false,
  serial: 3,
  payments: [
    { kind: 'cash', sellSum: 65_000, returnSum: 0, serviceIn: 50_000, serviceOut: 20_000 },
    { kind: 'cashless', sellSum: 123_450, returnSum: 23_050, serviceIn: 0, serviceOut: 0 },
  ],
  sellCount: 3,
  returnCount: 1,
  balance: 95_000,
  ...over,
})

const shift = (over: Partial<CashShift> = {}): CashShift => ({
  id: 1,
  serial: 3,
  status: 'open',
  openedAt: '2026-03-12T07:15:00.000Z',
  openedBy: 'Марія Касирка',
  closedAt: null,
  closedBy: null,
  lastX: null,
  lastXAt: null,
  zReport: null,
  ...over,
})

const online: DeskRegister['offline'] = {
  since: null,
  inRowHours: 0,
  monthHours: 0,
  queued: 0,
  codesLeft: 50,
  lastError: null,
  warnings: [],
  queue: [],
}

const register = (over: Partial<DeskRegister> = {}): DeskRegister => ({
  id: 1,
  name: 'Каса 1',
  filialId: 1,
  filialName: 'Київ, Хрещатик',
  fiscalNumber: '4000000001',
  configured: true,
  shift: null,
  offline: online,
  ...over,
})

const bare = register({ id: 3, filialId: 2, filialName: 'Київ, Оболонь', configured: false })

function renderPage(list: DeskRegister[]) {
  vi.mocked(fetchDeskRegisters).mockResolvedValue({ data: list })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CashDeskPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const button = (name: string | RegExp) => screen.getByRole('button', { name })

describe('the cash desk', () => {
  it('opens a shift on the chosen register, then takes an X report and shows its totals by payment type', async () => {
    renderPage([bare, register()])
    // The first register that is set up is chosen.
    expect(await screen.findByRole('button', { name: 'Київ, Хрещатик — Каса 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByText(/Зміну не відкрито/)).toBeInTheDocument()
    expect(button('X-звіт')).toBeDisabled()
    expect(button('Закрити зміну (Z-звіт)')).toBeDisabled()

    vi.mocked(runShiftAction).mockResolvedValueOnce(register({ shift: shift() }))
    fireEvent.click(button('Відкрити зміну'))
    expect(
      await screen.findByText(/Зміна № 3 відкрита 12\.03\.2026 \d\d:15 \(Марія Касирка\)/),
    ).toBeInTheDocument()
    expect(runShiftAction).toHaveBeenCalledWith(1, 'open-shift')
    expect(button('Відкрити зміну')).toBeDisabled()

    vi.mocked(runShiftAction).mockResolvedValueOnce(
      register({ shift: shift({ lastX: totals(), lastXAt: '2026-03-12T10:00:00.000Z' }) }),
    )
    fireEvent.click(button('X-звіт'))
    const report = await screen.findByRole('region', { name: /X-звіт зміни № 3, 12\.03\.2026/ })
    const cash = within(report).getByRole('row', { name: /Готівка/ })
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['650,00 грн', '0,00 грн', '500,00 грн', '200,00 грн'])
    const card = within(report).getByRole('row', { name: /Безготівка/ })
    expect(within(card).getAllByRole('cell')[0]).toHaveTextContent('1 234,50 грн')
    expect(within(report).getByText(/Готівка в касі/)).toHaveTextContent('Готівка в касі: 950,00 грн')
  })

  it('closes the shift only after confirmation, and shows the Z report', async () => {
    renderPage([register({ shift: shift() })])
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити зміну (Z-звіт)' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Закрити зміну?' })
    fireEvent.click(within(ask).getByRole('button', { name: 'Скасувати' }))
    expect(runShiftAction).not.toHaveBeenCalled()

    vi.mocked(runShiftAction).mockResolvedValueOnce(
      register({
        shift: shift({
          status: 'closed',
          closedAt: '2026-03-12T16:00:00.000Z',
          closedBy: 'Марія Касирка',
          zReport: totals({ isZ: true }),
        }),
      }),
    )
    fireEvent.click(button('Закрити зміну (Z-звіт)'))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Закрити зміну (Z-звіт)' }),
    )
    expect(await screen.findByRole('region', { name: /Z-звіт зміни № 3/ })).toBeInTheDocument()
    expect(runShiftAction).toHaveBeenCalledWith(1, 'close-shift')
    expect(screen.getByText(/Остання зміна № 3 закрита/)).toBeInTheDocument()
    expect(button('Відкрити зміну')).toBeEnabled()
  })

  it('deposits service cash typed in hryvnias; a refusal keeps the amount and a retry is the same operation', async () => {
    renderPage([register({ shift: shift() })])
    fireEvent.click(await screen.findByRole('button', { name: 'Службове внесення' }))
    const dialog = await screen.findByRole('dialog', { name: 'Службове внесення' })
    const amount = within(dialog).getByLabelText('Сума')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Провести' }))
    expect(await within(dialog).findByText('«Сума»: сума в гривнях, напр. 45,50')).toBeInTheDocument()
    expect(sendServiceCash).not.toHaveBeenCalled()

    fireEvent.change(amount, { target: { value: '500,5' } })
    vi.mocked(sendServiceCash).mockRejectedValueOnce(
      new ApiError({
        status: 503,
        code: 'fiscal_unavailable',
        message: 'Каса Checkbox недоступна, спробуйте пізніше',
      }),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Провести' }))
    expect(await within(dialog).findByText('Каса Checkbox недоступна, спробуйте пізніше')).toBeInTheDocument()
    expect(amount).toHaveValue('500,5')

    vi.mocked(sendServiceCash).mockResolvedValueOnce({
      register: register({ shift: shift() }),
      receipt: { id: 'x', direction: 'in', amount: 50_050, status: 'done', fiscalCode: '123' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Провести' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [first, second] = vi.mocked(sendServiceCash).mock.calls
    expect(first).toEqual([1, { id: expect.any(String) as string, direction: 'in', amount: 50_050 }])
    expect(second?.[1].id).toBe(first?.[1].id)
  })

  it('shows the provider’s refusal in Ukrainian', async () => {
    renderPage([register()])
    vi.mocked(runShiftAction).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'fiscal_refused',
        message: 'Checkbox не прийняв ключ ліцензії каси',
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Відкрити зміну' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkbox не прийняв ключ ліцензії каси')
  })

  it('offers nothing on a register that is not set up, nor offline', async () => {
    renderPage([bare, register({ shift: shift() })])
    fireEvent.click(await screen.findByRole('button', { name: 'Київ, Оболонь — Каса 1' }))
    expect(screen.getByText(/Касу не налаштовано/)).toBeInTheDocument()
    expect(button('Відкрити зміну')).toBeDisabled()

    fireEvent.click(button('Київ, Хрещатик — Каса 1'))
    expect(button('X-звіт')).toBeEnabled()
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false })
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByText(/Немає мережі/)).toBeInTheDocument()
    for (const name of ['X-звіт', 'Службове внесення', 'Службове вилучення', 'Закрити зміну (Z-звіт)'])
      expect(button(name)).toBeDisabled()
  })

  it('shows an offline register’s run, queue and warnings, and uploads it on request', async () => {
    const offline = register({
      shift: shift(),
      offline: {
        since: '2026-03-12T08:00:00.000Z',
        inRowHours: 31.5,
        monthHours: 40,
        queued: 2,
        codesLeft: 8,
        lastError: 'Каса досі недоступна: офлайн-чеки буде вивантажено, щойно вона відповість',
        warnings: [
          'До ліміту 36 годин офлайн поспіль лишилося 4 год 30 хв',
          'Зарезервованих офлайн-номерів лишилося: 8',
        ],
        queue: [
          {
            id: '8f0e2c36-3f4c-4c53-9d1c-6d7c1c1a0001',
            orderId: 41,
            orderCode: 'KV01-000041',
            kind: 'sale',
            total: 125_050,
            offlineCode: '512345.1.4821',
            offlineAt: '2026-03-12T08:00:00.000Z',
          },
        ],
      },
    })
    renderPage([offline])
    const panel = await screen.findByRole('region', { name: 'Офлайн-режим каси' })
    expect(within(panel).getByRole('status')).toHaveTextContent(
      /Каса працює офлайн з 12\.03\.2026 \d\d:00 \(31 год 30 хв поспіль; цього місяця 40 год з 168 год\)\. Чеків у черзі на вивантаження: 2\. Офлайн-номерів лишилося: 8\./,
    )
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'До ліміту 36 годин офлайн поспіль лишилося 4 год 30 хв',
    )
    const row = within(panel).getByRole('row', { name: /512345\.1\.4821/ })
    expect(row).toHaveTextContent('KV01-000041')
    expect(row).toHaveTextContent('1 250,50 грн')

    vi.mocked(runShiftAction).mockResolvedValueOnce(register({ shift: shift() }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Вивантажити офлайн-чеки' }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Офлайн-режим каси' })).not.toBeInTheDocument(),
    )
    expect(runShiftAction).toHaveBeenCalledWith(1, 'upload-offline')
    expect(screen.getByText(/Зарезервовано офлайн-номерів на випадок втрати звʼязку: 50/)).toBeInTheDocument()
  })
})
