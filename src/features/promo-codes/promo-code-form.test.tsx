// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PromoCode } from '../../../domain/promo-codes/promo-code.schema'
import { ApiError } from '../../lib/api/api-error'
import { PromoCodeForm } from './promo-code-form'
import { createPromoCode, updatePromoCode } from './promo-codes.api'

vi.mock('./promo-codes.api', () => ({
  promoKeys: { all: ['promo-codes'], one: (id: number) => ['promo-codes', 'one', id] },
  createPromoCode: vi.fn(),
  updatePromoCode: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const choices = { companies: [{ id: 1, name: 'Страхова А' }], paymentTypes: [{ id: 1, name: 'Готівка' }] }

const spring: PromoCode = {
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  version: 2,
  code: 'SPRING10',
  percent: 10,
  dateFrom: null,
  dateTo: null,
  perpetual: true,
  active: true,
  isDefault: false,
  contractorId: null,
  paymentTypeId: null,
  insuranceCompanyId: null,
  multipleUse: true,
  count: null,
  symbolCount: null,
  symbolSet: null,
  padTo: null,
  usedCount: 0,
}

function renderForm(promo: PromoCode | null, onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PromoCodeForm promo={promo} choices={choices} online onDone={onDone} />
    </QueryClientProvider>,
  )
  return { onDone }
}

describe('the promo code form', () => {
  it('asks for the dates once "Безстроковий" is off, and leaves an empty code to the server', async () => {
    vi.mocked(createPromoCode).mockResolvedValue({ ...spring, id: 9, code: 'AB12CD34' })
    const { onDone } = renderForm(null)
    expect(screen.getByLabelText('Діє з')).toBeDisabled()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Безстроковий' }))
    expect(screen.getByLabelText('Діє з')).toBeEnabled()
    fireEvent.change(screen.getByLabelText('Знижка, % *'), { target: { value: '7,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Додати промокод' }))
    expect(await screen.findAllByText('Вкажіть період дії або оберіть «безстроковий»')).toHaveLength(2)
    expect(createPromoCode).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Безстроковий' }))
    fireEvent.click(screen.getByRole('button', { name: 'Додати промокод' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    const body = vi.mocked(createPromoCode).mock.calls[0]![0]
    expect(body).toMatchObject({ percent: 7.5, perpetual: true, multipleUse: false })
    expect(body.code).toBeUndefined()
  })

  it('shows the server’s refusal on its field, and after a conflict the current code', async () => {
    vi.mocked(updatePromoCode).mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте поля',
        errors: { code: ['Такий промокод вже існує'] },
      }),
    )
    renderForm(spring)
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: 'once15' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Такий промокод вже існує')).toBeVisible()
    expect(updatePromoCode).toHaveBeenCalledWith(1, expect.objectContaining({ code: 'ONCE15', version: 2 }))

    vi.mocked(updatePromoCode).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'version_conflict',
        message: 'Запис змінено',
        current: { ...spring, percent: 12, version: 3 },
      }),
    )
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: 'SPRING10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(screen.getByLabelText('Знижка, % *')).toHaveValue('12'))
  })
})
