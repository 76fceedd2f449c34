import { describe, expect, it } from 'vitest'
import { patientSheetLines } from './patient-sheet'
import type { McOrder } from '../orders/order.schema'

const stored = {
  quantityToPay: 1,
  quantityFromDeposit: 0,
  debitedFromDepositAt: null,
  paidFromDeposit: false,
}

describe('the patient’s sheet lines', () => {
  it('take the server’s calculation of a line it priced, and the line’s own price otherwise', () => {
    const cartData = {
      services: [
        {
          ...stored,
          id: 5,
          name: 'Консультація терапевта',
          code: 'S-5',
          doctorId: null,
          noSchedule: false,
          standardDuration: 30,
          timeFrom: null,
          timeTo: null,
          price: 45_000,
          scheduleId: null,
          maxDiscount: 100,
          quantity: 1,
        },
      ],
      tests: [
        {
          ...stored,
          id: 9,
          name: 'Загальний аналіз крові',
          code: 'T-9',
          price: 20_000,
          paramApiReferenceId: null,
          paramApiReferenceValue: null,
          barcode: null,
          quantity: 2,
        },
      ],
      products: [],
      materials: [],
    } as McOrder['cartData']
    const priceInfo = {
      priceCalculation: {
        lines: [{ kind: 'service', index: 0, id: 5, basePrice: 50_000, discount: 5_000, total: 45_000 }],
      },
    } as unknown as McOrder['priceInfo']
    expect(patientSheetLines({ cartData, priceInfo })).toEqual([
      {
        kind: 'service',
        name: 'Консультація терапевта',
        code: 'S-5',
        quantity: 1,
        price: 50_000,
        discount: 5_000,
        total: 45_000,
      },
      {
        kind: 'test',
        name: 'Загальний аналіз крові',
        code: 'T-9',
        quantity: 2,
        price: 20_000,
        discount: 0,
        total: 40_000,
      },
    ])
  })
})
