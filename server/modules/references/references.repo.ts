/**
 * Reads of the reference tables for GET /current-state, selected straight into option shape
 * ({key, value, ...extra fields}). Rows come in (sort, id) order; the service orders by label.
 */
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { roles } from '../../db/schema/auth'
import { dictionaries, orderCancelReasons, weekendReasons } from '../../db/schema/dictionaries'
import { companies, contracts, legalEntities, paymentTypes } from '../../db/schema/finance'
import { departments } from '../../db/schema/lab'
import { bloodPoints } from '../../db/schema/blood-points'
import { cabinets, cities, filials, regions, warehouses } from '../../db/schema/places'
import { priceLists } from '../../db/schema/price-lists'
import { specializations, staff, staffGroups } from '../../db/schema/staff'

/** Places of the network: regions, cities, filials, cabinets, blood points, warehouses. */
export async function readPlaces(db: Db) {
  const [regionRows, cityRows, filialRows, cabinetRows, pointRows, warehouseRows] = await Promise.all([
    db.select({ key: regions.id, value: regions.name }).from(regions),
    db
      .select({
        key: cities.id,
        value: cities.nameUk,
        nameRu: cities.name,
        region: cities.regionId,
        isInternal: cities.isInternal,
      })
      .from(cities),
    db
      .select({
        key: filials.id,
        value: filials.name,
        city: filials.cityId,
        color: filials.color,
        code: filials.code,
        isFranchise: filials.isFranchise,
      })
      .from(filials),
    db
      .select({
        key: cabinets.id,
        value: cabinets.name,
        number: cabinets.number,
        color: cabinets.color,
        filial: cabinets.filialId,
        simultaneousReception: cabinets.simultaneousReception,
      })
      .from(cabinets)
      .orderBy(asc(cabinets.filialId), asc(cabinets.number), asc(cabinets.id)),
    db
      .select({
        key: bloodPoints.id,
        value: bloodPoints.addressUk,
        city: bloodPoints.cityId,
        phone: bloodPoints.phone,
        published: bloodPoints.published,
        worksSaturday: bloodPoints.worksSaturday,
        worksSunday: bloodPoints.worksSunday,
        schedule: bloodPoints.schedule,
      })
      .from(bloodPoints),
    db
      .select({
        key: warehouses.id,
        value: warehouses.name,
        city: warehouses.cityId,
        filial: warehouses.filialId,
      })
      .from(warehouses),
  ])
  return { regionRows, cityRows, filialRows, cabinetRows, pointRows, warehouseRows }
}

/** Staff, specializations, staff groups, departments and the roles (by code). */
export async function readPeople(db: Db) {
  const [staffRows, specializationRows, groupRows, departmentRows, roleRows] = await Promise.all([
    db
      .select({
        key: staff.id,
        value: staff.fullName,
        specialization: staff.specializationId,
        staffGroup: staff.staffGroupId,
        isDoctor: staff.isDoctor,
        isReferral: staff.isReferral,
        isResponsible: staff.isResponsible,
        active: staff.active,
      })
      .from(staff),
    db.select({ key: specializations.id, value: specializations.name }).from(specializations),
    db.select({ key: staffGroups.id, value: staffGroups.name }).from(staffGroups),
    db
      .select({ key: departments.id, value: departments.name })
      .from(departments)
      .orderBy(asc(departments.sort), asc(departments.id)),
    db.select({ key: roles.code, value: roles.name }).from(roles),
  ])
  return { staffRows, specializationRows, groupRows, departmentRows, roleRows }
}

/** Money-side references: payment types, legal entities, companies, contracts, price lists. */
export async function readMoney(db: Db) {
  const [paymentRows, entityRows, companyRows, contractRows, priceListRows] = await Promise.all([
    db
      .select({
        key: paymentTypes.id,
        value: paymentTypes.name,
        cashType: paymentTypes.cashType,
        isOnline: paymentTypes.isOnline,
        active: paymentTypes.active,
      })
      .from(paymentTypes)
      .orderBy(asc(paymentTypes.sort), asc(paymentTypes.id)),
    db
      .select({ key: legalEntities.id, value: legalEntities.name, taxCode: legalEntities.taxCode })
      .from(legalEntities),
    db.select({ key: companies.id, value: companies.name }).from(companies),
    db
      .select({
        key: contracts.id,
        value: contracts.name,
        number: contracts.number,
        company: contracts.companyId,
        legalEntity: contracts.legalEntityId,
        dateFrom: contracts.dateFrom,
        dateTo: contracts.dateTo,
      })
      .from(contracts),
    db
      .select({
        key: priceLists.id,
        value: priceLists.nameUk,
        type: priceLists.type,
        city: priceLists.cityId,
        published: priceLists.published,
        discount: priceLists.discount,
        maxDiscountPercent: priceLists.maxDiscountPercent,
        dateFrom: priceLists.dateFrom,
        dateTo: priceLists.dateTo,
        perpetual: priceLists.perpetual,
      })
      .from(priceLists),
  ])
  return { paymentRows, entityRows, companyRows, contractRows, priceListRows }
}

/** Reason lists and every dictionary row, in their configured order. */
export async function readLists(db: Db) {
  const [cancelRows, weekendRows, dictionaryRows] = await Promise.all([
    db
      .select({ key: orderCancelReasons.id, value: orderCancelReasons.name })
      .from(orderCancelReasons)
      .orderBy(asc(orderCancelReasons.sort), asc(orderCancelReasons.id)),
    db
      .select({ key: weekendReasons.id, value: weekendReasons.name })
      .from(weekendReasons)
      .orderBy(asc(weekendReasons.sort), asc(weekendReasons.id)),
    db
      .select({
        setCode: dictionaries.setCode,
        key: dictionaries.key,
        value: dictionaries.value,
        extra: dictionaries.extra,
      })
      .from(dictionaries)
      .orderBy(asc(dictionaries.setCode), asc(dictionaries.sort), asc(dictionaries.id)),
  ])
  return { cancelRows, weekendRows, dictionaryRows }
}
