/** The order list (spec 000 §2.2 /mc-orders; 15 rows a page, spec 000 §9) and its filters. */
import { z } from 'zod'
import { orderStateCodes, type OrderState } from './order-states'

const states = orderStateCodes as [OrderState, ...OrderState[]]
const id = z.coerce.number().int().positive()

/** Query of GET /api/v2/mc-orders. No `.meta({id})`: a querystring schema (see server/README). */
export const orderListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(15),
    /** One state, or several separated by commas. */
    state: z
      .string()
      .max(300)
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(states)))
      .optional(),
    cityId: id.optional(),
    filialId: id.optional(),
    clientId: id.optional(),
    createdBy: id.optional(),
    /** Order code, or part of it ("000123"). */
    code: z.string().trim().max(50).optional(),
    /** Creation day range, YYYY-MM-DD (Europe/Kyiv days). */
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
  })
  .strict()

export const orderListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  version: z.number().int(),
  code: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  createdAt: z.string(),
  createdBy: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  cityId: z.number().int().nullable(),
  filialId: z.number().int().nullable(),
  filialName: z.string().nullable(),
  sum: z.number().int(),
  discount: z.number().int(),
  toPay: z.number().int(),
  paymentStatus: z.string(),
})

export const orderListResponseSchema = z
  .object({
    data: z.array(orderListItemSchema),
    meta: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'McOrderList' })
