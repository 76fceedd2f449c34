// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../domain/api/zod-locale'
import type { InsuranceCompany } from '../../../domain/insurance-companies/insurance-company.schema'
import { ApiError } from '../../lib/api/api-error'
import { ContractProfile } from './contract-profile-page'
import { ContractorForm } from './contractor-form'
import { regenerateAccessToken, updateContractor } from './contractors.api'
import { linkErrors } from './link-rows'

vi.mock('./contractors.api', () => ({
  contractorKeys: { all: ['contractors'], one: (id: number) => ['contractors', 'one', id] },
  CONTRACTOR_PERMISSION: 'crmSettingsEdit',
  CONTRACTORS_PATH: '/settings/finances/insurance-companies',
  createContractor: vi.fn(),
  updateContractor: vi.fn(),
  regenerateAccessToken: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const choices = {
  cities: [
    { id: 1, name: 'Київ' },
    { id: 2, name: 'Львів' },
    { id: 3, name: 'Одеса' },
  ],
  filials: [{ id: 10, name: 'Київ, Хрещатик' }],
  paymentTypes: [{ id: 5, name: 'Картка' }],
  priceLists: [{ id: 7, name: 'Послуги — Київ' }],
}

const tas: InsuranceCompany = {
  id: 4,
  uuid: '00000000-0000-4000-8000-000000000004',
  version: 2,
  name: 'СК «ТАС»',
  code: 'TAS',
  contactPerson: 'Гриценко Олег',
  phone: '380441234567',
  email: 'dms@tas.example.com',
  emergencyEmail: null,
  financialEmail: null,
  responsibleOfficerEmail: null,
  resultsEmail: null,
  bankName: null,
  bankCode: null,
  settlementAccount: null,
  legalAddress: null,
  mailingAddress: null,
  contractNumber: 'ДМС-2024/17',
  contractStartDate: '2024-01-01',
  contractEndDate: '2026-12-31',
  autoExtension: true,
  postponementDays: 30,
  maxDiscountPercent: 10,
  published: true,
  notifyResults: false,
  notifyOrders: false,
  notifyStatements: false,
  accessToken: null,
  additionalData: {},
  cityIds: [1],
  filialIds: [],
  paymentTypeIds: [],
  priceListIds: [],
  contractInForce: true,
}

const wrap = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
/** Opens a Radix select from the keyboard and answers the names it offers. */
async function offered(trigger: HTMLElement): Promise<string[]> {
  trigger.focus()
  fireEvent.keyDown(trigger, { key: 'ArrowDown' })
  const list = await screen.findByRole('listbox')
  const names = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '')
  fireEvent.keyDown(list, { key: 'Escape' })
  return names
}

describe('the contractor form', () => {
  it('does not offer a city already chosen in another row', async () => {
    wrap(<ContractorForm contractor={tas} choices={choices} editable />)
    fireEvent.click(screen.getByRole('button', { name: 'Додати місто' }))
    // The new row offers every city but Київ, chosen in the first.
    expect(await offered(screen.getByRole('combobox', { name: 'Місто 2' }))).toEqual(['Львів', 'Одеса'])
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(await offered(screen.getByRole('combobox', { name: 'Місто 1' }))).toEqual([
      'Київ',
      'Львів',
      'Одеса',
    ])
  })

  it('shows the server’s refusals of a list on the list and on its row', async () => {
    vi.mocked(updateContractor).mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте поля',
        errors: {
          city_ids: ['Це місто вже обране в контрагента'],
          'price_list_ids.0': ['Значення не знайдено в довіднику'],
        },
      }),
    )
    wrap(<ContractorForm contractor={{ ...tas, priceListIds: [99] }} choices={choices} editable />)
    save()
    const cities = screen.getByRole('group', { name: 'Міста' })
    expect(await within(cities).findByText('Це місто вже обране в контрагента')).toBeVisible()
    const row = screen.getByRole('combobox', { name: 'Прайс-лист 1' })
    expect(row).toHaveAttribute('aria-invalid', 'true')
    expect(row).toHaveTextContent('№ 99')
    expect(screen.getByText('Значення не знайдено в довіднику')).toBeVisible()
  })

  it('places "already chosen" on the row that repeats an earlier one', () => {
    expect(linkErrors([1, null, 2, 1], { '': 'Це місто вже обране в контрагента' })).toEqual({
      rows: { 3: 'Це місто вже обране в контрагента' },
    })
    // "Row 1 of what was sent" is the form's row 2 when row 1 was left empty.
    expect(linkErrors([1, null, 2], { '1': 'Значення не знайдено в довіднику' })).toEqual({
      rows: { 2: 'Значення не знайдено в довіднику' },
    })
    expect(linkErrors([1, 2], { '': 'Значення вже обране' })).toEqual({
      group: 'Значення вже обране',
      rows: {},
    })
  })

  it('checks the IBAN and the bank code before sending', async () => {
    wrap(<ContractorForm contractor={tas} choices={choices} editable />)
    const iban = screen.getByLabelText('Розрахунковий рахунок (IBAN)')
    fireEvent.change(iban, { target: { value: 'UA21 3223 1300 0002 6007 2335 6600' } })
    fireEvent.change(screen.getByLabelText('МФО'), { target: { value: '32231' } })
    save()
    expect(await screen.findByText('Розрахунковий рахунок: IBAN з UA та 27 цифр')).toBeVisible()
    expect(screen.getByText('Код банку (МФО): 6 цифр')).toBeVisible()
    fireEvent.change(iban, { target: { value: 'UA22 3223 1300 0002 6007 2335 6600 1' } })
    save()
    expect(await screen.findByText('Некоректний IBAN: не збігаються контрольні цифри')).toBeVisible()
    expect(updateContractor).not.toHaveBeenCalled()

    vi.mocked(updateContractor).mockImplementation(async (_id, body) => ({
      ...tas,
      version: 3,
      settlementAccount: body.settlementAccount ?? null,
      bankCode: body.bankCode ?? null,
    }))
    fireEvent.change(iban, { target: { value: 'ua21 3223 1300 0002 6007 2335 6600 1' } })
    fireEvent.change(screen.getByLabelText('МФО'), { target: { value: '322313' } })
    save()
    expect(await screen.findByText('Збережено')).toBeVisible()
    expect(updateContractor).toHaveBeenCalledWith(
      4,
      expect.objectContaining({
        settlementAccount: 'UA213223130000026007233566001',
        bankCode: '322313',
        phone: '380441234567',
        cityIds: [1],
        version: 2,
      }),
    )
    expect(iban).toHaveValue('UA213223130000026007233566001')
  })

  it('after a conflict keeps what this user typed and takes the other user’s other changes', async () => {
    vi.mocked(updateContractor).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'version_conflict',
        message: 'Запис змінено',
        current: { ...tas, version: 3, contactPerson: 'Іваненко Ольга', name: 'СК «ТАС» (стара)' },
      }),
    )
    wrap(<ContractorForm contractor={tas} choices={choices} editable />)
    fireEvent.change(screen.getByLabelText('Назва *'), { target: { value: 'СК «ТАС Плюс»' } })
    save()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не збережено: цього контрагента щойно змінив інший користувач. Його зміни підставлено у форму: ' +
        'Контактна особа. Змінили ви обидва — залишено ваше: Назва.',
    )
    expect(screen.getByLabelText('Назва *')).toHaveValue('СК «ТАС Плюс»')
    expect(screen.getByLabelText('Контактна особа')).toHaveValue('Іваненко Ольга')
    vi.mocked(updateContractor).mockResolvedValueOnce({ ...tas, version: 4, name: 'СК «ТАС Плюс»' })
    save()
    await waitFor(() =>
      expect(updateContractor).toHaveBeenLastCalledWith(
        4,
        expect.objectContaining({ name: 'СК «ТАС Плюс»', contactPerson: 'Іваненко Ольга', version: 3 }),
      ),
    )
  })
})

describe('the contract profile', () => {
  it('requires the contact email, and the email a notice goes to', async () => {
    wrap(<ContractProfile contractor={tas} editable />)
    fireEvent.change(screen.getByLabelText('Контактний email *'), { target: { value: ' ' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /Надсилати готові результати/ }))
    save()
    expect(await screen.findByText("Поле email обов'язково для заповнення")).toBeVisible()
    expect(screen.getByText('Вкажіть email для результатів, щоб надсилати їх')).toBeVisible()
    expect(screen.getByLabelText('Email для результатів')).toHaveAttribute('aria-invalid', 'true')
    expect(updateContractor).not.toHaveBeenCalled()
  })

  it('shows a new token once, after a confirmation, and says when none was made', async () => {
    const token = 'q'.repeat(39) + 'AB_1'
    vi.mocked(regenerateAccessToken).mockResolvedValueOnce({
      token,
      accessToken: { tail: 'AB_1', createdAt: '2026-11-26T08:00:00.000Z' },
      version: 3,
    })
    wrap(<ContractProfile contractor={tas} editable />)
    expect(screen.getByText('Токен доступу ще не створено.')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Згенерувати новий токен' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Згенерувати новий токен доступу?' })
    expect(regenerateAccessToken).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Згенерувати' })))
    expect(regenerateAccessToken).toHaveBeenCalledWith(4, 2)
    expect(await screen.findByLabelText('Новий токен доступу')).toHaveValue(token)
    expect(screen.getByText(/його показано лише один раз/)).toBeVisible()
    expect(screen.getByText(/Чинний токен закінчується на …AB_1/)).toBeVisible()

    // The next change goes with the version the token made.
    vi.mocked(regenerateAccessToken).mockRejectedValueOnce(
      new ApiError({ status: 500, code: 'internal', message: 'Сталася помилка на сервері' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Згенерувати новий токен' }))
    const again = await screen.findByRole('alertdialog')
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Згенерувати' })))
    expect(regenerateAccessToken).toHaveBeenLastCalledWith(4, 3)
    expect(await screen.findByText(/^Токен не згенеровано/)).toBeVisible()
    expect(screen.queryByLabelText('Новий токен доступу')).toBeNull()
  })
})
