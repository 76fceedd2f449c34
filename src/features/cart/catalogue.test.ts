import { describe, expect, it } from 'vitest'
import type { CartCatalogue } from '../../../domain/orders/cart-catalogue.schema'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { catalogueEntries, favouriteEntries, searchCatalogue } from './catalogue'

const position = (id: number, mcTestId: number, code: string, name: string) => ({
  id,
  priceListId: 20,
  serviceId: null,
  mcTestId,
  code,
  name,
  price: 10000,
  finalPrice: 10000,
  manualPrice: false,
  leadTime: null,
  citoLeadTime: null,
})

const refs = {
  positions: [
    position(1, 11, '2101', 'Глюкоза'),
    position(2, 12, '3001', 'Тиреотропний гормон'),
    position(3, 13, '2301', 'Креатинін'),
  ],
  products: [],
  materials: [],
} as unknown as PricingRefs

const catalogue: CartCatalogue = {
  services: [],
  tests: [
    { id: 11, code: '2101', categoryId: null, synonyms: null },
    { id: 12, code: '3001', categoryId: null, synonyms: 'ТТГ, TSH' },
    { id: 13, code: '2301', categoryId: null, synonyms: null },
  ],
  categories: { services: [], tests: [] },
  products: [],
  materials: [],
}

const entries = catalogueEntries(refs, catalogue, { servicePriceListId: null, mcTestPriceListId: 20 })
const found = (text: string) =>
  searchCatalogue(entries, { text, kind: '', categoryId: null }, []).map((e) => e.name)

describe('the cart catalogue search', () => {
  it.each(['глюкоза', 'ГЛЮКОЗА', 'glukoza', 'hliukoza', 'gliukoza', 'глюк'])(
    'finds "Глюкоза" by "%s"',
    (typed) => {
      expect(found(typed)).toEqual(['Глюкоза'])
    },
  )

  it.each(['TSH', 'tsh', 'ТТГ', 'ттг', '3001', 'тиреотроп'])('finds the thyroid test by "%s"', (typed) => {
    expect(found(typed)).toEqual(['Тиреотропний гормон'])
  })

  it('finds nothing for a word no test has', () => {
    expect(found('лактоза')).toEqual([])
  })
})

describe('the laboratory’s favourite tests', () => {
  const favourites = new Map([
    [13, 0],
    [12, 1],
  ])
  it('come first among the matches, in their order, after code matches', () => {
    const all = searchCatalogue(entries, { text: '', kind: 'tests', categoryId: null }, [], 30, favourites)
    expect(all.map((e) => e.name)).toEqual(['Креатинін', 'Тиреотропний гормон', 'Глюкоза'])
    const byCode = searchCatalogue(entries, { text: '2101', kind: '', categoryId: null }, [], 30, favourites)
    expect(byCode.map((e) => e.name)[0]).toBe('Глюкоза')
  })

  it('are what a test search offers before anything is typed', () => {
    expect(favouriteEntries(entries, favourites).map((e) => e.name)).toEqual([
      'Креатинін',
      'Тиреотропний гормон',
    ])
  })
})
