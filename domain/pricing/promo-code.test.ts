import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { buildCart, type CartSpec } from './cart.factories'
import { buildPromoCode } from './pricing.factories'
import type { PromoCodeRef } from './pricing-refs.schema'

const now = new Date('2026-03-10T10:00:00Z')

/** One 1 000,00 грн consultation with promo code SPRING typed and `promo` found. */
function withPromo(promo: Partial<PromoCodeRef> | null, spec: CartSpec = {}) {
  return priceCart(
    buildCart({
      services: [{ price: 100_000 }],
      ...spec,
      order: { promoCode: 'SPRING', ...spec.order },
      refs: {
        promoCode: promo && buildPromoCode(promo),
        contractors: [
          { id: 7, name: 'Страхова Альфа', maxDiscountPercent: null },
          { id: 9, name: 'Лабпартнер', maxDiscountPercent: null },
        ],
        bloodPoints: [{ id: 3, contractorId: 9 }],
        paymentTypes: [
          { id: 1, name: 'Готівка' },
          { id: 2, name: 'Картка' },
        ],
        ...spec.refs,
      },
    }),
    now,
  )
}

const rejected = (result: ReturnType<typeof withPromo>) => {
  expect(result.appliedDiscount).toBeNull()
  expect(result.lines[0]?.unitPrice).toBe(100_000)
  expect(result.canConfirm).toBe(false)
  const found = result.problems.filter((p) => p.field === 'promo_code')
  expect(found).toHaveLength(1)
  return found[0]
}

describe('promo code', () => {
  it('gives its percent when active, in its dates and unrestricted: 1 000,00 → 900,00 грн', () => {
    const result = withPromo({})
    expect(result.appliedDiscount).toEqual({
      kind: 'promo_code',
      id: 1,
      label: 'промокод SPRING',
      percent: 10,
    })
    expect(result.lines[0]?.unitPrice).toBe(90_000)
    expect(result.problems).toEqual([])
  })

  it('accepts the code typed in lower case or with spaces', () => {
    expect(withPromo({}, { order: { promoCode: '  spring ' } }).lines[0]?.unitPrice).toBe(90_000)
  })

  it.each([
    ['not found', null, 'промокод SPRING не знайдено'],
    ['another code found', { code: 'AUTUMN' }, 'промокод SPRING не знайдено'],
    ['switched off', { active: false }, 'промокод вимкнено'],
    ['expired yesterday', { perpetual: false, dateTo: '2026-03-09' }, 'термін дії закінчився 09.03.2026'],
    ['not yet valid', { dateFrom: '2026-03-11' }, 'діє з 11.03.2026'],
    ['single use, used', { multipleUse: false, usedCount: 1 }, 'одноразовий промокод уже використано'],
    ['multiple use, limit reached', { count: 5, usedCount: 5 }, 'вичерпано ліміт використань (5)'],
  ] as const)('is rejected when %s, with the spec message', (_case, promo, detail) => {
    const p = rejected(withPromo(promo))
    expect(p).toMatchObject({
      code: 'promo_code_inactive',
      severity: 'reject',
      message: 'Промокод не знайдено або він не активний',
      detail,
    })
  })

  it.each([
    ['valid through its last day', { perpetual: false, dateTo: '2026-03-10' }],
    ['valid from its first day', { dateFrom: '2026-03-10' }],
    ['perpetual with an old end date', { perpetual: true, dateTo: '2020-01-01' }],
    ['single use, not used yet', { multipleUse: false, usedCount: 0 }],
    ['under its limit', { count: 5, usedCount: 4 }],
    ['unlimited', { count: null, usedCount: 1000 }],
  ] as const)('applies when %s', (_case, promo) => {
    expect(withPromo(promo).lines[0]?.unitPrice).toBe(90_000)
  })

  it('ends at midnight Kyiv time, not UTC', () => {
    const input = buildCart({
      services: [{ price: 100_000 }],
      order: { promoCode: 'SPRING' },
      refs: { promoCode: buildPromoCode({ perpetual: false, dateTo: '2026-03-31' }) },
    })
    expect(priceCart(input, new Date('2026-03-31T20:59:00Z')).appliedDiscount).not.toBeNull()
    expect(priceCart(input, new Date('2026-03-31T21:00:00Z')).appliedDiscount).toBeNull()
  })

  it('applies only to the insurance company it names', () => {
    const p = rejected(withPromo({ insuranceCompanyId: 7 }))
    expect(p).toMatchObject({
      code: 'promo_code_not_applicable',
      detail: 'лише для страхової компанії «Страхова Альфа»',
    })
    expect(
      withPromo({ insuranceCompanyId: 7 }, { order: { insuranceCompanyId: 7 } }).appliedDiscount,
    ).not.toBeNull()
  })

  it('applies only to the contractor it names, also through the blood point', () => {
    const p = rejected(withPromo({ contractorId: 9 }))
    expect(p).toMatchObject({
      code: 'promo_code_not_applicable',
      detail: 'лише для контрагента «Лабпартнер»',
    })
    expect(withPromo({ contractorId: 9 }, { order: { bloodPointId: 3 } }).appliedDiscount).not.toBeNull()
  })

  it('waits for the payment type: applied with a warning until one is chosen, refused for another', () => {
    const pending = withPromo({ paymentTypeId: 2 })
    expect(pending.lines[0]?.unitPrice).toBe(90_000)
    expect(pending.problems).toMatchObject([
      {
        code: 'promo_code_payment_type_pending',
        severity: 'warning',
        detail: 'лише для способу оплати «Картка»',
      },
    ])
    expect(pending.canConfirm).toBe(true)
    expect(withPromo({ paymentTypeId: 2 }, { order: { paymentTypeId: 2 } }).problems).toEqual([])
    const p = rejected(withPromo({ paymentTypeId: 2 }, { order: { paymentTypeId: 1 } }))
    expect(p).toMatchObject({ code: 'promo_code_not_applicable', detail: 'лише для способу оплати «Картка»' })
  })

  it('refuses a default promo code without a code', () => {
    const p = rejected(withPromo({ isDefault: true, code: ' ' }, { order: { promoCode: null } }))
    expect(p).toMatchObject({
      code: 'default_promo_code_without_code',
      severity: 'reject',
      message: 'Промокод за замовчуванням повинен мати код',
    })
  })

  it('applies a default promo code the registrar did not type', () => {
    const result = withPromo({ isDefault: true }, { order: { promoCode: null } })
    expect(result.lines[0]?.unitPrice).toBe(90_000)
  })

  it('ignores a looked-up code the order does not name', () => {
    const result = withPromo({}, { order: { promoCode: null } })
    expect(result.appliedDiscount).toBeNull()
    expect(result.problems).toEqual([])
  })
})
