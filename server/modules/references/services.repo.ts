/** The service catalogue: its two-level categories and the services (of a category and its sub-categories). */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { serviceCategories, services } from '../../db/schema/catalogue'

export async function serviceCategoryOptions(db: Db) {
  const rows = await db
    .select({
      key: serviceCategories.id,
      value: serviceCategories.name,
      parent: serviceCategories.parentId,
      existsChild: sql<boolean>`(EXISTS (SELECT 1 FROM ${serviceCategories} c WHERE c.parent_id = ${serviceCategories.id})
        OR EXISTS (SELECT 1 FROM ${services} s WHERE s.category_id = ${serviceCategories.id}))`,
    })
    .from(serviceCategories)
    .orderBy(asc(serviceCategories.sort), asc(serviceCategories.id))
  return rows.map((r) => ({ ...r, existsChild: Boolean(r.existsChild) }))
}

/** Services, optionally of one category including its sub-categories, in code order. */
export async function serviceOptions(db: Db, category?: number) {
  const inCategory =
    category === undefined
      ? undefined
      : or(
          eq(services.categoryId, category),
          inArray(
            services.categoryId,
            db
              .select({ id: serviceCategories.id })
              .from(serviceCategories)
              .where(eq(serviceCategories.parentId, category)),
          ),
        )
  return db
    .select({
      key: services.id,
      value: services.name,
      code: services.code,
      category: services.categoryId,
      standardDuration: services.standardDuration,
      maxDiscount: services.maxDiscount,
      published: services.published,
    })
    .from(services)
    .where(and(inCategory))
    .orderBy(asc(services.code), asc(services.id))
}
