import { describe, expect, it } from 'vitest'
import { emptyCart } from '../../../domain/orders/cart.schema'
import {
  addLine,
  cartEditMode,
  depositsUsed,
  isDepositPaid,
  recalcRequest,
  removeLine,
  samePayload,
  setDepositUnits,
  setQuantity,
  toCartInput,
} from './cart-model'
import { catalogueEntries, searchCatalogue } from './catalogue'

const service = {
  kind: 'services' as const,
  id: 5,
  name: 'Консультація терапевта',
  code: 'C101',
  price: 60000,
}
const test = { kind: 'tests' as const, id: 9, name: 'Загальний аналіз крові', code: '1001', price: 25000 }

describe('cart lines', () => {
  it('adds a line once and counts a second add as one more unit', () => {
    const cart = addLine(addLine(emptyCart(), service), service)
    expect(cart.services).toHaveLength(1)
    expect(cart.services[0]).toMatchObject({
      id: 5,
      quantity: 2,
      quantityToPay: 2,
      doctorId: null,
      noSchedule: false,
    })
  })

  it('keeps the units from the deposit within the quantity', () => {
    let cart = setDepositUnits(setQuantity(addLine(emptyCart(), test), 'tests', 9, 3), 'tests', 9, 5)
    expect(cart.tests[0]).toMatchObject({ quantity: 3, quantityFromDeposit: 3, quantityToPay: 0 })
    cart = setQuantity(cart, 'tests', 9, 2)
    expect(cart.tests[0]).toMatchObject({ quantity: 2, quantityFromDeposit: 2 })
    expect(setQuantity(cart, 'tests', 9, 0).tests[0]!.quantity).toBe(1)
    expect(setQuantity(cart, 'tests', 9, 5000).tests[0]!.quantity).toBe(1000)
  })

  it('sends what the registrar chose, never names or prices, and sees an unchanged payload as unchanged', () => {
    const cart = addLine(addLine(emptyCart(), service), test)
    const input = toCartInput(cart)
    expect(input.tests).toEqual([
      {
        id: 9,
        quantity: 1,
        quantityFromDeposit: 0,
        paramApiReferenceId: null,
        paramApiReferenceValue: null,
        barcode: null,
      },
    ])
    expect(JSON.stringify(input)).not.toContain('price')
    expect(
      samePayload(
        input,
        toCartInput({ ...cart, tests: cart.tests.map((l) => ({ ...l, name: 'інша назва' })) }),
      ),
    ).toBe(true)
    expect(samePayload(input, toCartInput(removeLine(cart, 'tests', 9)))).toBe(false)
  })
})

describe('order rules', () => {
  it('edits a draft cart normally, a confirmed payment order after payment, anything else not at all', () => {
    const base = { paymentTypeId: null, paymentWaitFlow: false }
    expect(cartEditMode({ ...base, allowedEvents: ['edit_cart', 'cancel'] })).toBe('cart')
    expect(cartEditMode({ ...base, paymentTypeId: 2, allowedEvents: ['edit_after_payment'] })).toBe(
      'after-payment',
    )
    expect(cartEditMode({ ...base, allowedEvents: ['edit_after_payment'] })).toBe('read-only')
    expect(cartEditMode({ ...base, allowedEvents: ['close'] })).toBe('read-only')
    expect(recalcRequest(7, 'after-payment')).toEqual({
      method: 'PATCH',
      path: '/api/v2/mc-orders/7/update-calculation-after-payment',
    })
    expect(recalcRequest(7, 'cart').path).toBe('/api/v2/mc-orders/7/update-calculation')
  })

  it('reads a deposit-paid line word for word as spec 000 §5 says, and locks the patient once deposits are used', () => {
    const line = {
      debitedFromDepositAt: '2026-11-01T10:00:00Z',
      quantityFromDeposit: 1,
      paidFromDeposit: true,
      quantityToPay: 0,
      quantity: 1,
    }
    expect(isDepositPaid(line)).toBe(true)
    expect(isDepositPaid({ ...line, paidFromDeposit: false })).toBe(false)
    expect(isDepositPaid({ ...line, debitedFromDepositAt: null })).toBe(false)
    const cart = addLine(emptyCart(), test)
    expect(depositsUsed(cart)).toBe(false)
    expect(depositsUsed({ ...cart, tests: cart.tests.map((l) => ({ ...l, ...line })) })).toBe(true)
  })
})

describe('catalogue search', () => {
  const refs = {
    positions: [
      {
        id: 1,
        priceListId: 10,
        serviceId: 5,
        mcTestId: null,
        code: 'C101',
        name: 'Консультація терапевта',
        price: 60000,
        finalPrice: 60000,
        manualPrice: false,
        leadTime: null,
        citoLeadTime: null,
      },
      {
        id: 2,
        priceListId: 20,
        serviceId: null,
        mcTestId: 9,
        code: '1001',
        name: 'Загальний аналіз крові',
        price: 25000,
        finalPrice: 25000,
        manualPrice: false,
        leadTime: null,
        citoLeadTime: null,
      },
      {
        id: 3,
        priceListId: 99,
        serviceId: 6,
        mcTestId: null,
        code: 'X1',
        name: 'Послуга іншого прайсу',
        price: 1,
        finalPrice: 1,
        manualPrice: false,
        leadTime: null,
        citoLeadTime: null,
      },
    ],
    products: [{ id: 3, name: 'Рукавички нітрилові', sellingPrice: 1500, maxDiscount: 100 }],
    materials: [],
  }
  const catalogue = {
    services: [{ id: 5, code: 'C101', categoryId: 2 }],
    tests: [{ id: 9, code: '1001', categoryId: 4, synonyms: null }],
    categories: {
      services: [
        { id: 1, name: 'Консультації', parentId: null },
        { id: 2, name: 'Терапія', parentId: 1 },
      ],
      tests: [],
    },
    products: [{ id: 3, unit: 'шт' }],
    materials: [],
  }
  const entries = catalogueEntries(refs as never, catalogue, {
    servicePriceListId: 10,
    mcTestPriceListId: 20,
  })
  const categories = catalogue.categories.services

  it("lists only the order's own price lists, with their prices", () => {
    expect(entries.map((e) => [e.kind, e.id, e.price])).toEqual([
      ['services', 5, 60000],
      ['tests', 9, 25000],
      ['products', 3, 1500],
    ])
  })

  it('finds by code or by every word of the name, Latin letters included, and by a parent category', () => {
    expect(
      searchCatalogue(entries, { text: '1001', kind: '', categoryId: null }, categories).map((e) => e.id),
    ).toEqual([9])
    expect(
      searchCatalogue(entries, { text: 'konsult terap', kind: '', categoryId: null }, categories).map(
        (e) => e.id,
      ),
    ).toEqual([5])
    expect(
      searchCatalogue(entries, { text: 'аналіз', kind: 'services', categoryId: null }, categories),
    ).toEqual([])
    expect(
      searchCatalogue(entries, { text: '', kind: 'services', categoryId: 1 }, categories).map((e) => e.id),
    ).toEqual([5])
  })
})
