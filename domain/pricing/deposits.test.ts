import { describe, expect, it } from 'vitest'
import { allocateCashDeposit, isDepositPaid, needsPayment, splitLinePayment } from './deposits'
import { priceCart } from './price-cart'
import { buildCart } from './cart.factories'
import { buildLine } from './pricing.factories'

const now = new Date('2026-03-10T10:00:00Z')
const debited = '2026-03-01T09:00:00Z'

describe('deposit rules of spec 000 §5, word for word', () => {
  it.each([
    ['not debited', { debitedFromDepositAt: null, quantityFromDeposit: 1, paidFromDeposit: true }, false],
    [
      'nothing from deposit',
      { debitedFromDepositAt: debited, quantityFromDeposit: 0, paidFromDeposit: true },
      false,
    ],
    [
      'debited and flagged',
      { debitedFromDepositAt: debited, quantityFromDeposit: 1, paidFromDeposit: true },
      true,
    ],
    [
      'to pay − from deposit > quantity',
      { debitedFromDepositAt: debited, quantityFromDeposit: 1, quantityToPay: 3 },
      true,
    ],
    [
      'to pay − from deposit = quantity',
      { debitedFromDepositAt: debited, quantityFromDeposit: 1, quantityToPay: 2 },
      false,
    ],
    [
      'to pay unset reads as quantity',
      { debitedFromDepositAt: debited, quantityFromDeposit: 1, quantity: 2 },
      false,
    ],
  ])('deposit-paid: %s', (_case, fields, expected) => {
    expect(isDepositPaid(buildLine(fields))).toBe(expected)
  })

  it.each([
    ['to pay 3 > 3 − 1', { quantity: 3, quantityFromDeposit: 1, quantityToPay: 3 }, true],
    ['to pay 2 = 3 − 1', { quantity: 3, quantityFromDeposit: 1, quantityToPay: 2 }, false],
    ['nothing from deposit, to pay unset', { quantity: 2 }, false],
    ['1 from deposit, to pay unset (2 > 1)', { quantity: 2, quantityFromDeposit: 1 }, true],
  ])('needs payment: %s', (_case, fields, expected) => {
    expect(needsPayment(buildLine(fields))).toBe(expected)
  })
})

describe('who pays', () => {
  it('takes whole units from the deposit and leaves the rest to pay', () => {
    expect(splitLinePayment(72_250, 2, 1, null)).toEqual({
      quantityFromDeposit: 1,
      quantityToPay: 1,
      depositAmount: 72_250,
      insurerAmount: 0,
      clientAmount: 72_250,
    })
  })

  it('never takes more units from the deposit than the line has', () => {
    expect(splitLinePayment(100, 2, 5, null)).toMatchObject({
      quantityFromDeposit: 2,
      quantityToPay: 0,
      clientAmount: 0,
    })
  })

  it("rounds the patient's franchise share, the insurer takes the exact rest", () => {
    // 3,33 грн at 50%: patient 1,665 → 1,67, insurer 1,66.
    expect(splitLinePayment(333, 1, 0, 5_000)).toMatchObject({ clientAmount: 167, insurerAmount: 166 })
    expect(splitLinePayment(333, 1, 0, 0)).toMatchObject({ clientAmount: 0, insurerAmount: 333 })
    expect(splitLinePayment(333, 1, 0, 10_000)).toMatchObject({ clientAmount: 333, insurerAmount: 0 })
  })

  it('takes the cash-deposit write-off from the lines in cart order', () => {
    expect(allocateCashDeposit([500, 300, 0, 200], 700)).toEqual([500, 200, 0, 0])
    expect(allocateCashDeposit([500, 300], 0)).toEqual([0, 0])
    expect(allocateCashDeposit([500, 300], 10_000)).toEqual([500, 300])
  })
})

describe('deposits and franchise in a cart', () => {
  it('pays one of two massages from the deposit and the other in money', () => {
    const result = priceCart(
      buildCart({
        services: [{ price: 60_000, quantity: 2, quantityFromDeposit: 1, debitedFromDepositAt: debited }],
      }),
      now,
    )
    expect(result.lines[0]).toMatchObject({
      total: 120_000,
      depositAmount: 60_000,
      toPay: 60_000,
      quantityToPay: 1,
    })
    expect(result.totals).toMatchObject({ total: 120_000, depositAmount: 60_000, toPay: 60_000 })
  })

  it('pays a fully deposit-paid line with nothing left to pay', () => {
    const result = priceCart(
      buildCart({ services: [{ price: 60_000, quantity: 2, quantityFromDeposit: 2 }] }),
      now,
    )
    expect(result.lines[0]).toMatchObject({ toPay: 0, quantityToPay: 0, depositAmount: 120_000 })
  })

  it('warns when more units come from the deposit than the line has', () => {
    const result = priceCart(buildCart({ services: [{ price: 60_000, quantityFromDeposit: 3 }] }), now)
    expect(result.problems).toMatchObject([{ code: 'deposit_quantity_exceeds', severity: 'warning' }])
  })

  it('splits an insurance order by its franchise: patient 30%, insurer 70%', () => {
    const result = priceCart(
      buildCart({
        services: [{ price: 85_000 }, { price: 33_333 }],
        order: { insuranceCompanyId: 7, franchise: 30 },
      }),
      now,
    )
    // 850,00 × 30% = 255,00; 333,33 × 30% = 99,999 → 100,00.
    expect(result.lines.map((l) => [l.toPay, l.insurerAmount])).toEqual([
      [25_500, 59_500],
      [10_000, 23_333],
    ])
    expect(result.totals).toMatchObject({
      total: 118_333,
      toPay: 35_500,
      insurerAmount: 82_833,
      franchisePercent: 30,
    })
  })

  it('ignores a franchise without an insurance company and warns', () => {
    const result = priceCart(buildCart({ services: [{ price: 85_000 }], order: { franchise: 30 } }), now)
    expect(result.totals).toMatchObject({ toPay: 85_000, insurerAmount: 0, franchisePercent: null })
    expect(result.problems).toMatchObject([{ code: 'franchise_without_insurance', field: 'franchise' }])
  })

  it('takes the cash-deposit write-off off what the patient pays', () => {
    const result = priceCart(
      buildCart({
        services: [{ price: 85_000 }, { price: 15_000 }],
        order: { writeOffSumOfCashDeposit: 90_000 },
      }),
      now,
    )
    expect(result.lines.map((l) => [l.cashDepositAmount, l.toPay])).toEqual([
      [85_000, 0],
      [5_000, 10_000],
    ])
    expect(result.totals).toMatchObject({ cashDepositAmount: 90_000, toPay: 10_000 })
  })

  it('writes off no more than there is to pay, and says so', () => {
    const result = priceCart(
      buildCart({ services: [{ price: 85_000 }], order: { writeOffSumOfCashDeposit: 100_000 } }),
      now,
    )
    expect(result.totals).toMatchObject({ cashDepositAmount: 85_000, toPay: 0 })
    expect(result.problems).toMatchObject([
      { code: 'cash_deposit_write_off_exceeds', detail: 'списано 850,00\u00a0грн з 1\u00a0000,00\u00a0грн' },
    ])
  })

  it('reads an empty write-off as 0 (spec 000 §5)', () => {
    const result = priceCart(
      buildCart({ services: [{ price: 85_000 }], order: { writeOffSumOfCashDeposit: null } }),
      now,
    )
    expect(result.totals.toPay).toBe(85_000)
  })
})
