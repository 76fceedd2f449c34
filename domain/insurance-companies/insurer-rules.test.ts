import { describe, expect, it } from 'vitest'
import { contractInForce, insurerRefusal, type InsuredOrder, type InsurerTerms } from './insurer-rules'

const terms = (o: Partial<InsurerTerms> = {}): InsurerTerms => ({
  published: true,
  contractStartDate: '2025-01-01',
  contractEndDate: '2025-12-31',
  autoExtension: false,
  cityIds: [],
  filialIds: [],
  paymentTypeIds: [],
  ...o,
})
const order = (o: Partial<InsuredOrder> = {}): InsuredOrder => ({
  date: '2025-06-15',
  cityId: 1,
  filialId: 10,
  paymentTypeId: null,
  ...o,
})

describe('insurer on an order', () => {
  it.each<[string, Partial<InsurerTerms>, Partial<InsuredOrder>, string | null]>([
    ['a published contract in force, no restrictions', {}, {}, null],
    ['not published', { published: false }, {}, 'Контрагент не опублікований'],
    ['on the first day of the contract', {}, { date: '2025-01-01' }, null],
    ['on the last day of the contract', {}, { date: '2025-12-31' }, null],
    [
      'before the contract starts',
      {},
      { date: '2024-12-31' },
      'Договір з контрагентом починає діяти з 01.01.2025',
    ],
    ['after the contract ended', {}, { date: '2026-01-01' }, 'Договір з контрагентом закінчився 31.12.2025'],
    ['after the end with auto-extension', { autoExtension: true }, { date: '2027-03-01' }, null],
    [
      'auto-extension does not start a contract early',
      { autoExtension: true },
      { date: '2024-06-01' },
      'Договір з контрагентом починає діяти з 01.01.2025',
    ],
    [
      'open start and open end',
      { contractStartDate: null, contractEndDate: null },
      { date: '2040-01-01' },
      null,
    ],
    ['in a listed city', { cityIds: [1, 2] }, {}, null],
    ['in a city it does not list', { cityIds: [2] }, {}, 'Контрагент не працює в цьому місті'],
    ['an order without a city yet', { cityIds: [2] }, { cityId: null }, null],
    ['in a listed filial', { filialIds: [10] }, {}, null],
    ['in a filial it does not list', { filialIds: [11] }, {}, 'Контрагент не працює в цій філії'],
    ['an accepted payment type', { paymentTypeIds: [5] }, { paymentTypeId: 5 }, null],
    [
      'a payment type it does not accept',
      { paymentTypeIds: [5] },
      { paymentTypeId: 1 },
      'Контрагент не приймає цей тип оплати',
    ],
    ['no payment type on the order yet', { paymentTypeIds: [5] }, {}, null],
    ['any payment type when it lists none', {}, { paymentTypeId: 1 }, null],
    [
      'unpublished wins over an ended contract',
      { published: false },
      { date: '2026-05-01' },
      'Контрагент не опублікований',
    ],
    [
      'the contract is checked before the city',
      { cityIds: [2] },
      { date: '2026-05-01' },
      'Договір з контрагентом закінчився 31.12.2025',
    ],
  ])('%s', (_name, t, o, message) => {
    expect(insurerRefusal(terms(t), order(o))?.message ?? null).toBe(message)
  })

  it('names the reason by a stable code', () => {
    expect(insurerRefusal(terms({ filialIds: [11] }), order())?.reason).toBe('filial')
    expect(contractInForce(terms(), '2026-01-01')).toBe(false)
    expect(contractInForce(terms({ autoExtension: true }), '2026-01-01')).toBe(true)
  })
})
