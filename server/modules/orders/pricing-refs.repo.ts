/**
 * Loads from the database the reference data domain/pricing reads, in two scopes that share one
 * mapping (pricing-refs.mapping.ts): one cart's (the order's two price lists with their owners, the
 * positions and rows of the cart's items — what the server prices with) and whole lists' (every position
 * of the two lists, the services and tests they name, every product and material — what the PWA's
 * worker previews any cart with). Tests come with the tests of the packages among them (for the tubes). Both add the active discounts, the contractors, blood points and
 * payment types; the cart's also the promo code the order names (or a default one).
 */
import { and, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { normalizePromoCode } from '../../../domain/pricing/promo-code'
import type { Db, Tx } from '../../db/client'
import {
  anyId,
  jsonFirstRow,
  jsonRows,
  nested,
  noRows,
  selectInOneTrip,
  type Answers,
  type JsonPart,
} from '../../db/one-trip'
import { products, services } from '../../db/schema/catalogue'
import { discounts, insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { containers, mcTestPackageTests, mcTests, medicalCenterMaterials } from '../../db/schema/lab'
import { bloodPoints } from '../../db/schema/blood-points'
import {
  priceListMaterials,
  priceListOwners,
  priceListPositions,
  priceLists,
} from '../../db/schema/price-lists'
import { promoCodeUses, promoCodes } from '../../db/schema/promo-codes'
import { nomenclatureUnits } from '../../db/schema/warehouse'
import { refsFromRows, type RefRows } from './pricing-refs.mapping'

export interface CartItemIds {
  services: number[]
  tests: number[]
  products: number[]
  materials: number[]
}

/** One cart's items, or the whole of the price lists. */
export type RefsScope = { items: CartItemIds } | 'whole_lists'

/** A test's columns with the ids of the tests it is made of, in the lab's order (none: a plain test). */
const testColumns = {
  ...getTableColumns(mcTests),
  packageTestIds: sql<number[]>`coalesce((SELECT array_agg(m.test_id ORDER BY m.sort, m.test_id)
    FROM ${mcTestPackageTests} m WHERE m.package_id = ${mcTests.id}), '{}')`,
}

// Field sets are module constants: db/one-trip.ts renders each set once.
/** What the cart reads of a product: its price, cap and the name of its storage unit. */
const productColumns = {
  id: products.id,
  name: products.name,
  sellingPrice: products.sellingPrice,
  maxDiscount: products.maxDiscount,
  unit: sql<string>`(SELECT u.name FROM ${nomenclatureUnits} u WHERE u.id = ${products.storageUnitId})`,
}
const contractorColumns = {
  id: insuranceCompanies.id,
  name: insuranceCompanies.name,
  max: insuranceCompanies.maxDiscountPercent,
}
const bloodPointColumns = { id: bloodPoints.id, contractorId: bloodPoints.contractorId }
const materialPriceColumns = {
  priceListId: priceListMaterials.priceListId,
  materialId: priceListMaterials.materialId,
  price: priceListMaterials.price,
}
const paymentTypeColumns = { id: paymentTypes.id, name: paymentTypes.name }
const promoCodeColumns = {
  id: promoCodes.id,
  code: promoCodes.code,
  percent: promoCodes.percent,
  dateFrom: promoCodes.dateFrom,
  dateTo: promoCodes.dateTo,
  perpetual: promoCodes.perpetual,
  active: promoCodes.active,
  isDefault: promoCodes.isDefault,
  paymentTypeId: promoCodes.paymentTypeId,
  insuranceCompanyId: promoCodes.insuranceCompanyId,
  contractorId: promoCodes.contractorId,
  multipleUse: promoCodes.multipleUse,
  count: promoCodes.count,
}

/** The promo code `typed` names, else the default one; with its uses by orders other than `orderId`. */
function promoCodePart(typed: string | null, orderId: number) {
  const code = typed === null ? '' : normalizePromoCode(typed)
  return jsonFirstRow(promoCodes, {
    fields: promoCodeColumns,
    extra: {
      usedCount: sql<number>`(SELECT count(*)::int FROM ${promoCodeUses} WHERE ${and(
        eq(promoCodeUses.promoCodeId, promoCodes.id),
        ne(promoCodeUses.orderId, orderId),
      )})`,
    },
    where: code === '' ? eq(promoCodes.isDefault, true) : sql`upper(trim(${promoCodes.code})) = ${code}`,
    orderBy: promoCodes.id,
  })
}

/** The promo code `typed` names, else the default one; with its uses by orders other than `orderId`. */
export async function loadPromoCode(
  db: Db | Tx,
  typed: string | null,
  orderId: number,
): Promise<PricingRefs['promoCode'] | null> {
  return (await selectInOneTrip(db, { promo: promoCodePart(typed, orderId) })).promo
}

/**
 * The parts of one read of every table the engine's reference data comes from, for price lists
 * `listIds` (one round trip: db/one-trip.ts).
 */
function refRowParts(db: Db | Tx, listIds: number[], scope: RefsScope) {
  const items = scope === 'whole_lists' ? null : scope.items
  const noLists = listIds.length === 0
  // An unpublished position is not part of what the cart offers or prices.
  const ofLists = and(
    inArray(priceListPositions.priceListId, listIds),
    eq(priceListPositions.published, true),
  )
  // The cart's ids, or every id the lists' positions name.
  const named = (column: PgColumn, ids: number[] | undefined, positionColumn: PgColumn) =>
    ids
      ? anyId(column, ids)
      : inArray(column, db.select({ id: positionColumn }).from(priceListPositions).where(ofLists))
  const positionsWhere = items
    ? and(
        ofLists,
        or(
          anyId(priceListPositions.serviceId, items.services),
          anyId(priceListPositions.mcTestId, items.tests),
        ),
      )
    : ofLists
  // The tests of the packages among them. For a cart, as an array computed once (`= ANY(ARRAY(…))`),
  // so both sides of the OR above use the primary key instead of a scan of every test.
  const packageTestsOf = (ids: number[] | undefined) => {
    const members = db
      .select({ id: mcTestPackageTests.testId })
      .from(mcTestPackageTests)
      .where(named(mcTestPackageTests.packageId, ids, priceListPositions.mcTestId))
    return ids ? sql`${mcTests.id} = ANY(ARRAY(${members}))` : inArray(mcTests.id, members)
  }
  const unless = <T>(skip: boolean, part: () => JsonPart<T[]>) => (skip ? noRows<T>() : part())
  return {
    lists: unless(noLists, () =>
      jsonRows(priceLists, { where: inArray(priceLists.id, listIds), orderBy: priceLists.id }),
    ),
    owners: unless(noLists, () =>
      jsonRows(priceListOwners, {
        where: inArray(priceListOwners.priceListId, listIds),
        orderBy: priceListOwners.id,
      }),
    ),
    positions: unless(noLists, () =>
      jsonRows(priceListPositions, { where: positionsWhere, orderBy: priceListPositions.id }),
    ),
    services: unless(items ? !items.services.length : noLists, () =>
      jsonRows(services, {
        where: named(services.id, items?.services, priceListPositions.serviceId),
        orderBy: services.id,
      }),
    ),
    tests: unless(items ? !items.tests.length : noLists, () =>
      jsonRows(mcTests, {
        fields: testColumns,
        where: or(named(mcTests.id, items?.tests, priceListPositions.mcTestId), packageTestsOf(items?.tests)),
        orderBy: mcTests.id,
      }),
    ),
    products: unless(!!items && !items.products.length, () =>
      jsonRows(products, {
        fields: productColumns,
        where: items ? anyId(products.id, items.products) : undefined,
        orderBy: products.id,
      }),
    ),
    materials: unless(!!items && !items.materials.length, () =>
      jsonRows(medicalCenterMaterials, {
        where: items ? anyId(medicalCenterMaterials.id, items.materials) : undefined,
        orderBy: medicalCenterMaterials.id,
      }),
    ),
    materialPrices: unless(noLists || (!!items && !items.materials.length), () =>
      jsonRows(priceListMaterials, {
        fields: materialPriceColumns,
        where: and(
          inArray(priceListMaterials.priceListId, listIds),
          eq(priceListMaterials.published, true),
          items ? anyId(priceListMaterials.materialId, items.materials) : undefined,
        ),
        orderBy: priceListMaterials.id,
      }),
    ),
    containers: unless(!!items && !items.tests.length, () =>
      jsonRows(containers, { orderBy: containers.id }),
    ),
    discounts: jsonRows(discounts, { orderBy: discounts.id }),
    contractors: jsonRows(insuranceCompanies, { fields: contractorColumns, orderBy: insuranceCompanies.id }),
    bloodPoints: jsonRows(bloodPoints, { fields: bloodPointColumns, orderBy: bloodPoints.id }),
    paymentTypes: jsonRows(paymentTypes, { fields: paymentTypeColumns, orderBy: paymentTypes.id }),
  } satisfies { [K in keyof RefRows]: JsonPart<RefRows[K]> }
}

/** The rows of every table the engine's reference data comes from, for price lists `listIds`. */
export async function loadRefRows(db: Db | Tx, listIds: number[], scope: RefsScope): Promise<RefRows> {
  return selectInOneTrip(db, refRowParts(db, listIds, scope))
}

const listIdsOf = (order: { servicePriceListId: number | null; mcTestPriceListId: number | null }) =>
  [order.servicePriceListId, order.mcTestPriceListId].filter((x): x is number => x !== null)

/**
 * Reference data for pricing `items` on an order with these price lists and promo code, with the rows
 * it was built from; in the same round trip the caller's further reads `also` (db/one-trip.ts).
 */
export async function loadPricingRefs<E extends Record<string, JsonPart<unknown>>>(
  db: Db | Tx,
  order: {
    id: number
    servicePriceListId: number | null
    mcTestPriceListId: number | null
    promoCode: string | null
  },
  items: CartItemIds,
  also: E,
): Promise<{ refs: PricingRefs; rows: RefRows; also: Answers<E> }> {
  const {
    refRows,
    promo,
    also: more,
  } = await selectInOneTrip(db, {
    refRows: nested(refRowParts(db, listIdsOf(order), { items })),
    promo: promoCodePart(order.promoCode, order.id),
    also: nested(also),
  })
  return { refs: refsFromRows(refRows, promo), rows: refRows, also: more }
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
