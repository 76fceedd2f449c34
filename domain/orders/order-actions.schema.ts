/** Bodies and answers of the cart check, cart finish and order actions (spec 000 §4, §7). */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { orderPriceInfoSchema } from './cart.schema'

/** PATCH /api/v2/check-carts/{id}: the spec leaves it out; `confirm: true` confirms the cart when it passes. */
export const checkCartBodySchema = z
  .object({
    confirm: z.boolean().optional().describe('Confirm the cart (state cart_confirmed) when it passes'),
  })
  .strict()
  .meta({ id: 'CheckCartBody' })

export const checkCartResponseSchema = z
  .object({
    ok: z.literal(true),
    state: text(),
    version: int4(),
    priceInfo: orderPriceInfoSchema,
  })
  .meta({ id: 'CheckCartResponse' })

/** PATCH /api/v2/mc-orders/{id}/finish-cart (spec 000 §7: payFromInsuranceCompany = false). */
export const finishCartBodySchema = z
  .object({
    payFromInsuranceCompany: z.boolean(),
    confirmNegativeBalance: z
      .boolean()
      .optional()
      .describe('The cashier confirmed that the write-off may take the client’s cash deposit below zero'),
  })
  .strict()
  .meta({ id: 'FinishCartBody' })
export type FinishCartBody = z.infer<typeof finishCartBodySchema>

export const cancelOrderBodySchema = z
  .object({
    reasonId: int4().positive().describe('An id of the order cancel reasons (orderCancelReasons)'),
    comment: text().trim().max(1000).nullable().optional(),
  })
  .strict()
  .meta({ id: 'CancelOrderBody' })

export const closeOrderBodySchema = z
  .object({
    confirmed: z.literal(true, { error: 'Підтвердіть закриття замовлення' }),
  })
  .strict()
  .meta({ id: 'CloseOrderBody' })

/** Actions without fields: finish, start reception, finish reception. The body may be left out. */
export const emptyActionBodySchema = z.object({}).strict().meta({ id: 'EmptyActionBody' })

/**
 * The stock of a cart's product at the order's filial (its first warehouse by id): unexpired use units
 * less what the other open orders hold (`reserved`, until they are done), and the whole storage units
 * that leaves free — the cart's quantity is in storage units, so a line asking more than
 * `availableStorageUnits` warns. Unless the stock forbids a sale beyond its balance (then
 * finish-cart is refused), a shortfall never stops the order: it is written off as far as the stock goes.
 */
export const cartProductStockSchema = z.object({
  productId: int4(),
  available: int4(),
  availableStorageUnits: int4(),
  reserved: int4().describe('Use units the other open orders of the stock hold'),
  reservedStorageUnits: int4().describe('The reserve in storage units, rounded up'),
})

export const updatedInfosResponseSchema = z
  .object({
    priceInfo: orderPriceInfoSchema,
    version: int4(),
    state: text(),
    /** The warehouse the order's products are written off from; null when its filial has none. */
    warehouseId: int4().nullable(),
    /** False when that stock refuses to finish a cart it does not cover («Дозволити продаж без залишку»). */
    saleWithoutStock: z.boolean(),
    /** One row per product of the cart; empty when there is no warehouse. */
    productStock: z.array(cartProductStockSchema),
  })
  .meta({ id: 'CartUpdatedInfos' })
