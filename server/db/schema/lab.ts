/**
 * Laboratory references: departments, containers (tubes), collection materials, and the lab tests
 * in a two-level category tree (spec 001 §3 "Test").
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { editable } from './columns'

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
    isPackage: boolean('is_package').notNull().default(false),
    published: boolean('published').notNull().default(true),
    ...editable,
  },
  (t) => [
    index('mc_tests_category_idx').on(t.categoryId),
    index('mc_tests_container_idx').on(t.containerId),
    index('mc_tests_material_idx').on(t.materialId),
    index('mc_tests_department_idx').on(t.departmentId),
  ],
)
