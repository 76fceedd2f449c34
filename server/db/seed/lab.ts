/**
 * Seeds lab departments, containers, materials, units, states, test categories and tests (with their
 * sample volumes and the tests of each package) and the promotional tests; services and products.
 */
import { and, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Tx } from '../client'
import { products, serviceCategories, services } from '../schema/catalogue'
import {
  containers,
  departments,
  mcTestCategories,
  mcTestPackageTests,
  mcTests,
  medicalCenterMaterials,
  states,
  units,
  promotionalTests,
} from '../schema/lab'
import { setPackageTests } from '../../modules/references/mc-test-packages.repo'
import {
  demoNoScheduleServices,
  demoProducts,
  demoServiceTree,
  demoTopLevelServices,
  type ServiceRow,
} from './demo-catalogue'
import {
  demoContainers,
  demoDepartments,
  demoMaterials,
  demoPackages,
  demoStates,
  demoPromotionalTests,
  demoTestSynonyms,
  demoTestTree,
  demoTestVolumes,
  demoUnits,
} from './demo-lab'
import { idsBy, insertIfEmpty, need } from './seed-helpers'
import { analyzers, analyzerTestCodes } from '../schema/lab-devices'
import { demoAnalyzers } from './demo-analyzers'
import { seedNomenclatureUnits } from './warehouse'

type CategoryTable = typeof mcTestCategories | typeof serviceCategories

/** Inserts a two-level category tree when the table is empty; answers leaf category ids by name. */
async function seedTree(
  tx: Tx,
  table: CategoryTable,
  tree: ReadonlyArray<{ name: string; groups: ReadonlyArray<{ name: string }> }>,
) {
  const empty = await insertIfEmpty(tx, table, () => tree.map((b, i) => ({ name: b.name, sort: i * 10 })))
  if (empty) {
    const parentIds = await idsBy(tx, table, table.name, table.id)
    const children = tree.flatMap((b) =>
      b.groups.map((g, i) => ({ name: g.name, parentId: need(parentIds, b.name, 'category'), sort: i * 10 })),
    )
    await tx.insert(table).values(children)
  }
  const leaves = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(isNotNull(table.parentId))
  return new Map(leaves.map((r) => [r.name, r.id]))
}

/** Seeds the laboratory references and the tests. */
export async function seedLab(tx: Tx): Promise<void> {
  await insertIfEmpty(tx, departments, () => demoDepartments.map((name, i) => ({ name, sort: i * 10 })))
  await insertIfEmpty(tx, containers, () =>
    demoContainers.map(([code, name, color, volumeMl]) => ({ code, name, color, volumeMl })),
  )
  await insertIfEmpty(tx, medicalCenterMaterials, () => demoMaterials.map(([code, name]) => ({ code, name })))
  await insertIfEmpty(tx, units, () => demoUnits.map(([name, symbol]) => ({ name, symbol })))
  await insertIfEmpty(tx, states, () => demoStates.map(([code, name], i) => ({ code, name, sort: i * 10 })))
  const categoryIds = await seedTree(tx, mcTestCategories, demoTestTree)
  const depIds = await idsBy(tx, departments, departments.name, departments.id)
  const containerIds = await idsBy(tx, containers, containers.code, containers.id)
  const materialIds = await idsBy(
    tx,
    medicalCenterMaterials,
    medicalCenterMaterials.code,
    medicalCenterMaterials.id,
  )
  await insertIfEmpty(tx, mcTests, () =>
    demoTestTree.flatMap((b) =>
      b.groups.flatMap((g) =>
        g.tests.map(([code, nameUk, nameRu, container, material, dep, workDays, , mark]) => ({
          code,
          nameUk,
          nameRu,
          synonyms: demoTestSynonyms[code] ?? null,
          categoryId: need(categoryIds, g.name, 'test category'),
          testType: mark === 'collection' ? 2 : 1,
          resultMode:
            mark === 'collection'
              ? ('noResult' as const)
              : mark === 'double'
                ? ('doubleResult' as const)
                : ('default' as const),
          containerId: need(containerIds, container, 'container'),
          materialId: need(materialIds, material, 'material'),
          departmentId: need(depIds, dep, 'department'),
          workDays,
          isPackage: mark === 'package',
        })),
      ),
    ),
  )
  await seedPackages(tx)
  const testIds = await idsBy(tx, mcTests, mcTests.code, mcTests.id)
  await insertIfEmpty(tx, promotionalTests, () =>
    demoPromotionalTests.map(([code, name, test, published]) => ({
      code,
      name,
      mcTestId: need(testIds, test, 'test'),
      published,
    })),
  )
  await seedAnalyzers(tx, testIds)
}

/** The demo analyzers and their test codes, once (while there are none). */
async function seedAnalyzers(tx: Tx, testIds: ReadonlyMap<string, number>): Promise<void> {
  const made = await insertIfEmpty(tx, analyzers, () => demoAnalyzers.map(({ codes: _codes, ...a }) => a))
  if (!made) return
  const ids = await idsBy(tx, analyzers, analyzers.name, analyzers.id)
  await tx.insert(analyzerTestCodes).values(
    demoAnalyzers.flatMap((a) =>
      a.codes.map(([code, test, indicatorCode], sort) => ({
        analyzerId: need(ids, a.name, 'analyzer'),
        code,
        mcTestId: need(testIds, test, 'test'),
        indicatorCode,
        sort,
      })),
    ),
  )
}

/**
 * The packages' tests and the tests' sample volumes, once: while no package has tests yet — also on a
 * database seeded before they were stored (its tests get the volumes they lack; a package or test
 * an administrator removed, or made a package or not, is left out).
 */
async function seedPackages(tx: Tx): Promise<void> {
  const [any] = await tx.select({ id: mcTestPackageTests.packageId }).from(mcTestPackageTests).limit(1)
  if (any) return
  const byVolume = new Map<number, string[]>()
  for (const [code, ml] of demoTestVolumes) byVolume.set(ml, [...(byVolume.get(ml) ?? []), code])
  for (const [ml, codes] of byVolume)
    await tx
      .update(mcTests)
      .set({ volumeMl: ml })
      .where(and(inArray(mcTests.code, codes), isNull(mcTests.volumeMl)))
  const tests = await tx
    .select({ id: mcTests.id, code: mcTests.code, isPackage: mcTests.isPackage })
    .from(mcTests)
  const packageIds = new Map(tests.filter((t) => t.isPackage).map((t) => [t.code, t.id]))
  const plainIds = new Map(tests.filter((t) => !t.isPackage).map((t) => [t.code, t.id]))
  for (const [code, members] of demoPackages) {
    const packageId = packageIds.get(code)
    if (packageId !== undefined)
      await setPackageTests(
        tx,
        packageId,
        members.flatMap((m) => plainIds.get(m) ?? []),
      )
  }
}

/** Seeds services in their categories and the products. */
export async function seedCatalogue(tx: Tx): Promise<void> {
  const categoryIds = await seedTree(
    tx,
    serviceCategories,
    demoServiceTree.map((b) => ({ name: b.name, groups: b.groups })),
  )
  const topIds = await idsBy(tx, serviceCategories, serviceCategories.name, serviceCategories.id)
  const service = ([code, name, standardDuration, , maxDiscount]: ServiceRow, categoryId: number) => ({
    code,
    name,
    standardDuration,
    maxDiscount,
    categoryId,
    noSchedule: demoNoScheduleServices.has(code),
  })
  await insertIfEmpty(tx, services, () => [
    ...demoServiceTree.flatMap((b) =>
      b.groups.flatMap((g) =>
        g.services.map((s) => service(s, need(categoryIds, g.name, 'service category'))),
      ),
    ),
    // After the tree's services, so their ids stay as they were.
    ...demoTopLevelServices.map((t) => service(t.service, need(topIds, t.branch, 'service category'))),
  ])
  const unitIds = await seedNomenclatureUnits(tx)
  await insertIfEmpty(tx, products, () =>
    demoProducts.map(([name, unit, selling, purchase, maxDiscount]) => ({
      name,
      storageUnitId: need(unitIds, unit, 'unit'),
      useUnitId: need(unitIds, unit, 'unit'),
      sellingPrice: Math.round(selling * 100),
      purchasePrice: Math.round(purchase * 100),
      maxDiscount,
    })),
  )
}
