/**
 * Reads of the test editor (/settings/finances/mc-tests): a page of the filtered list and one test with
 * the fields of spec 001 §3, its package's tests and its indicators with their normogroups. The same
 * read answers GET /api/v2/mc-tests/{id}.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type {
  McTest,
  McTestChoices,
  McTestListQuery,
  McTestListRow,
} from '../../../domain/laboratory/mc-test.schema'
import type { Db, Tx } from '../../db/client'
import {
  containers,
  departments,
  mcTestCategories,
  mcTestIndicators,
  mcTests,
  medicalCenterMaterials,
  units,
} from '../../db/schema/lab'
import { laboratories, paramApis } from '../../db/schema/lab-network'
import { categoryTree } from '../../../domain/services/category-tree'
import { containing } from '../../lib/like'
import { categoryPaths } from '../../lib/category-paths'
import { notFound } from '../../lib/versioned'
import { packageTestIds } from '../references/mc-test-packages.repo'
import { indicatorNormGroups, normGroupChoices } from './mc-test-norm-groups'

type Row = typeof mcTests.$inferSelect

/** A test's indicators in the lab's order, with their normogroups. */
async function indicatorsOf(db: Db | Tx, testId: number): Promise<McTest['indicators']> {
  const rows = await db
    .select()
    .from(mcTestIndicators)
    .where(eq(mcTestIndicators.mcTestId, testId))
    .orderBy(asc(mcTestIndicators.sort), asc(mcTestIndicators.id))
  const groups = await indicatorNormGroups(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    unitId: r.unitId,
    decimals: r.decimals,
    resultType: r.resultType,
    options: r.options,
    formula: r.formula,
    normGroupIds: groups.get(r.id) ?? [],
  }))
}

/** One test in the answer shape. */
async function viewOf(db: Db | Tx, t: Row, paths: Map<number, string[]>): Promise<McTest> {
  const [members, indicators, lab] = await Promise.all([
    t.isPackage ? packageTestIds(db, t.id) : Promise.resolve([]),
    indicatorsOf(db, t.id),
    t.laboratoryId === null
      ? Promise.resolve(undefined)
      : db
          .select({ kind: laboratories.kind })
          .from(laboratories)
          .where(eq(laboratories.id, t.laboratoryId))
          .then((r) => r[0]),
  ])
  return {
    id: t.id,
    uuid: t.uuid,
    version: t.version,
    code: t.code,
    name: t.nameUk,
    nameUk: t.nameUk,
    nameRu: t.nameRu,
    synonyms: t.synonyms,
    categoryId: t.categoryId,
    categoryPath: t.categoryId === null ? [] : (paths.get(t.categoryId) ?? []),
    testType: t.testType,
    analizatorType: t.analyzerType,
    resultMode: t.resultMode,
    laboratoryId: t.laboratoryId,
    laboratoryKind: lab?.kind ?? null,
    crmContainerId: t.containerId,
    containerAdditionalId: t.containerAdditionalId,
    medicalCenterMaterialId: t.materialId,
    crmDepartmentId: t.departmentId,
    materialCollectionServiceId: t.materialCollectionServiceId,
    workDays: t.workDays,
    runWeekdays: t.runWeekdays,
    volume: t.volumeMl,
    externalId: t.externalId,
    externalName: t.externalName,
    externalMaterialId: t.externalMaterialId,
    externalMaterialName: t.externalMaterialName,
    defaultParamApi: t.defaultParamApiId,
    buhCode: t.buhCode,
    buhCodeMaterial: t.buhCodeMaterial,
    uniqueTest: t.uniqueTest,
    hasUniqueTests: t.hasUniqueTests,
    package: t.isPackage,
    packageFull: t.packageFull,
    packageTestsIds: members,
    sHelp: t.sHelp,
    published: t.published,
    indicators,
  }
}

/** One test, or undefined. */
export async function findMcTest(db: Db | Tx, id: number): Promise<McTest | undefined> {
  const [row] = await db.select().from(mcTests).where(eq(mcTests.id, id))
  if (!row) return undefined
  return viewOf(db, row, await categoryPaths(db, mcTestCategories))
}

/** One test, or 404. */
export async function getMcTest(db: Db | Tx, id: number): Promise<McTest> {
  const test = await findMcTest(db, id)
  if (!test) throw notFound()
  return test
}

function whereOf(db: Db, q: McTestListQuery): SQL | undefined {
  const search = q.search?.trim()
  const like = search ? containing(search) : ''
  return and(
    search
      ? or(ilike(mcTests.code, like), ilike(mcTests.nameUk, like), ilike(mcTests.synonyms, like))
      : undefined,
    q.category === undefined
      ? undefined
      : or(
          eq(mcTests.categoryId, q.category),
          inArray(
            mcTests.categoryId,
            db
              .select({ id: mcTestCategories.id })
              .from(mcTestCategories)
              .where(eq(mcTestCategories.parentId, q.category)),
          ),
        ),
    q.package ? eq(mcTests.isPackage, q.package === 'true') : undefined,
    q.published ? eq(mcTests.published, q.published === 'true') : undefined,
    q.testType ? eq(mcTests.testType, Number(q.testType)) : undefined,
  )
}

/** A page of tests in code order. */
export async function listMcTests(db: Db, q: McTestListQuery) {
  const where = whereOf(db, q)
  const [rows, [total], paths] = await Promise.all([
    db
      .select({
        id: mcTests.id,
        version: mcTests.version,
        code: mcTests.code,
        nameUk: mcTests.nameUk,
        categoryId: mcTests.categoryId,
        testType: mcTests.testType,
        package: mcTests.isPackage,
        packageSize: sql<number>`(SELECT count(*)::int FROM mc_test_package_tests m WHERE m.package_id = ${mcTests.id})`,
        container: containers.name,
        department: departments.name,
        laboratory: laboratories.name,
        workDays: mcTests.workDays,
        published: mcTests.published,
      })
      .from(mcTests)
      .leftJoin(containers, eq(containers.id, mcTests.containerId))
      .leftJoin(departments, eq(departments.id, mcTests.departmentId))
      .leftJoin(laboratories, eq(laboratories.id, mcTests.laboratoryId))
      .where(where)
      .orderBy(asc(mcTests.code), asc(mcTests.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(mcTests).where(where),
    categoryPaths(db, mcTestCategories),
  ])
  const data: McTestListRow[] = rows.map(({ categoryId, packageSize, ...r }) => ({
    ...r,
    packageSize: Number(packageSize),
    categoryPath: categoryId === null ? [] : (paths.get(categoryId) ?? []),
  }))
  return { data, meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 } }
}

const collator = new Intl.Collator('uk')
const byName = <T extends { name: string }>(rows: T[]) =>
  rows.sort((a, b) => collator.compare(a.name, b.name))

/** What the editor's selects offer. */
export async function mcTestChoices(db: Db): Promise<McTestChoices> {
  const [cats, cont, deps, mats, unitRows, labs, params, collections, normGroups] = await Promise.all([
    db
      .select({
        id: mcTestCategories.id,
        name: mcTestCategories.name,
        parentId: mcTestCategories.parentId,
        sort: mcTestCategories.sort,
      })
      .from(mcTestCategories),
    db.select({ id: containers.id, name: containers.name }).from(containers),
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .orderBy(asc(departments.sort), asc(departments.id)),
    db
      .select({ id: medicalCenterMaterials.id, name: medicalCenterMaterials.name })
      .from(medicalCenterMaterials),
    db.select({ id: units.id, name: units.name }).from(units),
    db.select({ id: laboratories.id, name: laboratories.name, kind: laboratories.kind }).from(laboratories),
    db.select({ id: paramApis.id, name: paramApis.name }).from(paramApis),
    db
      .select({ id: mcTests.id, code: mcTests.code, name: mcTests.nameUk })
      .from(mcTests)
      .where(eq(mcTests.testType, 2))
      .orderBy(asc(mcTests.code)),
    normGroupChoices(db),
  ])
  const categories = categoryTree(cats).map((c) => ({ id: c.id, name: c.label }))
  return {
    categories,
    containers: byName(cont),
    departments: deps,
    materials: byName(mats),
    units: byName(unitRows),
    laboratories: byName(labs),
    paramApis: byName(params),
    collectionServices: collections.map((c) => ({ id: c.id, name: `${c.code} ${c.name}` })),
    normGroups,
  }
}
