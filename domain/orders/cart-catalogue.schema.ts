/**
 * GET /api/v2/pricing-refs: what the cart screen keeps on the device to price and fill a cart without
 * the network. `refs` is the pricing engine's reference data (domain/pricing/pricing-refs.schema.ts)
 * for the whole of the order's two price lists; `catalogue` adds what the "add a line" search needs
 * and the engine does not read: codes, categories (two levels, spec 000 §3), units.
 */
import { z } from 'zod'
import { idParam, int4, text } from '../api/scalars'
import { pricingRefsSchema } from '../pricing/pricing-refs.schema'

export const pricingRefsQuerySchema = z
  .object({
    servicePriceListId: idParam().optional(),
    mcTestPriceListId: idParam().optional(),
  })
  .strict()
export type PricingRefsQuery = z.infer<typeof pricingRefsQuerySchema>

const id = int4()
const codedItem = z.object({ id, code: text(), categoryId: id.nullable() })

/** A node of a two-level category tree: parentId null for a top-level category. */
export const catalogueCategorySchema = z.object({ id, name: text(), parentId: id.nullable() })

export const cartCatalogueSchema = z.object({
  /** The services and tests the refs name (their names are in refs), with code and category. */
  services: z.array(codedItem),
  /** Tests also carry their synonyms (spec 001 §3), free text such as "ТТГ, TSH", searched with the name. */
  tests: z.array(codedItem.extend({ synonyms: z.string().nullable().default(null) })),
  categories: z.object({
    services: z.array(catalogueCategorySchema),
    tests: z.array(catalogueCategorySchema),
  }),
  /** Products with their storage unit ('шт', 'уп'); they have no code. */
  products: z.array(z.object({ id, unit: text() })),
  materials: z.array(z.object({ id, code: text() })),
})
export type CartCatalogue = z.infer<typeof cartCatalogueSchema>

export const pricingRefsResponseSchema = z
  .object({ data: z.object({ refs: pricingRefsSchema, catalogue: cartCatalogueSchema }) })
  .meta({ id: 'CartPricingRefs' })
