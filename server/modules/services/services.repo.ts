/**
 * Reads of the services screen: the page of a filtered list (a category with its sub-categories, a part
 * of the code or name, the flags) and one service, each with its category path and its doctors.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Service, ServiceListQuery } from '../../../domain/services/service.schema'
import type { Db, Tx } from '../../db/client'
import { serviceCategories, services } from '../../db/schema/catalogue'
import { staffServices } from '../../db/schema/crm-references'
import { staff } from '../../db/schema/staff'
import { containing } from '../../lib/like'
import { categoryPaths } from '../../lib/category-paths'
import { notFound } from '../../lib/versioned'

type Row = typeof services.$inferSelect
const collator = new Intl.Collator('uk')

/** The doctors of each of `ids`, by name. */
async function doctorsOf(db: Db | Tx, ids: number[]): Promise<Map<number, Service['doctors']>> {
  const out = new Map<number, Service['doctors']>()
  if (ids.length === 0) return out
  const rows = await db
    .select({ serviceId: staffServices.serviceId, id: staff.id, name: staff.fullName })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(inArray(staffServices.serviceId, ids))
  rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
  for (const r of rows) out.set(r.serviceId, [...(out.get(r.serviceId) ?? []), { id: r.id, name: r.name }])
  return out
}

/** Rows in the answer shape. */
export async function viewsOf(db: Db | Tx, rows: Row[]): Promise<Service[]> {
  const [paths, doctors] = await Promise.all([
    categoryPaths(db, serviceCategories),
    doctorsOf(
      db,
      rows.map((r) => r.id),
    ),
  ])
  return rows.map(({ createdAt: _c, updatedAt: _u, ...r }) => ({
    ...r,
    categoryPath: r.categoryId === null ? [] : (paths.get(r.categoryId) ?? []),
    doctors: doctors.get(r.id) ?? [],
  }))
}

function whereOf(db: Db, q: ServiceListQuery): SQL | undefined {
  const search = q.search?.trim()
  return and(
    search
      ? or(ilike(services.code, containing(search)), ilike(services.name, containing(search)))
      : undefined,
    q.category === undefined
      ? undefined
      : or(
          eq(services.categoryId, q.category),
          inArray(
            services.categoryId,
            db
              .select({ id: serviceCategories.id })
              .from(serviceCategories)
              .where(eq(serviceCategories.parentId, q.category)),
          ),
        ),
    q.noSchedule ? eq(services.noSchedule, q.noSchedule === 'true') : undefined,
    q.published ? eq(services.published, q.published === 'true') : undefined,
  )
}

/** A page of services in code order. */
export async function listServices(db: Db, q: ServiceListQuery) {
  const where = whereOf(db, q)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(asc(services.code), asc(services.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(services).where(where),
  ])
  return {
    data: await viewsOf(db, rows),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}

/** One service, or 404. */
export async function getService(db: Db | Tx, id: number): Promise<Service> {
  const [row] = await db.select().from(services).where(eq(services.id, id))
  if (!row) throw notFound()
  const [view] = await viewsOf(db, [row])
  if (!view) throw notFound()
  return view
}
