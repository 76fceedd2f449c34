import { describe, expect, it } from 'vitest'
import { stockWarning, type CartStockAnswer } from './cart-stock-warning'

const answer: CartStockAnswer = {
  warehouseId: 4,
  saleWithoutStock: true,
  productStock: [
    { productId: 1, available: 35, availableStorageUnits: 3 },
    { productId: 2, available: 0, availableStorageUnits: 0 },
  ],
}

describe('the cart warns about stock', () => {
  it('says how many packs are left when the line wants more', () => {
    expect(stockWarning(answer, 1, 5)).toBe('На складі лише 3 уп')
  })
  it('says nothing when the stock covers the line', () => {
    expect(stockWarning(answer, 1, 3)).toBeNull()
  })
  it('says the product is not in stock', () => {
    expect(stockWarning(answer, 2, 1)).toBe('Немає на складі')
  })
  it('never warns without an answer, a stock, or a known product', () => {
    expect(stockWarning(null, 2, 1)).toBeNull()
    expect(stockWarning({ warehouseId: null, saleWithoutStock: true, productStock: [] }, 2, 1)).toBeNull()
    expect(stockWarning(answer, 9, 1)).toBeNull()
  })
  it('says the cart will not finish when the stock forbids a sale beyond its balance', () => {
    const strict = { ...answer, saleWithoutStock: false }
    expect(stockWarning(strict, 1, 5)).toBe(
      'На складі лише 3 уп — продаж без залишку вимкнено, оформлення не завершиться',
    )
    expect(stockWarning(strict, 2, 1)).toBe(
      'Немає на складі — продаж без залишку вимкнено, оформлення не завершиться',
    )
    expect(stockWarning(strict, 1, 3)).toBeNull()
  })
  it('says what the other open orders hold when they leave the line short', () => {
    const held: CartStockAnswer = {
      ...answer,
      productStock: [
        { productId: 1, available: 15, availableStorageUnits: 1, reservedStorageUnits: 2 },
        { productId: 2, available: -10, availableStorageUnits: -1, reservedStorageUnits: 1 },
      ],
    }
    expect(stockWarning(held, 1, 2)).toBe('На складі вільно лише 1 уп (ще 2 уп у резерві інших замовлень)')
    expect(stockWarning(held, 1, 1)).toBeNull()
    expect(stockWarning(held, 2, 1)).toBe('Немає вільного на складі (ще 1 уп у резерві інших замовлень)')
  })
})
