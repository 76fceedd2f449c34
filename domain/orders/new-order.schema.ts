/** Creating an empty order from the header (spec 000 §2.9, §7 "Orders and cart"). */
import { z } from 'zod'
import { int4, text } from '../api/scalars'

export const newOrderRequestSchema = z
  .object({
    uuid: z
      .uuid()
      .optional()
      .describe('Client-generated id of an order created offline; sending it again returns the same order'),
  })
  .strict()
  .meta({ id: 'NewOrderRequest' })
export type NewOrderRequest = z.infer<typeof newOrderRequestSchema>

export const newOrderResponseSchema = z
  .object({
    orderId: int4(),
    uuid: z.uuid(),
    code: text().describe('Human-readable order number, e.g. MC-000123'),
  })
  .meta({ id: 'NewOrderResponse' })
export type NewOrderResponse = z.infer<typeof newOrderResponseSchema>

export const newOrderMessages = {
  failed: 'Не вдалося створити нове замовлення',
  uuidTaken: 'Замовлення з таким ідентифікатором уже створив інший користувач',
} as const
