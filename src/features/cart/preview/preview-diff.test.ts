import { describe, expect, it } from 'vitest'
import { buildCart } from '../../../../domain/pricing/cart.factories'
import { priceCart } from '../../../../domain/pricing/price-cart'
import { previewDifferences } from './preview-diff'

const now = new Date('2026-03-10T10:00:00Z')
const nb = (s: string) => s.replace(/ грн/g, '\u00a0грн')
const cart = (servicePrice: number, productPrice = 12_000) =>
  priceCart(
    buildCart({
      services: [{ name: 'Консультація терапевта', price: servicePrice }],
      tests: [{ name: 'Загальний аналіз крові', price: 25_000 }],
      products: [{ name: 'Бахіли', price: productPrice }],
    }),
    now,
  )

describe('preview against the server’s prices', () => {
  it('finds nothing when the server agrees', () => {
    expect(previewDifferences(cart(85_000), cart(85_000))).toEqual([])
  })

  it('names the line and both prices, then the totals that moved', () => {
    const texts = previewDifferences(cart(85_000), cart(80_000)).map((d) => d.text)
    expect(texts).toEqual([
      nb('Послуга «Консультація терапевта»: попередньо 850,00 грн, сервер 800,00 грн'),
      nb('Сума без знижок: попередньо 1\u00a0220,00 грн, сервер 1\u00a0170,00 грн'),
      nb('Разом: попередньо 1\u00a0220,00 грн, сервер 1\u00a0170,00 грн'),
      nb('До сплати: попередньо 1\u00a0220,00 грн, сервер 1\u00a0170,00 грн'),
    ])
  })

  it('points at the line that differs, so the cart can mark it', () => {
    const [first] = previewDifferences(cart(85_000, 12_000), cart(85_000, 9_900))
    expect(first).toEqual({
      line: { kind: 'product', index: 0 },
      text: nb('Товар «Бахіли»: попередньо 120,00 грн, сервер 99,00 грн'),
    })
  })

  it('says which lines only one side priced', () => {
    const preview = cart(85_000)
    const server = { ...preview, lines: preview.lines.filter((l) => l.kind !== 'test') }
    expect(previewDifferences(preview, server).map((d) => d.text)).toEqual([
      'Аналіз «Загальний аналіз крові»: є лише в попередньому розрахунку',
    ])
  })
})
