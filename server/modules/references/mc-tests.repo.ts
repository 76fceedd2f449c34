/**
 * The lab test tree (two levels of categories, tests under them) and single tests. A category's
 * `existsChild` says whether it has sub-categories or tests to expand.
 */
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { mcTestCategories, mcTests } from '../../db/schema/lab'
import { containing } from '../../lib/like'

const hasChild = sql<boolean>`(EXISTS (SELECT 1 FROM ${mcTestCategories} c WHERE c.parent_id = ${mcTestCategories.id})
  OR EXISTS (SELECT 1 FROM ${mcTests} t WHERE t.category_id = ${mcTestCategories.id}))`

/** Every category {key, value, parent, existsChild}, in configured order. */
export async function categoryOptions(db: Db, parent?: number | null) {
  const rows = await db
    .select({
      key: mcTestCategories.id,
      value: mcTestCategories.name,
      parent: mcTestCategories.parentId,
      existsChild: hasChild,
    })
    .from(mcTestCategories)
    .where(
      parent === undefined
        ? undefined
        : parent === null
          ? isNull(mcTestCategories.parentId)
          : eq(mcTestCategories.parentId, parent),
    )
    .orderBy(asc(mcTestCategories.sort), asc(mcTestCategories.id))
  return rows.map((r) => ({ ...r, existsChild: Boolean(r.existsChild), type: 'category' as const }))
}

const testOption = {
  key: mcTests.id,
  value: mcTests.nameUk,
  code: mcTests.code,
  category: mcTests.categoryId,
  testType: mcTests.testType,
  resultMode: mcTests.resultMode,
  container: mcTests.containerId,
  material: mcTests.materialId,
  department: mcTests.departmentId,
  workDays: mcTests.workDays,
  package: mcTests.isPackage,
  published: mcTests.published,
}

/** Tests of one category (null: tests without a category), or matching a search over name, code and synonyms. */
export async function testOptions(
  db: Db,
  filter: { category?: number | null; search?: string; limit?: number },
) {
  const where: SQL[] = []
  if (filter.category !== undefined)
    where.push(
      filter.category === null ? isNull(mcTests.categoryId) : eq(mcTests.categoryId, filter.category),
    )
  const q = filter.search?.trim()
  if (q) {
    const like = containing(q)
    where.push(or(ilike(mcTests.nameUk, like), ilike(mcTests.code, like), ilike(mcTests.synonyms, like))!)
  }
  const rows = await db
    .select(testOption)
    .from(mcTests)
    .where(and(...where))
    .orderBy(asc(mcTests.code), asc(mcTests.id))
    .limit(filter.limit ?? 1000)
  return rows.map((r) => ({ ...r, type: 'test' as const, existsChild: false }))
}
