/**
 * The one mapping from database rows to domain/pricing's reference data, shared by the per-cart loader
 * (the server's recalculations) and the whole-list loader (the PWA's previews), so the two can never
 * price the same cart differently.
 */
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import type { products, services } from '../../db/schema/catalogue'
import type { discounts } from '../../db/schema/finance'
import type { containers, mcTests, medicalCenterMaterials } from '../../db/schema/lab'
import type { priceListOwners, priceListPositions, priceLists } from '../../db/schema/price-lists'

type Rows<T extends { $inferSelect: unknown }> = Array<T['$inferSelect']>

/** The rows of every table the engine's reference data comes from. */
export interface RefRows {
  lists: Rows<typeof priceLists>
  owners: Rows<typeof priceListOwners>
  positions: Rows<typeof priceListPositions>
  services: Rows<typeof services>
  /** With the ids of the tests a package is made of (empty for a plain test). */
  tests: Array<Rows<typeof mcTests>[number] & { packageTestIds: number[] }>
  /** With the name of the product's storage unit. */
  products: Array<
    Pick<Rows<typeof products>[number], 'id' | 'name' | 'sellingPrice' | 'maxDiscount'> & { unit: string }
  >
  materials: Rows<typeof medicalCenterMaterials>
  /** The lists' published prices of materials (multimaterials). */
  materialPrices: Array<{ priceListId: number; materialId: number; price: number }>
  containers: Rows<typeof containers>
  discounts: Rows<typeof discounts>
  contractors: Array<{ id: number; name: string; max: number }>
  bloodPoints: Array<{ id: number; contractorId: number | null }>
  paymentTypes: Array<{ id: number; name: string }>
}

/** The engine's reference data from `rows`, with `promoCode` (null: none); every field written out. */
export function refsFromRows(rows: RefRows, promoCode: PricingRefs['promoCode']): PricingRefs {
  return {
    priceLists: rows.lists.map((l) => ({
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
      owners: rows.owners
        .filter((o) => o.priceListId === l.id)
        .map((o) => ({ type: o.type, ownerId: o.ownerId, filialId: o.filialId })),
    })),
    positions: rows.positions.map((p) => ({
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
    services: rows.services.map((s) => ({
      id: s.id,
      name: s.name,
      maxDiscount: s.maxDiscount,
      published: s.published,
    })),
    tests: rows.tests.map((t) => ({
      id: t.id,
      name: t.nameUk,
      containerId: t.containerId,
      departmentId: t.departmentId,
      volumeMl: t.volumeMl,
      isPackage: t.isPackage,
      packageTestIds: t.isPackage ? t.packageTestIds : [],
      published: t.published,
    })),
    products: rows.products.map((p) => ({
      id: p.id,
      name: p.name,
      sellingPrice: p.sellingPrice,
      maxDiscount: p.maxDiscount,
    })),
    // A material has no price of its own: it costs what the order's tests list gives it, else nothing.
    materials: rows.materials.map((m) => ({ id: m.id, name: m.name, price: 0, maxDiscount: 0 })),
    materialPrices: rows.materialPrices,
    containers: rows.containers.map((c) => ({ id: c.id, name: c.name, volumeMl: c.volumeMl })),
    discounts: rows.discounts.map((d) => ({ id: d.id, name: d.name, percent: d.percent, active: d.active })),
    promoCode,
    // A contractor's max discount of 0 means "not set" in the reference data: no cap.
    contractors: rows.contractors.map((c) => ({
      id: c.id,
      name: c.name,
      maxDiscountPercent: c.max > 0 ? c.max : null,
    })),
    // A point's contractor caps an order that names no contractor of its own (domain/pricing/context.ts).
    bloodPoints: rows.bloodPoints.map((p) => ({ id: p.id, contractorId: p.contractorId })),
    paymentTypes: rows.paymentTypes,
  }
}
