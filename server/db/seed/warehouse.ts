/**
 * Seeds the warehouse settings: units (before the products, which name them), then categories, groups of
 * stocks, suppliers, a stock for every filial without one, and the demo products' stock fields (with the
 * materials the demo services and tests use).
 * Idempotent: dictionaries row by row on their name; a product is filled only while it has no category
 * and a stock only while it has no group, so a second run (or an administrator's edit) is left alone.
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import type { Tx } from '../client'
import { products, services } from '../schema/catalogue'
import { mcTests } from '../schema/lab'
import { filials, warehouses } from '../schema/places'
import { nomenclatureUnits, stockCategories, suppliers, warehouseGroups } from '../schema/warehouse'
import {
  demoMaterialUses,
  demoNomenclatureUnits,
  demoProductStock,
  demoStockCategories,
  demoSuppliers,
  demoWarehouseGroups,
} from './demo-warehouse'
import { idsBy, insertIfEmpty, need } from './seed-helpers'

type NamedTable = typeof nomenclatureUnits | typeof stockCategories | typeof warehouseGroups

/** Inserts the names `table` lacks; answers name → id of every row. */
async function namesOnce(tx: Tx, table: NamedTable, names: readonly string[]): Promise<Map<string, number>> {
  const rows = names.map((name) => ({ name }))
  if (rows.length) await tx.insert(table).values(rows).onConflictDoNothing()
  return idsBy(tx, table, table.name, table.id)
}

/** Seeds the units of the nomenclature; answers unit name → id. */
export const seedNomenclatureUnits = (tx: Tx) => namesOnce(tx, nomenclatureUnits, demoNomenclatureUnits)

async function seedStocks(tx: Tx): Promise<void> {
  const groupIds = await namesOnce(tx, warehouseGroups, Object.values(demoWarehouseGroups))
  const stocked = tx.select({ id: warehouses.filialId }).from(warehouses)
  const bare = await tx
    .select({ id: filials.id, name: filials.name, cityId: filials.cityId })
    .from(filials)
    .where(notInArray(filials.id, stocked))
  if (bare.length)
    await tx
      .insert(warehouses)
      .values(bare.map((f) => ({ name: `Склад філії ${f.name}`, cityId: f.cityId, filialId: f.id })))
  const rows = await tx.select().from(warehouses).where(isNull(warehouses.groupId))
  for (const w of rows) {
    const group = w.filialId === null ? demoWarehouseGroups.central : demoWarehouseGroups.filials
    await tx
      .update(warehouses)
      .set({ groupId: need(groupIds, group, 'warehouse group') })
      .where(and(eq(warehouses.id, w.id), isNull(warehouses.groupId)))
  }
}

async function seedProductStock(tx: Tx): Promise<void> {
  const unitIds = await seedNomenclatureUnits(tx)
  const categoryIds = await namesOnce(tx, stockCategories, demoStockCategories)
  const rows = await tx
    .select({ id: products.id, name: products.name, storageUnitId: products.storageUnitId })
    .from(products)
    .where(isNull(products.categoryId))
  const codes = async (table: typeof services | typeof mcTests, wanted: string[]) =>
    wanted.length === 0
      ? []
      : (await tx.select({ id: table.id }).from(table).where(inArray(table.code, wanted))).map((r) => r.id)
  for (const p of rows) {
    const d = demoProductStock[p.name]
    if (!d) continue
    const uses = demoMaterialUses[p.name]
    await tx
      .update(products)
      .set({
        categoryId: need(categoryIds, d.category, 'stock category'),
        useUnitId: d.use ? need(unitIds, d.use[0], 'unit') : p.storageUnitId,
        useUnitsPerStorageUnit: d.use?.[1] ?? 1,
        minCount: d.minCount,
        vatRate: d.vat,
        expiration: d.expiringDays !== undefined,
        daysToExpiration: d.expiringDays ?? null,
        seriesNumber: d.series ?? false,
        serviceUses: (await codes(services, uses?.services ?? [])).map((serviceId) => ({
          serviceId,
          quantity: 1,
        })),
        testUses: (await codes(mcTests, uses?.tests ?? [])).map((mcTestId) => ({ mcTestId, quantity: 1 })),
      })
      .where(and(eq(products.id, p.id), isNull(products.categoryId)))
  }
}

/** Seeds the warehouse settings (after the places and the catalogue). */
export async function seedWarehouse(tx: Tx): Promise<void> {
  await seedStocks(tx)
  await seedProductStock(tx)
  await insertIfEmpty(tx, suppliers, () =>
    demoSuppliers.map(([name, contactPerson, phone, email, comment]) => ({
      name,
      contactPerson,
      phone,
      email,
      comment,
    })),
  )
}
