/**
 * The active price lists for a place (GET /settings/price-lists/load-active-for-cart): published,
 * valid today, and applying to the filial (an owner row) or else to its city. A filial's own list
 * wins over a city list; among equals the most recent start date, then the newest list.
 *
 * A contractor's own lists (insurance_company_price_lists, or a price-list owner of type
 * insurance_company) are for its orders only: without `insuranceCompanyId` they are never chosen; with
 * it, its lists for the place (city or none; narrowed to the filial where the owner row names one) win.
 */
import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { ActivePriceList } from '../../../domain/references/reference.schema'
import { kyivDay } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../../db/client'
import { insuranceCompanyPriceLists } from '../../db/schema/finance'
import { filials } from '../../db/schema/places'
import { priceListOwners, priceLists } from '../../db/schema/price-lists'

type ListType = 'services' | 'tests'

/** Today's date in Kyiv as YYYY-MM-DD (price lists are valid by calendar day). */
export const kyivDate = (now: Date): string => kyivDay(now)

// Expressions rather than bare booleans: ORDER BY refuses non-integer constants.
const no = sql`(false = true)`

/** The list belongs to some contractor. */
const anyInsurerList = sql`(EXISTS (SELECT 1 FROM ${insuranceCompanyPriceLists} l WHERE l.price_list_id = ${priceLists.id})
  OR EXISTS (SELECT 1 FROM ${priceListOwners} o WHERE o.price_list_id = ${priceLists.id} AND o.type = 'insurance_company'))`

/** The list is contractor `id`'s own, for the place. */
function insurerList(id: number | null, cityId: number | null, filialId: number | null): SQL {
  if (id === null) return no
  const filialOk =
    filialId === null ? sql`o.filial_id IS NULL` : sql`(o.filial_id IS NULL OR o.filial_id = ${filialId})`
  const cityOk =
    cityId === null ? sql`true` : sql`(${priceLists.cityId} IS NULL OR ${priceLists.cityId} = ${cityId})`
  return sql`((EXISTS (SELECT 1 FROM ${insuranceCompanyPriceLists} l WHERE l.price_list_id = ${priceLists.id}
      AND l.insurance_company_id = ${id})
    OR EXISTS (SELECT 1 FROM ${priceListOwners} o WHERE o.price_list_id = ${priceLists.id}
      AND o.type = 'insurance_company' AND o.owner_id = ${id} AND ${filialOk}))
    AND ${cityOk})`
}

async function pick(
  db: Db | Tx,
  type: ListType,
  today: string,
  cityId: number | null,
  filialId: number | null,
  insurerId: number | null,
) {
  const ownedByFilial =
    filialId === null
      ? no
      : sql`EXISTS (SELECT 1 FROM ${priceListOwners} o WHERE o.price_list_id = ${priceLists.id}
          AND ((o.type = 'filial' AND o.owner_id = ${filialId}) OR o.filial_id = ${filialId}))`
  const mine = insurerList(insurerId, cityId, filialId)
  const forPlace = and(
    sql`NOT ${anyInsurerList}`,
    or(ownedByFilial, cityId === null ? sql`false` : eq(priceLists.cityId, cityId)),
  )
  const [row] = await db
    .select({ list: priceLists, mine: sql<boolean>`${mine}` })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.type, type),
        eq(priceLists.published, true),
        or(isNull(priceLists.dateFrom), lte(priceLists.dateFrom, today)),
        or(eq(priceLists.perpetual, true), isNull(priceLists.dateTo), gte(priceLists.dateTo, today)),
        or(mine, forPlace),
      ),
    )
    .orderBy(desc(mine), desc(ownedByFilial), desc(priceLists.dateFrom), desc(priceLists.id))
    .limit(1)
  return row && { ...row.list, insuranceCompanyId: row.mine ? insurerId : null }
}

/** The active services and tests lists for a city and/or filial (and the order's contractor), with their owners. */
export async function activePriceLists(
  db: Db | Tx,
  now: Date,
  place: { cityId?: number; filialId?: number; insuranceCompanyId?: number },
) {
  let cityId = place.cityId ?? null
  const filialId = place.filialId ?? null
  if (filialId !== null && cityId === null) {
    const [f] = await db.select({ cityId: filials.cityId }).from(filials).where(eq(filials.id, filialId))
    cityId = f?.cityId ?? null
  }
  const insurerId = place.insuranceCompanyId ?? null
  const today = kyivDate(now)
  const [services, tests] = await Promise.all([
    pick(db, 'services', today, cityId, filialId, insurerId),
    pick(db, 'tests', today, cityId, filialId, insurerId),
  ])
  const ids = [services, tests].flatMap((l) => (l ? [l.id] : []))
  const owners = ids.length
    ? await db.select().from(priceListOwners).where(inArray(priceListOwners.priceListId, ids))
    : []
  const shape = (l: typeof services): ActivePriceList | null => {
    if (!l) return null
    const mine = owners.filter((o) => o.priceListId === l.id)
    return {
      id: l.id,
      name: l.nameUk,
      type: l.type,
      cityId: l.cityId,
      discount: l.discount,
      maxDiscountPercent: l.maxDiscountPercent,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
      perpetual: l.perpetual,
      owners: mine.map((o) => ({ type: o.type, ownerId: o.ownerId, filialId: o.filialId, id: o.id })),
      filials: mine
        .filter((o) => o.type === 'filial')
        .map((o) => ({ type: o.type, ownerId: o.ownerId, id: o.id })),
      insuranceCompanyId: l.insuranceCompanyId,
    }
  }
  return { services: shape(services), tests: shape(tests) }
}
