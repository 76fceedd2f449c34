/** The warning beside a cart product line the filial's stock does not cover (issue 24). */
export interface ProductStock {
  productId: number
  available: number
  availableStorageUnits: number
  /** Storage units the other open orders hold (absent from an older server: none). */
  reservedStorageUnits?: number
}

export interface CartStockAnswer {
  warehouseId: number | null
  /** False: the stock refuses to finish a cart it does not cover. */
  saleWithoutStock: boolean
  productStock: ProductStock[]
}

/** The warning beside a product line, or null when the stock covers it or nothing is known. */
export function stockWarning(
  answer: CartStockAnswer | null,
  productId: number,
  quantity: number,
): string | null {
  if (!answer || answer.warehouseId === null) return null
  const stock = answer.productStock.find((p) => p.productId === productId)
  if (!stock) return null
  if (stock.availableStorageUnits >= quantity) return null
  const held = stock.reservedStorageUnits ?? 0
  const reserve = held > 0 ? ` (ще ${held} уп у резерві інших замовлень)` : ''
  const said =
    stock.availableStorageUnits <= 0
      ? held > 0
        ? `Немає вільного на складі${reserve}`
        : 'Немає на складі'
      : `На складі ${held > 0 ? 'вільно ' : ''}лише ${stock.availableStorageUnits} уп${reserve}`
  return answer.saleWithoutStock ? said : `${said} — продаж без залишку вимкнено, оформлення не завершиться`
}
