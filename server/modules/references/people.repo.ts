/** Staff references: staff, own doctors, referring partners, responsible doctors, doctors' services. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { staffServices } from '../../db/schema/crm-references'
import { specializations, staff } from '../../db/schema/staff'
import { byLabel } from './labels'

/** Staff as options, filtered by `where`. Inactive staff stay in the set so old records keep labels. */
export async function staffOptions(db: Db, where?: SQL) {
  const rows = await db
    .select({
      key: staff.id,
      value: staff.fullName,
      specialization: staff.specializationId,
      specializationName: specializations.name,
      staffGroup: staff.staffGroupId,
      isDoctor: staff.isDoctor,
      isReferral: staff.isReferral,
      isResponsible: staff.isResponsible,
      active: staff.active,
      user: staff.userId,
    })
    .from(staff)
    .leftJoin(specializations, eq(specializations.id, staff.specializationId))
    .where(where)
  return byLabel(rows)
}

export const doctorsWhere = (userId?: number) =>
  and(eq(staff.isDoctor, true), userId === undefined ? undefined : eq(staff.userId, userId))
export const partnersWhere = () => eq(staff.isReferral, true)
export const responsibleWhere = () => eq(staff.isResponsible, true)

/** Active doctors with the services each performs: [{key, value, services: [{serviceId}]}]. */
export async function doctorServices(db: Db) {
  const doctors = await staffOptions(db, and(eq(staff.isDoctor, true), eq(staff.active, true)))
  const links = doctors.length
    ? await db
        .select({ staffId: staffServices.staffId, serviceId: staffServices.serviceId })
        .from(staffServices)
        .where(
          inArray(
            staffServices.staffId,
            doctors.map((d) => d.key),
          ),
        )
        .orderBy(asc(staffServices.serviceId))
    : []
  return doctors.map((d) => ({
    key: d.key,
    value: d.value,
    services: links.filter((l) => l.staffId === d.key).map((l) => ({ serviceId: l.serviceId })),
  }))
}
