// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Service } from '../../../domain/services/service.schema'
import { ApiError } from '../../lib/api/api-error'
import { ServiceForm } from './service-form'
import { createService, updateService } from './services.api'
import type { ServiceChoices } from './use-service-choices'

vi.mock('./services.api', () => ({
  serviceKeys: { all: ['services'], one: (id: number) => ['services', 'one', id] },
  createService: vi.fn(),
  updateService: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const choices: ServiceChoices = {
  categories: [
    { id: 1, label: 'Консультації', level: 1 },
    { id: 5, label: 'Консультації › Педіатрія', level: 2 },
  ],
  doctors: [
    { id: 11, name: 'Коваль Ірина' },
    { id: 12, name: 'Шевченко Петро' },
  ],
}

const c201: Service = {
  id: 4,
  uuid: '00000000-0000-4000-8000-000000000004',
  version: 3,
  code: 'C201',
  name: 'Консультація педіатра, первинна',
  categoryId: 5,
  categoryPath: ['Консультації', 'Педіатрія'],
  standardDuration: 30,
  maxDiscount: 20,
  noSchedule: false,
  published: true,
  // Oleh is no longer an active doctor, but still performs the service.
  doctors: [
    { id: 11, name: 'Коваль Ірина' },
    { id: 19, name: 'Олег Звільнений' },
  ],
}

function renderForm(service: Service | null, onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ServiceForm service={service} choices={choices} online onDone={onDone} />
    </QueryClientProvider>,
  )
  return { onDone }
}

describe('the service form', () => {
  it('says what is missing or out of range next to each field and sends nothing', async () => {
    renderForm(null)
    fireEvent.change(screen.getByLabelText('Тривалість, хв *'), { target: { value: '601' } })
    fireEvent.change(screen.getByLabelText('Максимальна знижка, % *'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Додати послугу' }))
    expect(await screen.findByText('Вкажіть код послуги')).toBeInTheDocument()
    expect(screen.getByText('Вкажіть назву послуги')).toBeInTheDocument()
    expect(screen.getByText('Оберіть категорію')).toBeInTheDocument()
    expect(screen.getByText('Тривалість — ціле число хвилин від 5 до 600')).toBeInTheDocument()
    expect(screen.getByText('Максимальна знижка — ціле число від 0 до 100')).toBeInTheDocument()
    expect(screen.getByLabelText('Тривалість, хв *')).toHaveAttribute('aria-invalid', 'true')
    expect(createService).not.toHaveBeenCalled()
  })

  it('edits the duration and the doctors, keeping a doctor no longer active, against the version', async () => {
    vi.mocked(updateService).mockResolvedValue({ ...c201, version: 4 })
    const { onDone } = renderForm(c201)
    expect(screen.getByRole('checkbox', { name: 'Олег Звільнений' })).toBeChecked()
    fireEvent.change(screen.getByLabelText('Тривалість, хв *'), { target: { value: '45' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Шевченко Петро' }))
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    const [id, body] = vi.mocked(updateService).mock.calls[0]!
    expect(id).toBe(4)
    expect(body).toMatchObject({ version: 3, standardDuration: 45, categoryId: 5, code: 'C201' })
    expect([...body.doctorIds!].sort()).toEqual([11, 12, 19])
  })

  it('shows the server’s refusal on its field, and after a conflict the current service', async () => {
    vi.mocked(updateService).mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте правильність заповнення полів',
        errors: { code: ['Послуга з таким кодом вже є'] },
      }),
    )
    renderForm(c201)
    fireEvent.change(screen.getByLabelText('Код *'), { target: { value: 'C202' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Послуга з таким кодом вже є')).toBeInTheDocument()
    expect(screen.getByLabelText('Код *')).toHaveAttribute('aria-invalid', 'true')

    vi.mocked(updateService).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'version_conflict',
        message: 'Запис уже змінив інший користувач',
        current: { ...c201, version: 5, standardDuration: 40 },
      }),
    )
    fireEvent.change(screen.getByLabelText('Код *'), { target: { value: 'C201' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(screen.getByLabelText('Тривалість, хв *')).toHaveValue('40'))
  })
})
