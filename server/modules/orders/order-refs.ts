/** Checks that the ids an order edit names exist, so a wrong id is a 422 on its field, never a 500. */
import { eq, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { DomainError, errorMessages, toSnakeCase, type FieldErrors } from '../../../domain/api/errors'
import { orderMessages } from '../../../domain/orders/order.schema'
import type { Db, Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { guidingOrganisations } from '../../db/schema/crm-references'
import { discounts, insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { bloodPoints } from '../../db/schema/blood-points'
import { cities, filials } from '../../db/schema/places'
import { priceLists } from '../../db/schema/price-lists'
import { staff } from '../../db/schema/staff'

type Target = { table: PgTable; id: PgColumn }
const t = (table: PgTable & { id: PgColumn }): Target => ({ table, id: table.id })

/** Field of a PATCH body → the table its id points into. */
const targets: Record<string, Target> = {
  crmClientId: t(clients),
  callerCrmClientId: t(clients),
  filialId: t(filials),
  bloodPointId: t(bloodPoints),
  fencePointId: t(bloodPoints),
  cityId: t(cities),
  crmInsuranceCompanyId: t(insuranceCompanies),
  insuranceCompanyId: t(insuranceCompanies),
  servicePriceListId: t(priceLists),
  mcTestPriceListId: t(priceLists),
  paymentTypeId: t(paymentTypes),
  discountId: t(discounts),
  doctorId: t(staff),
  responsibleDoctorId: t(staff),
  referringDoctorId: t(staff),
  guidingOrganisationId: t(guidingOrganisations),
}

/** 422 with every field whose id is not in its reference table. */
export async function assertRefsExist(tx: Tx, body: Record<string, unknown>): Promise<void> {
  const errors: FieldErrors = {}
  for (const [field, target] of Object.entries(targets)) {
    const value = body[field]
    if (typeof value !== 'number') continue
    const rows = await tx.select({ id: target.id }).from(target.table).where(eq(target.id, value))
    if (rows.length === 0) errors[toSnakeCase(field)] = [orderMessages.unknownReference]
  }
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
}

/** The type of each price list id ('services' | 'tests'). */
export async function priceListTypes(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: priceLists.id, type: priceLists.type })
    .from(priceLists)
    .where(inArray(priceLists.id, ids))
  return new Map(rows.map((r) => [r.id, r.type]))
}

/** Per-field errors for a service / test price list id that is unknown or a list of the other type. */
export async function priceListErrors(
  db: Db | Tx,
  lists: { servicePriceListId?: number | null | undefined; mcTestPriceListId?: number | null | undefined },
): Promise<FieldErrors> {
  const { servicePriceListId: service, mcTestPriceListId: test } = lists
  const types = await priceListTypes(
    db,
    [service, test].filter((x): x is number => typeof x === 'number'),
  )
  const errors: FieldErrors = {}
  if (typeof service === 'number' && types.get(service) !== 'services')
    errors.service_price_list_id = ['Оберіть прайс-лист послуг']
  if (typeof test === 'number' && types.get(test) !== 'tests')
    errors.mc_test_price_list_id = ['Оберіть прайс-лист аналізів']
  return errors
}
