/**
 * The cart's stock warnings (spec 000 §2.8, issue 24): `cart-get-updated-infos` answers the order's
 * warehouse and each cart product's unexpired stock; a product line whose quantity (storage units) the
 * stock does not cover shows a warning. Nothing is said without an answer (offline, an order not yet on
 * the server, a filial without a stock): never a false warning. The sale stays possible unless the
 * stock forbids a sale beyond its balance; then the warning says the cart will not finish.
 */
import { useEffect, useState } from 'react'
import type { McOrder } from '../../../domain/orders/order.schema'
import { api } from '../../lib/api/api'

import type { CartStockAnswer } from './cart-stock-warning'

/** The last stock answer for the stored order, asked again when its version changes; null until known. */
export function useCartStock(
  order: Pick<McOrder, 'id' | 'version'>,
  hasProducts: boolean,
): CartStockAnswer | null {
  const [answer, setAnswer] = useState<CartStockAnswer | null>(null)
  useEffect(() => {
    if (order.id <= 0 || !hasProducts) return
    const ctl = new AbortController()
    api
      .request<CartStockAnswer>(`/api/v2/cart-get-updated-infos/${order.id}`, { signal: ctl.signal })
      .then((a) =>
        setAnswer({
          warehouseId: a.warehouseId,
          saleWithoutStock: a.saleWithoutStock !== false,
          productStock: a.productStock,
        }),
      )
      .catch(() => {
        // Offline or refused: keep the last answer (or none); never guess.
      })
    return () => ctl.abort()
  }, [order.id, order.version, hasProducts])
  return answer
}
