import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { buildCart, type CartSpec } from './cart.factories'

const now = new Date('2026-03-10T10:00:00Z')
const problemsOf = (spec: CartSpec) =>
  priceCart(buildCart({ services: [{ price: 85_000 }], ...spec }), now).problems.map((p) => [
    p.code,
    p.detail,
  ])

describe('price list checks', () => {
  it('accept a published list valid today and meant for the order', () => {
    expect(
      problemsOf({ serviceList: { perpetual: false, dateFrom: '2026-01-01', dateTo: '2026-12-31' } }),
    ).toEqual([])
  })

  it('block confirmation after the end date or before the start date', () => {
    expect(problemsOf({ serviceList: { perpetual: false, dateTo: '2026-02-28' } })).toEqual([
      ['price_list_not_valid', '«Київ 2026» діяв до 28.02.2026'],
    ])
    expect(problemsOf({ serviceList: { dateFrom: '2026-04-01' } })).toEqual([
      ['price_list_not_valid', '«Київ 2026» діє з 01.04.2026'],
    ])
  })

  it('let an auto-extended list go on past its end date', () => {
    expect(
      problemsOf({ serviceList: { perpetual: false, dateTo: '2026-02-28', autoExtension: true } }),
    ).toEqual([])
  })

  it("block confirmation for a list of another city or of owners that are not the order's", () => {
    expect(problemsOf({ serviceList: { cityId: 2 } })).toEqual([['price_list_not_for_order', '«Київ 2026»']])
    expect(problemsOf({ serviceList: { owners: [{ type: 'filial', ownerId: 2, filialId: null }] } })).toEqual(
      [['price_list_not_for_order', '«Київ 2026»']],
    )
  })

  it('accept a list owned by the filial, the blood point or the insurance company of the order', () => {
    const owner = (
      type: 'filial' | 'blood_point' | 'insurance_company',
      ownerId: number,
      filialId: number | null = null,
    ) => ({
      serviceList: { owners: [{ type, ownerId, filialId }] },
    })
    expect(problemsOf(owner('filial', 1))).toEqual([])
    expect(problemsOf({ ...owner('blood_point', 3), order: { bloodPointId: 3 } })).toEqual([])
    expect(problemsOf({ ...owner('insurance_company', 7, 1), order: { insuranceCompanyId: 7 } })).toEqual([])
    expect(
      problemsOf({ ...owner('insurance_company', 7, 2), order: { insuranceCompanyId: 7 } }),
    ).toHaveLength(1)
  })

  it('check only the lists the cart uses', () => {
    expect(problemsOf({ services: [], serviceList: { cityId: 2 } })).toEqual([])
  })
})
