/**
 * Laboratory references: departments, containers (tubes), collection materials, and the lab tests
 * in a two-level category tree (spec 001 §3 "Test"), with the tests each package is made of, and the
 * promotional tests that sell them.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { editable, timestamps } from './columns'
import { laboratories, paramApis } from './lab-network'
import { normGroups } from './lab-norms'

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

export const containers = pgTable('containers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Cap colour "#RRGGBB"; the nurse picks tubes by it. */
  color: text('color'),
  /** What one tube holds, ml: the tests' sample volumes beyond it take a second tube. */
  volumeMl: integer('volume_ml'),
  ...editable,
})

/** Collection materials (spec 001 §3 "Collection material"). */
export const medicalCenterMaterials = pgTable('medical_center_materials', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  ...editable,
})

export const mcTestCategories = pgTable(
  'mc_test_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for a top-level category; the tree has two levels. */
    parentId: integer('parent_id').references((): AnyPgColumn => mcTestCategories.id),
    sort: integer('sort').notNull().default(0),
    ...editable,
  },
  (t) => [index('mc_test_categories_parent_idx').on(t.parentId)],
)

export const mcTests = pgTable(
  'mc_tests',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameUk: text('name_uk').notNull(),
    nameRu: text('name_ru'),
    synonyms: text('synonyms'),
    categoryId: integer('category_id').references(() => mcTestCategories.id),
    /** 1 = default test, 2 = material collection service. */
    testType: smallint('test_type').notNull().default(1),
    analyzerType: text('analyzer_type', { enum: ['default', 'protocol'] })
      .notNull()
      .default('default'),
    resultMode: text('result_mode', { enum: ['default', 'doubleResult', 'noResult'] })
      .notNull()
      .default('default'),
    containerId: integer('container_id').references(() => containers.id),
    materialId: integer('material_id').references(() => medicalCenterMaterials.id),
    departmentId: integer('department_id').references(() => departments.id),
    /** Lead time in working days. */
    workDays: integer('work_days').notNull().default(1),
    /** Sample volume the test takes from its container, ml (spec 001 §3 "volume"); null: not set. */
    volumeMl: numeric('volume_ml', { precision: 6, scale: 2, mode: 'number' }),
    isPackage: boolean('is_package').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** A second tube of the test (spec 001 §3 containerAdditionalId), e.g. a smear's slide beside its swab. */
    containerAdditionalId: integer('container_additional_id').references(() => containers.id),
    /** The laboratory that does the test: null the network's own; an 'api' one is an external laboratory. */
    laboratoryId: integer('laboratory_id').references(() => laboratories.id),
    /** The collection service (a test of type 2) that takes this test's material, e.g. venous blood draw. */
    materialCollectionServiceId: integer('material_collection_service_id').references(
      (): AnyPgColumn => mcTests.id,
    ),
    /** Weekdays the laboratory runs the test, 1 = Monday … 7 = Sunday. */
    runWeekdays: jsonb('run_weekdays').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    /** The mapping to an external laboratory's catalogue (spec 001 §3). */
    externalId: text('external_id'),
    externalName: text('external_name'),
    externalMaterialId: text('external_material_id'),
    externalMaterialName: text('external_material_name'),
    /** The API parameter the external laboratory gets with the test by default. */
    defaultParamApiId: integer('default_param_api_id').references(() => paramApis.id),
    /** Accounting codes of the test and of its material. */
    buhCode: text('buh_code'),
    buhCodeMaterial: text('buh_code_material'),
    /** The test goes into an order at most once, whatever package brings it. */
    uniqueTest: boolean('unique_test').notNull().default(false),
    /** A package whose tests are each taken at most once across the order. */
    hasUniqueTests: boolean('has_unique_tests').notNull().default(false),
    /** A package sold only whole: its tests are not removed one by one. */
    packageFull: boolean('package_full').notNull().default(false),
    /** Help for the registrar and the nurse (preparation, how the sample is taken). */
    sHelp: text('s_help'),
    ...editable,
  },
  (t) => [
    index('mc_tests_category_idx').on(t.categoryId),
    index('mc_tests_container_idx').on(t.containerId),
    index('mc_tests_material_idx').on(t.materialId),
    index('mc_tests_department_idx').on(t.departmentId),
    // The target of mc_test_package_tests' (test, is_package) keys, which keep packages out of packages.
    unique('mc_tests_id_is_package_uq').on(t.id, t.isPackage),
    check('mc_tests_volume_ml_positive', sql`${t.volumeMl} > 0`),
    index('mc_tests_laboratory_idx').on(t.laboratoryId),
    // Codes are unique however typed: the editor compares them trimmed and case-insensitively too.
    uniqueIndex('mc_tests_code_ci_uq').on(sql`lower(btrim(${t.code}))`),
  ],
)

/**
 * What a test's result is made of (spec 001 §3 results definition): indicators in the lab's order, each
 * with a unit, decimals and a result type — a number, a text or one of fixed options — and the
 * normogroups (reference ranges) that apply to it.
 */
export const mcTestIndicators = pgTable(
  'mc_test_indicators',
  {
    id: serial('id').primaryKey(),
    mcTestId: integer('mc_test_id')
      .notNull()
      .references(() => mcTests.id, { onDelete: 'cascade' }),
    /** Unique within the test: how an analyzer's mapping and a printed blank name the indicator. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    unitId: integer('unit_id').references(() => units.id),
    decimals: smallint('decimals').notNull().default(2),
    resultType: text('result_type', { enum: ['numeric', 'text', 'select'] })
      .notNull()
      .default('numeric'),
    /** The choices of a 'select' result. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** A calculated indicator's formula over the test's other numeric indicators (domain/laboratory/mc-test.schema.ts). */
    formula: text('formula'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('mc_test_indicators_code_uq').on(t.mcTestId, t.code),
    index('mc_test_indicators_unit_idx').on(t.unitId),
    check('mc_test_indicators_decimals', sql`${t.decimals} BETWEEN 0 AND 6`),
  ],
)

/** The normogroups (reference ranges) that apply to an indicator; a normogroup named here is not deleted. */
export const mcTestIndicatorNormGroups = pgTable(
  'mc_test_indicator_norm_groups',
  {
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => mcTestIndicators.id, { onDelete: 'cascade' }),
    normGroupId: integer('norm_group_id')
      .notNull()
      .references(() => normGroups.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'mc_test_indicator_norm_groups_pk', columns: [t.indicatorId, t.normGroupId] }),
    index('mc_test_indicator_norm_groups_group_idx').on(t.normGroupId),
  ],
)

/**
 * The tests a package is made of (spec 001 §3 packageTestsIds), in the lab's order. A package never
 * contains a package (spec 001 §5 'Пакетні аналізи не можуть бути частиною пакета'), and the database
 * holds that whatever writes: each side's is_package is copied here through a (test, is_package)
 * foreign key that follows updates, and checked — so adding a package as a member, making a member a
 * package, or making a package with members a plain test all fail (the editor clears members first).
 */
export const mcTestPackageTests = pgTable(
  'mc_test_package_tests',
  {
    packageId: integer('package_id').notNull(),
    packageIsPackage: boolean('package_is_package').notNull().default(true),
    testId: integer('test_id').notNull(),
    testIsPackage: boolean('test_is_package').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'mc_test_package_tests_pk', columns: [t.packageId, t.testId] }),
    index('mc_test_package_tests_test_idx').on(t.testId),
    foreignKey({
      name: 'mc_test_package_tests_package_fk',
      columns: [t.packageId, t.packageIsPackage],
      foreignColumns: [mcTests.id, mcTests.isPackage],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    foreignKey({
      name: 'mc_test_package_tests_test_fk',
      columns: [t.testId, t.testIsPackage],
      foreignColumns: [mcTests.id, mcTests.isPackage],
    }).onUpdate('cascade'),
    check('mc_test_package_tests_package_is_package', sql`${t.packageIsPackage}`),
    check('mc_test_package_tests_test_is_not_package', sql`NOT ${t.testIsPackage}`),
  ],
)

/** Units of measure of results (spec 001 §5: a unit is unique, 'Така одиниця вже існує'). */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** How results write it, e.g. "ммоль/л"; null: the name is used. */
  symbol: text('symbol'),
  ...editable,
})

/** States of a laboratory sample or test (spec 001 §7 /settings/states: code and name). */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

/**
 * Promotional tests (spec 001 §3; the resource domain/laboratory/promotional-tests.resource.ts): a code
 * unique however it is typed, a name, and the test sold. A test named here cannot be deleted.
 */
export const promotionalTests = pgTable(
  'promotional_tests',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mcTestId: integer('mc_test_id')
      .notNull()
      .references(() => mcTests.id),
    published: boolean('published').notNull().default(false),
    ...editable,
  },
  (t) => [
    uniqueIndex('promotional_tests_code_uq').on(sql`lower(btrim(${t.code}))`),
    index('promotional_tests_mc_test_idx').on(t.mcTestId),
  ],
)
