/**
 * Writes of the services screen: create, versioned edit and delete of a service, with its doctors
 * (staff_services) replaced in the same transaction. Service writes run one at a time (an advisory
 * lock), so "is this code free?" holds until the write commits. A service named by a price list
 * position, a booking or an order's cart is not deleted.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import {
  serviceMessages as msg,
  type Service,
  type ServiceCreate,
  type ServicePatch,
} from '../../../domain/services/service.schema'
import type { Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
import { serviceCategories, services } from '../../db/schema/catalogue'
import { staffServices } from '../../db/schema/crm-references'
import { staff } from '../../db/schema/staff'
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned, versionConflict } from '../../lib/versioned'
import { getService } from './services.repo'

const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

const lockServices = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(727102, hashtext('services'))`)

/** Checks what the fields of `p` name: a free code, an existing category, doctors who are doctors. */
async function checkRefs(tx: Tx, p: Partial<ServiceCreate>, selfId: number | null): Promise<void> {
  const errors: FieldErrors = {}
  if (p.code !== undefined) {
    const [taken] = await tx
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          sql`lower(btrim(${services.code})) = lower(${p.code})`,
          selfId === null ? undefined : ne(services.id, selfId),
        ),
      )
      .limit(1)
    if (taken) errors.code = [msg.codeTaken]
  }
  if (p.categoryId !== undefined) {
    const [category] = await tx
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(eq(serviceCategories.id, p.categoryId))
    if (!category) errors.category_id = [msg.unknownCategory]
  }
  const wanted = [...new Set(p.doctorIds ?? [])]
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(inArray(staff.id, wanted), eq(staff.isDoctor, true)))
    if (found.length !== wanted.length) errors.doctor_ids = [msg.unknownDoctor]
  }
  if (Object.keys(errors).length) throw fail(errors)
}

/** Makes `doctorIds` the doctors of the service. */
async function setDoctors(tx: Tx, serviceId: number, doctorIds: readonly number[]): Promise<void> {
  await tx.delete(staffServices).where(eq(staffServices.serviceId, serviceId))
  const ids = [...new Set(doctorIds)]
  if (ids.length > 0) await tx.insert(staffServices).values(ids.map((staffId) => ({ staffId, serviceId })))
}

export async function createService(m: MutationScope, body: ServiceCreate): Promise<Service> {
  const { tx } = m
  await lockServices(tx)
  await checkRefs(tx, body, null)
  const { doctorIds, ...fields } = body
  const [row] = await tx.insert(services).values(fields).returning({ id: services.id })
  if (!row) throw new Error('service insert returned no row')
  await setDoctors(tx, row.id, doctorIds)
  m.status(201)
  return getService(tx, row.id)
}

export async function patchService(m: MutationScope, id: number, body: ServicePatch): Promise<Service> {
  const { tx } = m
  await lockServices(tx)
  const before = await getService(tx, id)
  const { version, doctorIds, ...set } = body
  if (doctorIds === undefined && Object.keys(set).length === 0) {
    if (version !== before.version) throw versionConflict(before)
    return before
  }
  await checkRefs(tx, body, id)
  // The version moves with the doctors too: they are part of the service as the screen edits it.
  await updateVersioned(tx, services, { id, version }, set, () => getService(tx, id).catch(() => undefined))
  if (doctorIds !== undefined) await setDoctors(tx, id, doctorIds)
  return getService(tx, id)
}

/** What still names the service, as the message of the refusal (undefined: free to delete). */
async function usedBy(tx: Tx, id: number): Promise<string | undefined> {
  const inPriceLists = await queryRows(
    tx,
    sql`SELECT 1 FROM price_list_positions WHERE service_id = ${id} LIMIT 1`,
  )
  if (inPriceLists.length > 0) return msg.inPriceLists
  const inOrders = await queryRows(
    tx,
    sql`SELECT 1 FROM service_bookings WHERE service_id = ${id}
        UNION ALL
        SELECT 1 FROM orders WHERE cart_data->'services' @> jsonb_build_array(jsonb_build_object('id', ${id}::int))
        LIMIT 1`,
  )
  return inOrders.length > 0 ? msg.inOrders : undefined
}

export async function deleteService(m: MutationScope, id: number): Promise<{ id: number }> {
  const { tx } = m
  await lockServices(tx)
  const current = await getService(tx, id).catch(() => undefined)
  if (!current) throw notFound()
  const reason = await usedBy(tx, id)
  if (reason) throw new DomainError('in_use', 409, reason, { current })
  // The doctors' links go with it (ON DELETE CASCADE).
  await tx.delete(services).where(eq(services.id, id))
  return { id }
}
