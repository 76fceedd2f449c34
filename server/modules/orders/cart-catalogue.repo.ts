/**
 * The cart's catalogue beside the whole-list pricing refs (GET /api/v2/pricing-refs): codes and
 * categories of the services and tests the refs name, both category trees, product units and material
 * codes — what the "add a line" search shows and filters by, which the engine does not read.
 */
import { asc } from 'drizzle-orm'
import type { CartCatalogue } from '../../../domain/orders/cart-catalogue.schema'
import type { Db } from '../../db/client'
import { serviceCategories } from '../../db/schema/catalogue'
import { mcTestCategories } from '../../db/schema/lab'
import type { RefRows } from './pricing-refs.mapping'

const tree = (db: Db, table: typeof serviceCategories | typeof mcTestCategories) =>
  db
    .select({ id: table.id, name: table.name, parentId: table.parentId })
    .from(table)
    .orderBy(asc(table.sort), asc(table.id))

/** The catalogue of the items in `rows`, with both category trees. */
export async function cartCatalogue(db: Db, rows: RefRows): Promise<CartCatalogue> {
  const [serviceTree, testTree] = await Promise.all([tree(db, serviceCategories), tree(db, mcTestCategories)])
  return {
    services: rows.services.map((s) => ({ id: s.id, code: s.code, categoryId: s.categoryId })),
    tests: rows.tests.map((t) => ({
      id: t.id,
      code: t.code,
      categoryId: t.categoryId,
      synonyms: t.synonyms,
    })),
    categories: { services: serviceTree, tests: testTree },
    products: rows.products.map((p) => ({ id: p.id, unit: p.unit })),
    materials: rows.materials.map((m) => ({ id: m.id, code: m.code })),
  }
}
