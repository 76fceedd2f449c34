/**
 * Loads from the database exactly the reference data domain/pricing needs for one cart: the order's
 * two price lists with their owners, the positions of the cart's items, the items themselves, the
 * active discounts, the contractors and the promo code the order names (or a default one), with its
 * uses by other orders. Everything else the engine sees is the order row and the cart.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { normalizePromoCode } from '../../../domain/pricing/promo-code'
import type { PricingInputDraft } from '../../../domain/pricing/pricing.schema'
import type { Db, Tx } from '../../db/client'
import { products, services } from '../../db/schema/catalogue'
import { discounts, insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { containers, mcTests, medicalCenterMaterials } from '../../db/schema/lab'
import { bloodPoints } from '../../db/schema/places'
import { priceListOwners, priceListPositions, priceLists } from '../../db/schema/price-lists'
import { promoCodeUses, promoCodes } from '../../db/schema/promo-codes'

type RefsDraft = NonNullable<PricingInputDraft['refs']>

export interface CartItemIds {
  services: number[]
  tests: number[]
  products: number[]
  materials: number[]
}

const orNone = <T>(ids: number[], load: () => Promise<T[]>) => (ids.length ? load() : Promise.resolve([]))

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
): Promise<RefsDraft> {
  const listIds = [order.servicePriceListId, order.mcTestPriceListId].filter((x): x is number => x !== null)
  const [
    lists,
    owners,
    positions,
    svc,
    tests,
    prods,
    mats,
    conts,
    discs,
    contractors,
    points,
    payTypes,
    promo,
  ] = await Promise.all([
    orNone(listIds, () => db.select().from(priceLists).where(inArray(priceLists.id, listIds))),
    orNone(listIds, () =>
      db.select().from(priceListOwners).where(inArray(priceListOwners.priceListId, listIds)),
    ),
    orNone(listIds, () =>
      db
        .select()
        .from(priceListPositions)
        .where(
          and(
            inArray(priceListPositions.priceListId, listIds),
            sql`(${priceListPositions.serviceId} = ANY(${sqlIds(items.services)}) OR ${priceListPositions.mcTestId} = ANY(${sqlIds(items.tests)}))`,
          ),
        ),
    ),
    orNone(items.services, () => db.select().from(services).where(inArray(services.id, items.services))),
    orNone(items.tests, () => db.select().from(mcTests).where(inArray(mcTests.id, items.tests))),
    orNone(items.products, () => db.select().from(products).where(inArray(products.id, items.products))),
    orNone(items.materials, () =>
      db.select().from(medicalCenterMaterials).where(inArray(medicalCenterMaterials.id, items.materials)),
    ),
    orNone(items.tests, () => db.select().from(containers)),
    db.select().from(discounts),
    db
      .select({
        id: insuranceCompanies.id,
        name: insuranceCompanies.name,
        max: insuranceCompanies.maxDiscountPercent,
      })
      .from(insuranceCompanies),
    db.select({ id: bloodPoints.id }).from(bloodPoints),
    db.select({ id: paymentTypes.id, name: paymentTypes.name }).from(paymentTypes),
    loadPromoCode(db, order.promoCode, order.id),
  ])
  return {
    priceLists: lists.map((l) => ({
      id: l.id,
      name: l.nameUk,
      type: l.type,
      discount: l.discount,
      maxDiscountPercent: l.maxDiscountPercent,
      cityId: l.cityId,
      published: l.published,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
      perpetual: l.perpetual,
      autoExtension: l.autoExtension,
      owners: owners
        .filter((o) => o.priceListId === l.id)
        .map((o) => ({ type: o.type, ownerId: o.ownerId, filialId: o.filialId })),
    })),
    positions: positions.map((p) => ({
      id: p.id,
      priceListId: p.priceListId,
      serviceId: p.serviceId,
      mcTestId: p.mcTestId,
      code: p.code,
      name: p.name,
      price: p.price,
      finalPrice: p.finalPrice,
      manualPrice: p.manualPrice,
      leadTime: p.leadTime,
      citoLeadTime: p.citoLeadTime,
    })),
    services: svc.map((s) => ({
      id: s.id,
      name: s.name,
      maxDiscount: s.maxDiscount,
      published: s.published,
    })),
    tests: tests.map((t) => ({
      id: t.id,
      name: t.nameUk,
      containerId: t.containerId,
      departmentId: t.departmentId,
      isPackage: t.isPackage,
      published: t.published,
    })),
    products: prods.map((p) => ({
      id: p.id,
      name: p.name,
      sellingPrice: p.sellingPrice,
      maxDiscount: p.maxDiscount,
    })),
    // Collection materials have no price of their own in the reference data yet: they are free lines.
    materials: mats.map((m) => ({ id: m.id, name: m.name, price: 0 })),
    containers: conts.map((c) => ({ id: c.id, name: c.name, volumeMl: c.volumeMl })),
    discounts: discs.map((d) => ({ id: d.id, name: d.name, percent: d.percent, active: d.active })),
    promoCode: promo,
    // A contractor's max discount of 0 means "not set" in the reference data: no cap.
    contractors: contractors.map((c) => ({
      id: c.id,
      name: c.name,
      maxDiscountPercent: c.max > 0 ? c.max : null,
    })),
    bloodPoints: points.map((p) => ({ id: p.id, contractorId: null })),
    paymentTypes: payTypes,
  }
}

function sqlIds(ids: number[]) {
  return sql`ARRAY[${sql.join(
    (ids.length ? ids : [0]).map((i) => sql`${i}`),
    sql`, `,
  )}]::int[]`
}
