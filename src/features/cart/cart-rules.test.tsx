// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
// CartPlace reads its reference set through the user's offline store, as on the cart screen.
import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { json } from '../../lib/api/testing/fake-fetch'
import { bookingNamesOf } from '../../shared/orders/booking-names'
import { CartLines } from './cart-lines'
import { lineCount } from './cart-model'
import type { InsurerChoice } from './use-cart-choices'
import { CartPlace } from './cart-place'
import { CartPricingFields } from './cart-pricing-fields'
import {
  buildCart,
  buildChoices,
  buildOrder,
  buildServiceLine,
  buildTestLine,
  noNetwork,
  recordingRun,
  renderSignedIn,
  stubApi,
} from './cart-test-support'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const consultation = buildServiceLine()
const bloodCount = buildTestLine()
const glucose = buildTestLine({ id: 302, name: 'Глюкоза крові', code: 'T-302', price: 9000 })

describe('a booked service line (CartLines)', () => {
  const show = (line = consultation) =>
    render(
      <CartLines
        order={buildOrder()}
        cart={buildCart({ services: [line] })}
        choices={buildChoices({
          bookingNames: bookingNamesOf({
            staffReferences: [{ key: 7, value: 'Коваленко Олена Петрівна' }],
            cabinets: [{ key: 3, value: 'Кабінет терапевта', number: '101' }],
          }),
        })}
        mode="cart"
        errors={{}}
        priced={undefined}
        edit={vi.fn()}
        run={recordingRun().run}
      />,
    )

  it('says the date and time on Kyiv’s clock, the doctor and the cabinet, names from the reference store', () => {
    show(
      buildServiceLine({
        doctorId: 7,
        scheduleId: 1,
        timeFrom: '09:30',
        timeTo: '10:00',
        startsAt: '2030-01-07T07:30:00.000Z',
        cabinetId: 3,
      }),
    )
    expect(screen.getByTestId('line-booking')).toHaveTextContent(
      'Запис: 07.01.2030 09:30 · Коваленко Олена Петрівна · каб. 101',
    )
  })

  it('says the time alone for a line booked before the date was kept, and that none is chosen otherwise', () => {
    show(buildServiceLine({ doctorId: 7, scheduleId: 1, timeFrom: '09:30', timeTo: '10:00' }))
    expect(screen.getByTestId('line-booking')).toHaveTextContent('Запис: 09:30')
    cleanup()
    show()
    expect(screen.getByTestId('line-booking')).toHaveTextContent('Час не обрано')
  })
})

describe('test removal check (CartLines)', () => {
  const order = buildOrder()
  const cart = buildCart({ services: [consultation], tests: [bloodCount, glucose] })
  const withoutBloodCount = buildCart({ services: [consultation], tests: [glucose] })
  const CHECK = '/api/v2/mc-orders/41/check-test-before-remove'
  const refused = (reason: string) => json(200, { data: { allowed: false, reason } })

  function showLines(shown = order) {
    const edit = vi.fn<(next: OrderCartData) => void>()
    const { run, writes } = recordingRun()
    render(
      <CartLines
        order={shown}
        cart={cart}
        choices={buildChoices()}
        mode="cart"
        errors={{}}
        priced={undefined}
        edit={edit}
        run={run}
      />,
    )
    return { edit, writes }
  }
  const clickRemove = (name: string) =>
    fireEvent.click(screen.getByRole('button', { name: `Видалити: ${name}` }))

  it('shows the check under way and takes no second click meanwhile', async () => {
    let answer: (r: Response) => void = () => undefined
    const sent = stubApi((req) =>
      req.path === CHECK ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    )
    const { edit } = showLines()

    clickRemove('Загальний аналіз крові')
    const busy = await screen.findByRole('button', { name: 'Видалити: Загальний аналіз крові' })
    await waitFor(() => expect(busy).toBeDisabled())
    expect(busy).toHaveTextContent('Перевіряємо…')
    fireEvent.click(busy)
    answer(json(200, { data: { allowed: true, reason: null } }))

    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1))
    expect(sent).toHaveLength(1)
  })

  it('removes a test of an order not yet on the server without asking it', () => {
    const sent = stubApi(() => undefined)
    const { edit } = showLines(buildOrder({ id: 0, code: '' }))

    clickRemove('Загальний аналіз крові')

    expect(edit).toHaveBeenCalledWith(withoutBloodCount)
    expect(sent).toEqual([])
  })

  it('asks the server first and removes the test at once when it may go', async () => {
    const sent = stubApi((req) =>
      req.path === CHECK ? json(200, { data: { allowed: true, reason: null } }) : undefined,
    )
    const { edit, writes } = showLines()

    clickRemove('Загальний аналіз крові')

    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1))
    expect(edit).toHaveBeenCalledWith(withoutBloodCount)
    expect(sent).toEqual([{ method: 'POST', path: CHECK, body: { testId: 301 } }])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(writes).toEqual([])
  })

  it('shows the server’s reason and removes the test only when the registrar insists', async () => {
    const reason = 'Пробірку для аналізу вже промарковано (штрихкод 0012345): біоматеріал може бути взято'
    stubApi((req) => (req.path === CHECK ? refused(reason) : undefined))
    const { edit } = showLines()

    clickRemove('Загальний аналіз крові')

    const dialog = await screen.findByRole('alertdialog', { name: 'Видалити аналіз?' })
    expect(dialog).toHaveTextContent(`«Загальний аналіз крові»: ${reason}`)
    expect(edit).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Все одно видалити' }))
    expect(edit).toHaveBeenCalledTimes(1)
    expect(edit).toHaveBeenCalledWith(withoutBloodCount)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('keeps the test when the registrar cancels after a refusal', async () => {
    stubApi((req) =>
      req.path === CHECK ? refused('За аналіз уже списано з депозиту клієнта (1 од.)') : undefined,
    )
    const { edit } = showLines()

    clickRemove('Загальний аналіз крові')
    const dialog = await screen.findByRole('alertdialog', { name: 'Видалити аналіз?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скасувати' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(edit).not.toHaveBeenCalled()
    expect(screen.getByTestId('line-tests-301')).toBeInTheDocument()
  })

  it('says the server could not be asked when there is no network, and still lets the registrar remove', async () => {
    stubApi((req) => (req.path === CHECK ? noNetwork() : undefined))
    const { edit } = showLines()

    clickRemove('Загальний аналіз крові')

    const dialog = await screen.findByRole('alertdialog', { name: 'Видалити аналіз?' })
    expect(dialog).toHaveTextContent(
      '«Загальний аналіз крові»: Немає мережі: не вдалося перевірити на сервері, чи можна видалити аналіз.',
    )
    expect(edit).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Все одно видалити' }))
    expect(edit).toHaveBeenCalledWith(withoutBloodCount)
  })

  it('shows the server’s message when the check fails for another reason', async () => {
    const message = 'Ви можете змінювати лише власні замовлення'
    stubApi((req) => (req.path === CHECK ? json(403, { message, code: 'forbidden' }) : undefined))
    const { edit } = showLines()

    clickRemove('Загальний аналіз крові')

    const dialog = await screen.findByRole('alertdialog', { name: 'Видалити аналіз?' })
    expect(dialog).toHaveTextContent(`«Загальний аналіз крові»: ${message}`)
    expect(edit).not.toHaveBeenCalled()
  })

  it('removes a test the server’s cart does not have yet without asking', async () => {
    stubApi((req) =>
      req.path === CHECK
        ? json(422, {
            message: 'Перевірте правильність заповнення полів',
            code: 'validation_failed',
            errors: { test_id: ['Цього аналізу немає в замовленні'] },
          })
        : undefined,
    )
    const { edit } = showLines()

    clickRemove('Загальний аналіз крові')

    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1))
    expect(edit).toHaveBeenCalledWith(withoutBloodCount)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('removes a service at once without asking the server', async () => {
    const sent = stubApi(() => undefined)
    const { edit } = showLines()

    clickRemove('Консультація терапевта')

    expect(edit).toHaveBeenCalledTimes(1)
    expect(edit).toHaveBeenCalledWith(buildCart({ tests: [bloodCount, glucose] }))
    // Give a request that should not be made the time to go out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(sent.filter((r) => r.path.startsWith('/api/v2/mc-orders/'))).toEqual([])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})

describe('price-list change (CartPlace)', () => {
  const ACTIVE = '/settings/price-lists/load-active-for-cart?filialId=3'
  const choices = buildChoices({
    priceLists: [
      { key: 10, value: 'Базовий прайс послуг', type: 'services', city: 1 },
      { key: 12, value: 'Акційний прайс послуг', type: 'services', city: 1 },
      { key: 20, value: 'Базовий прайс аналізів', type: 'tests', city: 1 },
      { key: 22, value: 'Лабораторний прайс 2026', type: 'tests', city: null },
    ],
  })
  const threeLines = buildCart({
    services: [consultation, buildServiceLine({ id: 102, name: 'Консультація кардіолога' })],
    tests: [bloodCount],
  })

  async function showPlace(order: McOrder, cart: OrderCartData) {
    stubApi((req) =>
      req.path === ACTIVE
        ? json(200, { data: { services: { id: 12, name: 'Акційний прайс послуг' }, tests: null } })
        : undefined,
    )
    const { run, writes } = recordingRun()
    renderSignedIn(
      <CartPlace
        order={order}
        lines={lineCount(cart)}
        choices={choices}
        readOnly={false}
        errors={{}}
        run={run}
      />,
    )
    // Ready once the place's active lists have come in (the suggestion under the select).
    await screen.findByRole(
      'button',
      { name: 'Активний для місця: Акційний прайс послуг' },
      { timeout: 10_000 },
    )
    return { writes }
  }
  const choose = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })

  it('asks before a new service list clears a cart with lines, then sets the list and clears the cart', async () => {
    const { writes } = await showPlace(buildOrder({ cartData: threeLines }), threeLines)

    choose('Прайс-лист послуг', '12')

    const dialog = await screen.findByRole('alertdialog', { name: 'Змінити прайс-лист?' })
    expect(dialog).toHaveTextContent(
      'Ціни в кошику залежать від прайс-листа, тому після зміни кошик буде очищено (3 позиції).',
    )
    expect(writes).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Змінити й очистити кошик' }))
    expect(writes).toEqual([{ method: 'changeListAndClear', args: [{ servicePriceListId: 12 }, 'cart'] }])
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('writes nothing and keeps the test list when the registrar cancels', async () => {
    const { writes } = await showPlace(buildOrder({ cartData: threeLines }), threeLines)

    choose('Прайс-лист аналізів', '22')
    const dialog = await screen.findByRole('alertdialog', { name: 'Змінити прайс-лист?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скасувати' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(writes).toEqual([])
    expect(screen.getByLabelText('Прайс-лист аналізів')).toHaveValue('20')
  })

  it('clears a paid order’s cart through the after-payment recalculation', async () => {
    const paid = buildOrder({ state: 'confirmed', paymentTypeId: 2, cartData: threeLines })
    const { writes } = await showPlace(paid, threeLines)

    choose('Прайс-лист аналізів', '22')
    const dialog = await screen.findByRole('alertdialog', { name: 'Змінити прайс-лист?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Змінити й очистити кошик' }))

    expect(writes).toEqual([
      { method: 'changeListAndClear', args: [{ mcTestPriceListId: 22 }, 'after-payment'] },
    ])
  })

  it('asks the same when the registrar takes the list active for the place', async () => {
    const { writes } = await showPlace(buildOrder({ cartData: threeLines }), threeLines)

    fireEvent.click(screen.getByRole('button', { name: 'Активний для місця: Акційний прайс послуг' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Змінити прайс-лист?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Змінити й очистити кошик' }))
    expect(writes).toEqual([{ method: 'changeListAndClear', args: [{ servicePriceListId: 12 }, 'cart'] }])
  })

  it('sets the list of an empty cart at once, without asking', async () => {
    const order = buildOrder()
    const { writes } = await showPlace(order, buildCart())

    choose('Прайс-лист послуг', '12')

    expect(writes).toEqual([
      {
        method: 'patchOrder',
        args: [{ servicePriceListId: 12 }, { ...order, servicePriceListId: 12 }, 'прайс-лист'],
      },
    ])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})

describe('insurers offered (CartPlace)', () => {
  const insurer = (key: number, value: string, terms: Partial<InsurerChoice> = {}): InsurerChoice => ({
    key,
    value,
    cityIds: [],
    filialIds: [],
    contractInForce: true,
    ...terms,
  })
  const choices = buildChoices({
    insurers: [
      insurer(1, 'ТАС', { cityIds: [1] }),
      insurer(2, 'Уніка', { cityIds: [2] }),
      insurer(3, 'Провідна', { contractInForce: false }),
      insurer(4, 'Арсенал', { cityIds: [1], filialIds: [5] }),
      insurer(5, 'Інго'),
    ],
  })
  const offered = async () => {
    const select = await screen.findByLabelText<HTMLSelectElement>(
      'Страхова компанія',
      {},
      { timeout: 10_000 },
    )
    return [...select.options].filter((o) => o.value !== '').map((o) => o.textContent)
  }

  function showPlace(order: McOrder) {
    stubApi(() => json(200, { data: { services: null, tests: null } }))
    renderSignedIn(
      <CartPlace
        order={order}
        lines={0}
        choices={choices}
        readOnly={false}
        errors={{}}
        run={recordingRun().run}
      />,
    )
  }

  it('lists only contractors whose contract is in force and covers the order’s city and filial', async () => {
    showPlace(buildOrder())
    expect(await offered()).toEqual(['ТАС', 'Інго'])
  })

  it('keeps the order’s own contractor listed even when it no longer qualifies', async () => {
    showPlace(buildOrder({ insuranceCompany: { id: 3, name: 'Провідна' } }))
    expect(await offered()).toEqual(['ТАС', 'Провідна', 'Інго'])
    expect(screen.getByLabelText('Страхова компанія')).toHaveValue('3')
  })
})

describe('deposit write-off confirmation (CartPricingFields)', () => {
  const DEPOSITS = '/api/v2/clients/5/deposits'
  const FIELD = 'Списати з грошового депозиту, грн'
  // A Response is read once: a fresh one for every request.
  const balances = () =>
    json(200, {
      data: {
        balances: [
          { type: 'services', label: 'Депозит на послуги', balance: 900_000 },
          { type: 'cash', label: 'Грошовий депозит', balance: 10_000 },
        ],
        movements: [],
      },
    })

  function showPricing(
    order: McOrder,
    deposits: () => Response | Promise<Response>,
    { owed = null, answer }: { owed?: number | null; answer?: Parameters<typeof recordingRun>[0] } = {},
  ) {
    const sent = stubApi((req) => (req.path === DEPOSITS ? deposits() : undefined))
    const { run, writes } = recordingRun(answer)
    render(
      <CartPricingFields
        order={order}
        choices={buildChoices()}
        readOnly={false}
        errors={{}}
        run={run}
        owed={owed}
      />,
    )
    return { sent, writes }
  }
  const typeWriteOff = (text: string) => {
    const field = screen.getByLabelText(FIELD)
    fireEvent.change(field, { target: { value: text } })
    fireEvent.blur(field)
  }
  const writeOffOf = (order: McOrder, sum: number, confirmed = false) => ({
    method: 'patchOrder',
    args: [
      { writeOffSumOfCashDeposit: sum, ...(confirmed ? { confirmNegativeBalance: true } : {}) },
      { ...order, writeOffSumOfCashDeposit: sum },
      'списання з депозиту',
    ],
  })

  it('asks before a write-off takes the cash balance below zero, and sends the confirmation', async () => {
    const order = buildOrder({ crmClientId: 5 })
    const { writes } = showPricing(order, balances)
    expect(await screen.findByText('Баланс депозиту: 100,00 грн')).toBeInTheDocument()

    typeWriteOff('150')

    const dialog = await screen.findByRole('alertdialog', { name: 'Баланс депозиту стане відʼємним' })
    expect(dialog).toHaveTextContent(
      'На депозиті 100,00 грн, списується 150,00 грн: після списання баланс буде -50,00 грн.',
    )
    expect(writes).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Списати' }))
    expect(writes).toEqual([writeOffOf(order, 15_000, true)])
  })

  it('writes nothing when the registrar cancels the write-off into the minus', async () => {
    const { writes } = showPricing(buildOrder({ crmClientId: 5 }), balances)
    await screen.findByText('Баланс депозиту: 100,00 грн')

    typeWriteOff('150')
    const dialog = await screen.findByRole('alertdialog', { name: 'Баланс депозиту стане відʼємним' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скасувати' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(writes).toEqual([])
    // The field shows the order's own write-off again, not the sum that was not written.
    expect(screen.getByLabelText(FIELD)).toHaveValue('')
  })

  it('asks only about what the cart takes: a sum above what the patient owes is capped by it', async () => {
    const order = buildOrder({ crmClientId: 5 })
    const { writes } = showPricing(order, balances, { owed: 9_000 })
    await screen.findByText('Баланс депозиту: 100,00 грн')

    typeWriteOff('150')

    expect(writes).toEqual([writeOffOf(order, 15_000)])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('says what to type when the sum is not a number, and writes nothing', async () => {
    const { writes } = showPricing(buildOrder({ crmClientId: 5 }), balances)
    await screen.findByText('Баланс депозиту: 100,00 грн')

    typeWriteOff('-5')

    expect(await screen.findByText('Вкажіть суму в гривнях, наприклад 150 або 150,50')).toBeInTheDocument()
    expect(writes).toEqual([])
  })

  it('writes a sum within the balance at once, without a confirmation', async () => {
    const order = buildOrder({ crmClientId: 5 })
    const { writes } = showPricing(order, balances)
    await screen.findByText('Баланс депозиту: 100,00 грн')

    typeWriteOff('80,5')

    expect(writes).toEqual([writeOffOf(order, 8_050)])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('sends an emptied write-off as 0', async () => {
    const order = buildOrder({ crmClientId: 5, writeOffSumOfCashDeposit: 5_000 })
    const { writes } = showPricing(order, balances)
    await screen.findByText('Баланс депозиту: 100,00 грн')
    expect(screen.getByLabelText(FIELD)).toHaveValue('50')

    typeWriteOff('')

    expect(writes).toEqual([writeOffOf(order, 0)])
  })

  it('writes without asking when the balance could not be read offline', async () => {
    const order = buildOrder({ crmClientId: 5 })
    const { sent, writes } = showPricing(order, noNetwork)
    await waitFor(() => expect(sent).toContainEqual({ method: 'GET', path: DEPOSITS, body: undefined }))
    await act(() => Promise.resolve())
    expect(screen.queryByTestId('cash-balance')).not.toBeInTheDocument()

    typeWriteOff('150')

    expect(writes).toEqual([writeOffOf(order, 15_000)])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('asks when the server refuses a write-off into the minus it could not check here', async () => {
    const order = buildOrder({ crmClientId: 5 })
    const message = 'Після списання 150,00 грн баланс грошового депозиту стане від’ємним'
    const { writes } = showPricing(order, noNetwork, {
      answer: (_method, args, item) =>
        (args[0] as { confirmNegativeBalance?: boolean }).confirmNegativeBalance
          ? undefined
          : {
              kind: 'refused',
              item: {
                ...item,
                status: 'rejected',
                lastError: {
                  status: 422,
                  code: 'deposit_negative_balance',
                  message: 'Помилка валідації',
                  errors: { write_off_sum_of_cash_deposit: [message] },
                },
              },
            },
    })

    typeWriteOff('150')

    const dialog = await screen.findByRole('alertdialog', { name: 'Баланс депозиту стане відʼємним' })
    expect(dialog).toHaveTextContent(message)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Списати' }))
    expect(writes).toEqual([writeOffOf(order, 15_000), writeOffOf(order, 15_000, true)])
  })
})
