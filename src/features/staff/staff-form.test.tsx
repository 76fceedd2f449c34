// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffUser, StaffUserChoices } from '../../../domain/staff/staff-users.schema'
import { ApiError } from '../../lib/api/api-error'
import { StaffForm } from './staff-form'
import { updateStaffUser } from './staff.api'

vi.mock('./staff.api', () => ({
  staffKeys: { all: ['staff-users'], one: (id: number) => ['staff-users', 'one', id] },
  createStaffUser: vi.fn(),
  updateStaffUser: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const choices: StaffUserChoices = {
  roles: [
    { id: 1, name: 'Адміністратор' },
    { id: 4, name: 'Касир' },
  ],
  filials: [
    { id: 1, name: 'Київ, Хрещатик' },
    { id: 4, name: 'Львів, Городоцька' },
  ],
  staffGroups: [{ id: 4, name: 'Реєстратура' }],
  specializations: [],
  warehouses: [],
  cashRegisters: [
    { id: 1, name: 'Каса 1', filialId: 1 },
    { id: 2, name: 'Каса 2', filialId: 1 },
    { id: 7, name: 'Каса 1', filialId: 4 },
  ],
  doctors: [
    { id: 11, name: 'Коваленко Олена Петрівна', userId: 4 },
    { id: 12, name: 'Шевчук Андрій Миколайович', userId: 3 },
  ],
}

const cashier: StaffUser = {
  id: 4,
  login: 'cashier',
  name: 'Марія Касирка',
  roleId: 4,
  extraRoleIds: [],
  filialIds: [1],
  staffGroupIds: [4],
  specializationIds: [],
  warehouseIds: [],
  cashRegisterIds: [1],
  clientId: null,
  clientName: null,
  doctorId: null,
  doctorName: null,
  mustApproveOnline: false,
  isActive: true,
  version: 3,
}

function renderForm(onDone = vi.fn(), user = cashier) {
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <StaffForm user={user} choices={choices} online onDone={onDone} />
    </QueryClientProvider>,
  )
  return { onDone }
}

const group = (name: string) => screen.getByRole('group', { name })

describe('the staff form', () => {
  it('offers only the cash registers of the chosen filials, and drops those of a filial unticked', async () => {
    vi.mocked(updateStaffUser).mockResolvedValue({ ...cashier, version: 4 })
    const { onDone } = renderForm()
    expect(within(group('Київ, Хрещатик')).getByRole('checkbox', { name: 'Каса 1' })).toBeChecked()
    expect(screen.queryByRole('group', { name: 'Львів, Городоцька' })).toBeNull()

    fireEvent.click(within(group('Філіали')).getByRole('checkbox', { name: 'Львів, Городоцька' }))
    fireEvent.click(within(group('Львів, Городоцька')).getByRole('checkbox', { name: 'Каса 1' }))
    fireEvent.click(within(group('Філіали')).getByRole('checkbox', { name: 'Київ, Хрещатик' }))
    expect(screen.queryByRole('group', { name: 'Київ, Хрещатик' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(updateStaffUser).toHaveBeenCalledWith(
      4,
      expect.objectContaining({ filialIds: [4], cashRegisterIds: [7], doctorId: null, version: 3 }),
    )
  })

  it('keeps the account’s doctor card, and shows a refusal of it under the field', async () => {
    vi.mocked(updateStaffUser).mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте поля',
        errors: { doctor_id: ['Цього лікаря вже пов’язано з іншим обліковим записом'] },
      }),
    )
    renderForm(vi.fn(), { ...cashier, doctorId: 11, doctorName: 'Коваленко Олена Петрівна' })
    const field = screen.getByRole('combobox', { name: 'Лікар (картка співробітника)' })
    expect(field).toHaveTextContent('Коваленко Олена Петрівна')
    expect(field).toHaveAccessibleDescription(/Лікар бачить свій день в АРМ лікаря/)
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Цього лікаря вже пов’язано з іншим обліковим записом')).toBeVisible()
    expect(updateStaffUser).toHaveBeenCalledWith(4, expect.objectContaining({ doctorId: 11 }))
  })

  it('offers the active doctors: the account’s own card, another account’s shown but not choosable', async () => {
    vi.mocked(updateStaffUser).mockResolvedValue({ ...cashier, version: 4 })
    const { onDone } = renderForm()
    const field = screen.getByRole('combobox', { name: 'Лікар (картка співробітника)' })
    expect(field).toHaveTextContent('— не лікар —')
    field.focus()
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    const list = await screen.findByRole('listbox')
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('aria-disabled') === 'true']),
    ).toEqual([
      ['— не лікар —', false],
      // The cashier (user 4) holds Коваленко's card already: still theirs to keep.
      ['Коваленко Олена Петрівна', false],
      ['Шевчук Андрій Миколайович — пов’язано з іншим обліковим записом', true],
    ])
    fireEvent.click(within(list).getByRole('option', { name: 'Коваленко Олена Петрівна' }))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(field).toHaveTextContent('Коваленко Олена Петрівна')

    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(updateStaffUser).toHaveBeenCalledWith(4, expect.objectContaining({ doctorId: 11 }))
  })

  it('names a linked card that is no longer an active doctor’s, instead of a blank field', () => {
    renderForm(vi.fn(), { ...cashier, doctorId: 99, doctorName: 'Мельник Петро Іванович' })
    expect(screen.getByRole('combobox', { name: 'Лікар (картка співробітника)' })).toHaveTextContent(
      'Мельник Петро Іванович — більше не серед лікарів',
    )
  })

  it('shows the server’s refusal on its field, and after a conflict the current data', async () => {
    vi.mocked(updateStaffUser).mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте поля',
        errors: { cash_register_ids: ['Каса не належить обраним філіалам'] },
      }),
    )
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Каса не належить обраним філіалам')).toBeVisible()

    vi.mocked(updateStaffUser).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'version_conflict',
        message: 'Запис змінено',
        current: { ...cashier, name: 'Марія Нова', version: 5 },
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(screen.getByLabelText('Імʼя та прізвище *')).toHaveValue('Марія Нова'))
    vi.mocked(updateStaffUser).mockResolvedValue({ ...cashier, version: 6 })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() =>
      expect(updateStaffUser).toHaveBeenLastCalledWith(4, expect.objectContaining({ version: 5 })),
    )
  })

  it('answers a password typed differently twice in words', async () => {
    const { staffPasswordFormSchema } = await import('../../../domain/staff/staff-users.schema')
    const r = staffPasswordFormSchema.safeParse({ password: 'long-enough', repeat: 'other' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('Паролі не збігаються')
  })
})
