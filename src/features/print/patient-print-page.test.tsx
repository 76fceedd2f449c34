// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServiceLine, TestLine } from '../../../domain/orders/cart.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { json } from '../../lib/api/testing/fake-fetch'
import { draftOrder } from '../../shared/orders/order-draft'
import { storeServerOrder } from '../../shared/orders/order-record'
import { PatientPrintPage } from './patient-print-page'
import { openPrint, textOf } from './testing/render-print'

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const route = { path: '/print/patient', element: <PatientPrintPage /> }
const stored = {
  quantityToPay: 1,
  quantityFromDeposit: 0,
  debitedFromDepositAt: null,
  paidFromDeposit: false,
}

const service: ServiceLine = {
  ...stored,
  id: 5,
  name: 'Консультація терапевта',
  code: 'S-5',
  doctorId: 1,
  noSchedule: false,
  standardDuration: 30,
  timeFrom: null,
  timeTo: null,
  price: 50_000,
  scheduleId: 2,
  maxDiscount: 100,
  quantity: 1,
}
const test: TestLine = {
  ...stored,
  id: 9,
  name: 'Загальний аналіз крові',
  code: 'T-9',
  price: 20_000,
  paramApiReferenceId: null,
  paramApiReferenceValue: null,
  barcode: null,
  quantity: 2,
}

const order = (over: Partial<McOrder> = {}): McOrder => ({
  ...draftOrder('0b6f5c7e-2f1d-4c59-9a51-3f0d2e7c8a41', 3, new Date('2026-11-26T22:30:00Z')),
  id: 41,
  version: 3,
  code: 'МЦ-000041',
  state: 'confirmed',
  crmClientId: 5,
  client: {
    id: 5,
    surname: 'Коваль',
    name: 'Олена',
    patronymic: 'Петрівна',
    birthday: '1990-04-02',
    phone: '380501234567',
  },
  filial: { id: 3, name: 'Філія на Подолі', cityId: 1 },
  cartData: { services: [service], tests: [test], products: [], materials: [] },
  sum: 90_000,
  discount: 0,
  toPay: 90_000,
  commentToClient: 'Результати — на пошті',
  ...over,
})

/** The server answers GET /api/v2/mc-orders/41 with `answer`, or fails as without a network. */
function server(answer: McOrder | 'offline' | 404) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    if (answer !== 404 && url.endsWith('/api/v2/mc-orders/41')) return json(200, answer)
    return json(404, { message: 'Замовлення не знайдено', code: 'not_found' })
  })
}

describe('the patient’s order sheet', () => {
  it('prints the order, its lines with prices and the totals, and says no preparation is linked', async () => {
    server(order())
    openPrint(route, '/print/patient?orderId=41', { permissions: { crmMcOrdersShow: true } })
    const sheet = await screen.findByRole('article', { name: 'Замовлення для пацієнта, друк' })
    const text = textOf(sheet)
    expect(text).toContain('Замовлення МЦ-000041')
    // Made at 00:30 Kyiv time on the 27th.
    expect(text).toContain('Дата27.11.2026')
    expect(text).toContain('ПацієнтКоваль Олена Петрівна')
    expect(text).toContain('Дата народження02.04.1990')
    const rows = within(screen.getByRole('table', { name: 'Послуги й аналізи' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell').map(textOf))).toEqual([
      ['Консультація терапевтаПослуга · S-5', '1', '500,00 грн', '—', '500,00 грн'],
      ['Загальний аналіз кровіАналіз · T-9', '2', '200,00 грн', '—', '400,00 грн'],
    ])
    expect(text).toContain('Сума900,00 грнЗнижка0,00 грнДо сплати900,00 грн')
    expect(text).toContain('Результати — на пошті')
    expect(text).toContain('Інструкції з підготовки до послуг і аналізів у довідниках ще не пов’язано')
    expect(screen.getByRole('button', { name: 'Друкувати' })).toBeInTheDocument()
  })

  it('offline, prints the copy of the order kept on the device', async () => {
    server('offline')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { db } = openPrint(route, '/print/patient?orderId=41')
    await storeServerOrder(db, order({ code: 'МЦ-000041' }))
    expect(await screen.findByRole('heading', { name: 'Замовлення МЦ-000041' })).toBeInTheDocument()
  })

  it('offline without a copy, says the order has to be opened online first', async () => {
    server('offline')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    openPrint(route, '/print/patient?orderId=41')
    expect(await screen.findByRole('alert')).toHaveTextContent('Немає мережі, а цього замовлення на пристрої')
  })

  it('answers a missing or malformed order number in words', async () => {
    server(404)
    openPrint(route, '/print/patient')
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вказано замовлення')
    cleanup()
    openPrint(route, '/print/patient?orderId=1.5')
    expect(await screen.findByRole('alert')).toHaveTextContent('Номер замовлення в адресі має бути цілим')
  })
})
