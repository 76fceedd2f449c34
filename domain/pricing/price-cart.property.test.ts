/**
 * Properties over many seeded random carts (random-cart.ts): a failure names its seed, and
 * `randomCart(seed)` rebuilds the cart exactly. Hand-rolled rather than fast-check, which the project
 * does not depend on; the generator deliberately mixes caps, discounts, deposits, franchise, zero price.
 */
import { describe, expect, it } from 'vitest'
import { fullPercentBp, percentOf, toBasisPoints } from './money'
import { priceCart } from './price-cart'
import { pricedCartSchema, type PricedCart, type PricedLine } from './priced-cart.schema'
import type { PricingInput } from './pricing.schema'
import { randomCart } from './random-cart'

const seeds = Array.from({ length: 400 }, (_, i) => i + 1)
const now = new Date('2026-03-10T10:00:00Z')
const money = [
  'sum',
  'discount',
  'total',
  'depositAmount',
  'insurerAmount',
  'cashDepositAmount',
  'toPay',
] as const

/** Each seed's cart and its price, computed once for all properties. */
const cases = seeds.map((seed) => {
  const input = randomCart(seed)
  return { seed, input, result: priceCart(input, now) }
})

/** Names the seeds whose result breaks `holds`, so a failure message is a reproduction recipe. */
function failingSeeds(holds: (result: PricedCart, input: PricingInput) => boolean): number[] {
  return cases.filter(({ input, result }) => !holds(result, input)).map(({ seed }) => seed)
}

const sumOf = (lines: readonly PricedLine[], key: Exclude<(typeof money)[number], 'sum'>) =>
  lines.reduce((acc, l) => acc + l[key], 0)

describe('pricing properties over random carts', () => {
  it('generates carts that exercise the rules', () => {
    const results = cases.map((c) => c.result)
    const steps = new Set(results.flatMap((r) => r.lines.flatMap((l) => l.steps.map((s) => s.kind))))
    expect([...steps].sort()).toEqual(['discount', 'manual', 'price_list', 'promo_code', 'zero_price'])
    expect(results.some((r) => r.lines.some((l) => l.steps.some((s) => s.cappedBy)))).toBe(true)
    expect(results.some((r) => r.totals.insurerAmount > 0 && r.totals.depositAmount > 0)).toBe(true)
    expect(results.some((r) => r.totals.cashDepositAmount > 0)).toBe(true)
  })

  it('makes every total the exact sum of its lines', () => {
    const broken = failingSeeds(({ lines, totals }) =>
      money.every((key) =>
        key === 'sum'
          ? totals.sum === lines.reduce((acc, l) => acc + l.basePrice * l.quantity, 0)
          : totals[key] === sumOf(lines, key),
      ),
    )
    expect(broken).toEqual([])
  })

  it('keeps each line consistent: steps add up, parts of the total add up', () => {
    const broken = failingSeeds(
      ({ lines, totals }) =>
        totals.sum - totals.discount === totals.total &&
        lines.every(
          (l) =>
            l.total === l.unitPrice * l.quantity &&
            l.discount === (l.basePrice - l.unitPrice) * l.quantity &&
            l.discount === l.steps.reduce((acc, s) => acc + s.amount, 0) &&
            l.total === l.depositAmount + l.insurerAmount + l.cashDepositAmount + l.toPay &&
            l.quantityToPay + l.quantityFromDeposit === l.quantity,
        ),
    )
    expect(broken).toEqual([])
  })

  it('never gives a negative amount', () => {
    const keys = [
      'unitPrice',
      'total',
      'discount',
      'depositAmount',
      'insurerAmount',
      'cashDepositAmount',
      'toPay',
    ] as const
    const broken = failingSeeds(
      ({ lines, totals }) =>
        lines.every((l) => keys.every((k) => l[k] >= 0)) && money.every((k) => totals[k] >= 0),
    )
    expect(broken).toEqual([])
  })

  it('never discounts more than the caps allow (zero price aside)', () => {
    const broken = failingSeeds(({ lines }) =>
      lines.every((l) => {
        if (l.zeroPrice) return true
        const capBp = Math.min(fullPercentBp, ...l.caps.map((c) => toBasisPoints(c.percent)))
        return (
          l.unitPrice >= l.listPrice - percentOf(l.listPrice, capBp) &&
          toBasisPoints(l.maxDiscountPercent) === capBp
        )
      }),
    )
    expect(broken).toEqual([])
  })

  it('writes off no more cash deposit than asked', () => {
    const broken = failingSeeds(
      (result, input) => result.totals.cashDepositAmount <= (input.order.writeOffSumOfCashDeposit ?? 0),
    )
    expect(broken).toEqual([])
  })

  it('lets a cart be confirmed exactly when no problem rejects or blocks it', () => {
    const broken = failingSeeds(
      ({ problems, canConfirm }) => canConfirm === problems.every((p) => p.severity === 'warning'),
    )
    expect(broken).toEqual([])
  })

  it('is deterministic: the same input and now give the identical answer', () => {
    const broken = failingSeeds(
      (result, input) =>
        JSON.stringify(result) === JSON.stringify(priceCart(structuredClone(input), new Date(now.getTime()))),
    )
    expect(broken).toEqual([])
  })

  it('answers what the shared output schema accepts', () => {
    const broken = failingSeeds((result) => pricedCartSchema.safeParse(result).success)
    expect(broken).toEqual([])
  })
})
