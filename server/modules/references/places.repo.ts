/** Place references: cities, metro stations, cities of contractors, a filial's cabinets. */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { metros } from '../../db/schema/crm-references'
import { insuranceCompanyCities } from '../../db/schema/finance'
import { cabinets, cities, filials, regions } from '../../db/schema/places'
import { byLabel } from './labels'

export async function cityOptions(db: Db) {
  const rows = await db
    .select({
      key: cities.id,
      value: cities.nameUk,
      nameRu: cities.name,
      region: cities.regionId,
      regionName: regions.name,
      isInternal: cities.isInternal,
    })
    .from(cities)
    .leftJoin(regions, eq(regions.id, cities.regionId))
  return byLabel(rows)
}

/** Metro stations with their city, grouped by city then line order of the seed. */
export async function metroOptions(db: Db) {
  const rows = await db
    .select({
      key: metros.id,
      value: metros.name,
      city: metros.cityId,
      cityName: cities.nameUk,
      line: metros.line,
      color: metros.color,
    })
    .from(metros)
    .innerJoin(cities, eq(cities.id, metros.cityId))
  return byLabel(rows)
}

/**
 * Cities where contractors work, for the insurance forms: the contractors' city lists. A contractor's
 * home city (additionalData.city) is always one of them — the settings API adds it on save and
 * migration 0017 copied it for contractors saved before the list existed — so no fallback is read here.
 */
export async function insuranceCityOptions(db: Db) {
  const rows = await db
    .selectDistinct({ key: cities.id, value: cities.nameUk, nameRu: cities.name })
    .from(insuranceCompanyCities)
    .innerJoin(cities, eq(cities.id, insuranceCompanyCities.cityId))
  return byLabel(rows)
}

/** The cabinets of a filial, or undefined when there is no such filial. */
export async function filialCabinetOptions(db: Db, filialId: number) {
  const [filial] = await db.select({ id: filials.id }).from(filials).where(eq(filials.id, filialId))
  if (!filial) return undefined
  return db
    .select({
      key: cabinets.id,
      value: cabinets.name,
      number: cabinets.number,
      color: cabinets.color,
      simultaneousReception: cabinets.simultaneousReception,
      filial: cabinets.filialId,
    })
    .from(cabinets)
    .where(eq(cabinets.filialId, filialId))
    .orderBy(asc(cabinets.number), asc(cabinets.id))
}
