import { describe, expect, it } from 'vitest'
import { buildOrder } from '../pricing/pricing.factories'
import { pricingOrderSchema } from '../pricing/pricing.schema'
import type { McOrder } from './order.schema'
import { lineDepositFields, pricingOrderOf, pricingOrderOfMcOrder } from './order-pricing'

const now = new Date('2026-03-10T10:00:00Z')

describe('order → pricing engine input', () => {
  it('takes every field the engine reads, and only those', () => {
    const row = {
      ...buildOrder({ cityId: 3, manualDiscount: 10, promoCode: 'SPRING' }),
      code: 'A-1',
      state: 'cart',
    }
    const fields = pricingOrderOf(row)
    expect(Object.keys(fields).sort()).toEqual(Object.keys(pricingOrderSchema.shape).sort())
    expect(fields).toMatchObject({ cityId: 3, manualDiscount: 10, promoCode: 'SPRING' })
  })

  it('reads the API order the cart holds the way the server reads its row', () => {
    const row = buildOrder({
      cityId: 3,
      filialId: 4,
      bloodPointId: 5,
      insuranceCompanyId: 7,
      servicePriceListId: 1,
      mcTestPriceListId: 2,
      paymentTypeId: 9,
      discountId: 1,
      promoCode: 'SPRING',
      manualDiscount: 12.5,
      manualDiscountComment: 'Скарга',
      franchise: 20,
      cito: true,
      writeOffSumOfCashDeposit: 5_000,
    })
    // Only the parts of the API order the mapping reads; the rest of McOrder does not take part.
    const apiOrder = {
      city: { id: 3, name: 'Київ' },
      filial: { id: 4, name: 'Центр', cityId: 3 },
      point: { id: 5, address: 'вул. Хрещатик, 1' },
      servicePriceListId: 1,
      mcTestPriceListId: 2,
      paymentTypeId: 9,
      writeOffSumOfCashDeposit: 5_000,
      crmOrder: { ...row, discountConfirmation: false, clientState: null },
    } as unknown as McOrder
    expect(pricingOrderOfMcOrder(apiOrder)).toEqual(pricingOrderOf(row))
  })

  it('debits deposit units when first taken and keeps the first debit time', () => {
    expect(lineDepositFields({ quantity: 3, quantityFromDeposit: 1 }, undefined, now)).toEqual({
      quantity: 3,
      quantityFromDeposit: 1,
      quantityToPay: 2,
      debitedFromDepositAt: now.toISOString(),
      paidFromDeposit: false,
    })
    const before = { debitedFromDepositAt: '2026-03-01T09:00:00.000Z' }
    expect(lineDepositFields({ quantity: 2, quantityFromDeposit: 2 }, before, now)).toMatchObject({
      debitedFromDepositAt: before.debitedFromDepositAt,
      paidFromDeposit: true,
    })
    expect(lineDepositFields({ quantity: 2, quantityFromDeposit: 0 }, before, now).debitedFromDepositAt).toBe(
      null,
    )
  })
})
