/**
 * Writes of the test editor: create, versioned edit and delete of a test with its package's tests and
 * its indicators, in one transaction. Test writes run one at a time (an advisory lock), so "is this code
 * free?" holds until the write commits. The record's own rules are domain's (mc-test.schema.ts); here
 * the ones that need the database: the references exist, an external laboratory's test has no
 * container or department, a collection service is a test of type 2, a package holds no package
 * (setPackageTests, and the database's constraints behind it).
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import { DomainError, errorMessages, toSnakeCase, type FieldErrors } from '../../../domain/api/errors'
import {
  mcTestMessages as msg,
  mcTestRecordIssues,
  type Indicator,
  type McTest,
  type McTestCreate,
  type McTestPatch,
} from '../../../domain/laboratory/mc-test.schema'
import type { Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
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
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned, versionConflict } from '../../lib/versioned'
import { setPackageTests } from '../references/mc-test-packages.repo'
import { setIndicatorNormGroups } from './mc-test-norm-groups'
import { getMcTest } from './mc-tests.repo'

type Record = Omit<McTestCreate, 'indicators'> & { indicators?: Indicator[] }

const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

const lockTests = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(727102, hashtext('mc_tests'))`)

/** Whether each of `ids` (nulls skipped) is a row of `table`. */
async function missing(
  tx: Tx,
  table:
    typeof containers | typeof departments | typeof medicalCenterMaterials | typeof paramApis | typeof units,
  ids: ReadonlyArray<number | null | undefined>,
): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Set()
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))
  const have = new Set(found.map((r) => r.id))
  return new Set(wanted.filter((id) => !have.has(id)))
}

/** The checks that need the database, on the whole record as it would be saved. */
async function checkRecord(tx: Tx, r: Record, selfId: number | null): Promise<void> {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => {
    const key = toSnakeCase(field)
    errors[key] = [...(errors[key] ?? []), message]
  }
  for (const [path, message] of mcTestRecordIssues(r)) add(path.join('.'), message)

  const [taken] = await tx
    .select({ id: mcTests.id })
    .from(mcTests)
    .where(
      and(
        sql`lower(btrim(${mcTests.code})) = lower(${r.code.trim()})`,
        selfId === null ? undefined : ne(mcTests.id, selfId),
      ),
    )
    .limit(1)
  if (taken) add('code', msg.codeTaken)

  if (r.package && selfId !== null) {
    const inPackage = await queryRows(
      tx,
      sql`SELECT 1 FROM mc_test_package_tests WHERE test_id = ${selfId} LIMIT 1`,
    )
    if (inPackage.length > 0) add('package', msg.packageInPackage)
  }

  const [category] = await tx
    .select({ id: mcTestCategories.id })
    .from(mcTestCategories)
    .where(eq(mcTestCategories.id, r.categoryId))
  if (!category) add('categoryId', msg.unknownCategory)

  if (r.laboratoryId !== null) {
    const [lab] = await tx
      .select({ kind: laboratories.kind })
      .from(laboratories)
      .where(eq(laboratories.id, r.laboratoryId))
    if (!lab) add('laboratoryId', msg.unknownRef)
    else if (lab.kind === 'api') {
      if (r.crmContainerId !== null) add('crmContainerId', msg.externalNoContainer)
      if (r.containerAdditionalId !== null) add('containerAdditionalId', msg.externalNoContainer)
      if (r.crmDepartmentId !== null) add('crmDepartmentId', msg.externalNoContainer)
    }
  }
  const badContainers = await missing(tx, containers, [r.crmContainerId, r.containerAdditionalId])
  if (r.crmContainerId !== null && badContainers.has(r.crmContainerId)) add('crmContainerId', msg.unknownRef)
  if (r.containerAdditionalId !== null && badContainers.has(r.containerAdditionalId))
    add('containerAdditionalId', msg.unknownRef)
  if ((await missing(tx, departments, [r.crmDepartmentId])).size) add('crmDepartmentId', msg.unknownRef)
  if ((await missing(tx, medicalCenterMaterials, [r.medicalCenterMaterialId])).size)
    add('medicalCenterMaterialId', msg.unknownRef)
  if ((await missing(tx, paramApis, [r.defaultParamApi])).size) add('defaultParamApi', msg.unknownRef)

  if (r.materialCollectionServiceId !== null) {
    const [service] = await tx
      .select({ testType: mcTests.testType })
      .from(mcTests)
      .where(eq(mcTests.id, r.materialCollectionServiceId))
    if (!service || service.testType !== 2 || r.materialCollectionServiceId === selfId)
      add('materialCollectionServiceId', msg.notACollectionService)
  }

  const indicators = r.indicators ?? []
  const badUnits = await missing(
    tx,
    units,
    indicators.map((i) => i.unitId),
  )
  indicators.forEach((ind, i) => {
    if (ind.unitId !== null && badUnits.has(ind.unitId))
      add(`indicators.${i}.unitId`, 'Такої одиниці немає: оберіть зі списку')
  })
  if (Object.keys(errors).length) throw fail(errors)
}

/** The columns of a record. */
const columnsOf = (r: Record) => ({
  code: r.code,
  nameUk: r.nameUk,
  nameRu: r.nameRu ?? null,
  synonyms: r.synonyms ?? null,
  categoryId: r.categoryId,
  testType: r.testType,
  analyzerType: r.analizatorType,
  resultMode: r.resultMode,
  laboratoryId: r.laboratoryId,
  containerId: r.crmContainerId,
  containerAdditionalId: r.containerAdditionalId,
  materialId: r.medicalCenterMaterialId,
  departmentId: r.crmDepartmentId,
  materialCollectionServiceId: r.materialCollectionServiceId,
  volumeMl: r.volume,
  workDays: r.workDays,
  runWeekdays: r.runWeekdays,
  externalId: r.externalId ?? null,
  externalName: r.externalName ?? null,
  externalMaterialId: r.externalMaterialId ?? null,
  externalMaterialName: r.externalMaterialName ?? null,
  defaultParamApiId: r.defaultParamApi,
  buhCode: r.buhCode ?? null,
  buhCodeMaterial: r.buhCodeMaterial ?? null,
  uniqueTest: r.uniqueTest,
  hasUniqueTests: r.hasUniqueTests,
  isPackage: r.package,
  packageFull: r.packageFull,
  sHelp: r.sHelp ?? null,
  published: r.published,
})

/** Makes `list` the test's indicators: kept ones by id, new ones added, the rest removed. */
async function setIndicators(tx: Tx, testId: number, list: readonly Indicator[]): Promise<void> {
  const existing = await tx
    .select({ id: mcTestIndicators.id })
    .from(mcTestIndicators)
    .where(eq(mcTestIndicators.mcTestId, testId))
  const own = new Set(existing.map((r) => r.id))
  const errors: FieldErrors = {}
  list.forEach((ind, i) => {
    if (ind.id !== undefined && !own.has(ind.id)) errors[`indicators.${i}.id`] = ['Такого показника немає']
  })
  if (Object.keys(errors).length) throw fail(errors)
  const kept = list.flatMap((i) => (i.id === undefined ? [] : [i.id]))
  await tx
    .delete(mcTestIndicators)
    .where(
      and(
        eq(mcTestIndicators.mcTestId, testId),
        kept.length ? notInArray(mcTestIndicators.id, kept) : undefined,
      ),
    )
  // Codes may swap between kept indicators: free them first, so the (test, code) key holds at each step.
  if (kept.length)
    await tx
      .update(mcTestIndicators)
      .set({ code: sql`'~' || ${mcTestIndicators.id}::text` })
      .where(inArray(mcTestIndicators.id, kept))
  const links: Array<{ index: number; indicatorId: number; normGroupIds: readonly number[] }> = []
  for (const [i, ind] of list.entries()) {
    const values = {
      code: ind.code,
      name: ind.name,
      unitId: ind.unitId,
      decimals: ind.decimals,
      resultType: ind.resultType,
      options: ind.resultType === 'select' ? ind.options : [],
      formula: ind.resultType === 'numeric' ? (ind.formula ?? null) : null,
      sort: i * 10,
    }
    if (ind.id !== undefined) {
      await tx
        .update(mcTestIndicators)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(mcTestIndicators.id, ind.id))
      links.push({ index: i, indicatorId: ind.id, normGroupIds: ind.normGroupIds })
    } else {
      const [row] = await tx
        .insert(mcTestIndicators)
        .values({ ...values, mcTestId: testId })
        .returning({ id: mcTestIndicators.id })
      if (!row) throw new Error('indicator insert returned no row')
      links.push({ index: i, indicatorId: row.id, normGroupIds: ind.normGroupIds })
    }
  }
  await setIndicatorNormGroups(tx, links)
}

export async function createMcTest(m: MutationScope, body: McTestCreate): Promise<McTest> {
  const { tx } = m
  await lockTests(tx)
  await checkRecord(tx, body, null)
  const [row] = await tx.insert(mcTests).values(columnsOf(body)).returning({ id: mcTests.id })
  if (!row) throw new Error('mc test insert returned no row')
  if (body.package) await setPackageTests(tx, row.id, body.packageTestsIds)
  await setIndicators(tx, row.id, body.indicators)
  m.status(201)
  return getMcTest(tx, row.id)
}

/** The record as stored, in the editor's terms. */
const recordOf = (t: McTest): Record => ({
  code: t.code,
  nameUk: t.nameUk,
  nameRu: t.nameRu,
  synonyms: t.synonyms,
  categoryId: t.categoryId ?? 0,
  testType: t.testType === 2 ? 2 : 1,
  analizatorType: t.analizatorType,
  resultMode: t.resultMode,
  laboratoryId: t.laboratoryId,
  crmDepartmentId: t.crmDepartmentId,
  crmContainerId: t.crmContainerId,
  containerAdditionalId: t.containerAdditionalId,
  medicalCenterMaterialId: t.medicalCenterMaterialId,
  materialCollectionServiceId: t.materialCollectionServiceId,
  volume: t.volume,
  workDays: t.workDays,
  runWeekdays: t.runWeekdays,
  externalId: t.externalId,
  externalName: t.externalName,
  externalMaterialId: t.externalMaterialId,
  externalMaterialName: t.externalMaterialName,
  defaultParamApi: t.defaultParamApi,
  buhCode: t.buhCode,
  buhCodeMaterial: t.buhCodeMaterial,
  uniqueTest: t.uniqueTest,
  hasUniqueTests: t.hasUniqueTests,
  package: t.package,
  packageFull: t.packageFull,
  packageTestsIds: t.packageTestsIds,
  sHelp: t.sHelp,
  published: t.published,
})

export async function patchMcTest(m: MutationScope, id: number, body: McTestPatch): Promise<McTest> {
  const { tx } = m
  await lockTests(tx)
  const before = await getMcTest(tx, id)
  const { version, indicators, ...fields } = body
  if (indicators === undefined && Object.keys(fields).length === 0) {
    if (version !== before.version) throw versionConflict(before)
    return before
  }
  if (version !== before.version) throw versionConflict(before)
  const merged: Record = { ...recordOf(before), ...fields }
  // Only what the edit sends is checked against the indicators: the stored ones are valid.
  await checkRecord(tx, { ...merged, ...(indicators ? { indicators } : {}) }, id)
  // The version moves with the package's tests and the indicators: they are the test as the editor sees it.
  const members = merged.package ? merged.packageTestsIds : []
  if (!merged.package && before.package) await setPackageTests(tx, id, [])
  await updateVersioned(tx, mcTests, { id, version }, columnsOf(merged), () =>
    getMcTest(tx, id).catch(() => undefined),
  )
  if (merged.package) await setPackageTests(tx, id, members)
  if (indicators !== undefined) await setIndicators(tx, id, indicators)
  return getMcTest(tx, id)
}

/** What still names the test, as the refusal's words (undefined: free to delete). */
async function usedBy(tx: Tx, id: number): Promise<string | undefined> {
  const checks: Array<[ReturnType<typeof sql>, string]> = [
    [
      sql`SELECT 1 FROM orders WHERE cart_data->'tests' @> jsonb_build_array(jsonb_build_object('id', ${id}::int)) LIMIT 1`,
      'Аналіз неможливо видалити: його вже використано в замовленнях',
    ],
    [
      sql`SELECT 1 FROM price_list_positions WHERE mc_test_id = ${id} LIMIT 1`,
      'Аналіз неможливо видалити: він є в прайс-листах',
    ],
    [
      sql`SELECT 1 FROM mc_test_package_tests WHERE test_id = ${id} LIMIT 1`,
      'Аналіз неможливо видалити: він входить до пакета',
    ],
    [
      sql`SELECT 1 FROM mc_tests WHERE material_collection_service_id = ${id} LIMIT 1`,
      'Послугу забору неможливо видалити: її вказано в аналізах',
    ],
  ]
  for (const [query, message] of checks) if ((await queryRows(tx, query)).length > 0) return message
  return undefined
}

export async function deleteMcTest(m: MutationScope, id: number): Promise<{ id: number }> {
  const { tx } = m
  await lockTests(tx)
  const current = await getMcTest(tx, id).catch(() => undefined)
  if (!current) throw notFound()
  const reason = await usedBy(tx, id)
  if (reason) throw new DomainError('in_use', 409, reason, { current })
  try {
    // A savepoint: whatever else names the test (a promotional test, an analyzer's mapping) refuses it.
    await tx.transaction(async (sp) => sp.delete(mcTests).where(eq(mcTests.id, id)))
  } catch (e) {
    const code =
      (e as { code?: string; cause?: { code?: string } }).code ??
      (e as { cause?: { code?: string } }).cause?.code
    if (code === '23503') throw new DomainError('in_use', 409, msg.inUse, { current })
    throw e
  }
  return { id }
}
