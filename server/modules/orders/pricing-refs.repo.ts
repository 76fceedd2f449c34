/**
 * Loads from the database the reference data domain/pricing reads, in two scopes that share one
 * mapping (pricing-refs.mapping.ts): one cart's (the order's two price lists with their owners, the
 * positions and rows of the cart's items — what the server prices with) and whole lists' (every position
 * of the two lists, the services and tests they name, every product and material — what the PWA's
 * worker previews any cart with). Both add the active discounts, the contractors, blood points and
 * payment types; the cart's also the promo code the order names (or a default one).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { normalizePromoCode } from '../../../domain/pricing/promo-code'
import type { Db, Tx } from '../../db/client'
import { products, services } from '../../db/schema/catalogue'
import { discounts, insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { containers, mcTests, medicalCenterMaterials } from '../../db/schema/lab'
import { bloodPoints } from '../../db/schema/places'
import { priceListOwners, priceListPositions, priceLists } from '../../db/schema/price-lists'
import { promoCodeUses, promoCodes } from '../../db/schema/promo-codes'
import { refsFromRows, type RefRows } from './pricing-refs.mapping'

export interface CartItemIds {
  services: number[]
  tests: number[]
  products: number[]
  materials: number[]
}

/** One cart's items, or the whole of the price lists. */
export type RefsScope = { items: CartItemIds } | 'whole_lists'

const unless = <T>(skip: boolean, load: () => Promise<T[]>) => (skip ? Promise.resolve([]) : load())

/** The promo code `typed` names, else the default one; with its uses by orders other than `orderId`. */
export async function loadPromoCode(
  db: Db | Tx,
  typed: string | null,
  orderId: number,
): Promise<PricingRefs['promoCode'] | null> {
  const code = typed === null ? '' : normalizePromoCode(typed)
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(code === '' ? eq(promoCodes.isDefault, true) : sql`upper(trim(${promoCodes.code})) = ${code}`)
    .orderBy(promoCodes.id)
    .limit(1)
  if (!row) return null
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, row.id), ne(promoCodeUses.orderId, orderId)))
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    perpetual: row.perpetual,
    active: row.active,
    isDefault: row.isDefault,
    paymentTypeId: row.paymentTypeId,
    insuranceCompanyId: row.insuranceCompanyId,
    contractorId: row.contractorId,
    multipleUse: row.multipleUse,
    count: row.count,
    usedCount: used?.n ?? 0,
  }
}

/** The rows of every table the engine's reference data comes from, for price lists `listIds`. */
export async function loadRefRows(db: Db | Tx, listIds: number[], scope: RefsScope): Promise<RefRows> {
  const items = scope === 'whole_lists' ? null : scope.items
  const noLists = listIds.length === 0
  const ofLists = inArray(priceListPositions.priceListId, listIds)
  // The cart's ids, or every id the lists' positions name.
  const named = (column: PgColumn, ids: number[] | undefined, positionColumn: PgColumn) =>
    ids
      ? inArray(column, ids)
      : inArray(column, db.select({ id: positionColumn }).from(priceListPositions).where(ofLists))
  const positionsWhere = items
    ? and(
        ofLists,
        sql`(${priceListPositions.serviceId} = ANY(${sqlIds(items.services)}) OR ${priceListPositions.mcTestId} = ANY(${sqlIds(items.tests)}))`,
      )
    : ofLists
  const [lists, owners, positions, svc, tests, prods, mats, conts, discs, contractors, points, payTypes] =
    await Promise.all([
      unless(noLists, () =>
        db.select().from(priceLists).where(inArray(priceLists.id, listIds)).orderBy(asc(priceLists.id)),
      ),
      unless(noLists, () =>
        db
          .select()
          .from(priceListOwners)
          .where(inArray(priceListOwners.priceListId, listIds))
          .orderBy(asc(priceListOwners.id)),
      ),
      unless(noLists, () =>
        db.select().from(priceListPositions).where(positionsWhere).orderBy(asc(priceListPositions.id)),
      ),
      unless(items ? !items.services.length : noLists, () =>
        db
          .select()
          .from(services)
          .where(named(services.id, items?.services, priceListPositions.serviceId))
          .orderBy(asc(services.id)),
      ),
      unless(items ? !items.tests.length : noLists, () =>
        db
          .select()
          .from(mcTests)
          .where(named(mcTests.id, items?.tests, priceListPositions.mcTestId))
          .orderBy(asc(mcTests.id)),
      ),
      unless(!!items && !items.products.length, () =>
        db
          .select()
          .from(products)
          .where(items ? inArray(products.id, items.products) : undefined)
          .orderBy(asc(products.id)),
      ),
      unless(!!items && !items.materials.length, () =>
        db
          .select()
          .from(medicalCenterMaterials)
          .where(items ? inArray(medicalCenterMaterials.id, items.materials) : undefined)
          .orderBy(asc(medicalCenterMaterials.id)),
      ),
      unless(!!items && !items.tests.length, () => db.select().from(containers).orderBy(asc(containers.id))),
      db.select().from(discounts).orderBy(asc(discounts.id)),
      db
        .select({
          id: insuranceCompanies.id,
          name: insuranceCompanies.name,
          max: insuranceCompanies.maxDiscountPercent,
        })
        .from(insuranceCompanies)
        .orderBy(asc(insuranceCompanies.id)),
      db.select({ id: bloodPoints.id }).from(bloodPoints).orderBy(asc(bloodPoints.id)),
      db
        .select({ id: paymentTypes.id, name: paymentTypes.name })
        .from(paymentTypes)
        .orderBy(asc(paymentTypes.id)),
    ])
  return {
    lists,
    owners,
    positions,
    services: svc,
    tests,
    products: prods,
    materials: mats,
    containers: conts,
    discounts: discs,
    contractors,
    bloodPoints: points,
    paymentTypes: payTypes,
  }
}

const listIdsOf = (order: { servicePriceListId: number | null; mcTestPriceListId: number | null }) =>
  [order.servicePriceListId, order.mcTestPriceListId].filter((x): x is number => x !== null)

/** Reference data for pricing `items` on an order with these price lists and promo code. */
export async function loadPricingRefs(
  db: Db | Tx,
  order: {
    id: number
    servicePriceListId: number | null
    mcTestPriceListId: number | null
    promoCode: string | null
  },
  items: CartItemIds,
): Promise<PricingRefs> {
  const [rows, promo] = await Promise.all([
    loadRefRows(db, listIdsOf(order), { items }),
    loadPromoCode(db, order.promoCode, order.id),
  ])
  return refsFromRows(rows, promo)
}

/**
 * Reference data for any cart on the whole of these price lists, without a promo code (the cart looks
 * its code up separately); with the rows, for what else the caller builds from them.
 */
export async function loadWholeListRefs(
  db: Db,
  lists: { servicePriceListId: number | null; mcTestPriceListId: number | null },
): Promise<{ refs: PricingRefs; rows: RefRows }> {
  const rows = await loadRefRows(db, listIdsOf(lists), 'whole_lists')
  return { refs: refsFromRows(rows, null), rows }
}

function sqlIds(ids: number[]) {
  return sql`ARRAY[${sql.join(
    (ids.length ? ids : [0]).map((i) => sql`${i}`),
    sql`, `,
  )}]::int[]`
}
