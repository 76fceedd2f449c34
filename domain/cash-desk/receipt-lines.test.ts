import { describe, expect, it } from 'vitest'
import type { PricedLine } from '../pricing/priced-cart.schema'
import { receiptLines, receiptTotal } from './receipt-lines'

const line = (over: Partial<PricedLine>): PricedLine =>
  ({
    kind: 'service',
    index: 0,
    id: 1,
    name: 'Консультація',
    code: 'C1',
    quantity: 1,
    basePrice: 60_000,
    quantityToPay: 1,
    toPay: 60_000,
    ...over,
  }) as PricedLine

describe('the sale receipt’s lines', () => {
  it('sell the units paid with money at their price before discounts, the discount bringing them to what is paid', () => {
    const lines = receiptLines([
      line({ quantity: 3, quantityToPay: 2, basePrice: 50_000, toPay: 90_000 }),
      line({
        kind: 'product',
        id: 7,
        code: null,
        name: 'Бахіли',
        basePrice: 1_500,
        quantityToPay: 3,
        toPay: 4_500,
      }),
    ])
    expect(lines).toEqual([
      { code: 'C1', name: 'Консультація', price: 50_000, quantity: 2000, discount: 10_000 },
      { code: 'product-7', name: 'Бахіли', price: 1_500, quantity: 3000, discount: 0 },
    ])
    expect(receiptTotal(lines)).toBe(94_500)
  })

  it('leave out what deposits, the insurer or a zero price cover', () => {
    expect(receiptLines([line({ quantityToPay: 0, toPay: 0 }), line({ toPay: 0 })])).toEqual([])
  })

  it('keep the total when a line pays more than its price before discounts', () => {
    const lines = receiptLines([line({ basePrice: 100, quantityToPay: 1, toPay: 250 })])
    expect(receiptTotal(lines)).toBe(250)
  })
})
