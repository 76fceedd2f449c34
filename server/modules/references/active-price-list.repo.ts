/**
 * The active price lists for a place (GET /settings/price-lists/load-active-for-cart): published,
 * valid today, and applying to the filial (an owner row) or else to its city. A filial's own list
 * wins over a city list; among equals the most recent start date, then the newest list.
 */
import { and, desc, eq, inArray, isNull, lte, or, gte, sql } from 'drizzle-orm'
import type { ActivePriceList } from '../../../domain/references/reference.schema'
import type { Db } from '../../db/client'
import { filials } from '../../db/schema/places'
import { priceListOwners, priceLists } from '../../db/schema/price-lists'

type ListType = 'services' | 'tests'

/** Today's date in Kyiv as YYYY-MM-DD (price lists are valid by calendar day). */
export const kyivDate = (now: Date): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Kyiv' }).format(now)

async function pick(db: Db, type: ListType, today: string, cityId: number | null, filialId: number | null) {
  // An expression rather than a bare `false`: ORDER BY refuses non-integer constants.
  const ownedByFilial =
    filialId === null
      ? sql`(false = true)`
      : sql`EXISTS (SELECT 1 FROM ${priceListOwners} o WHERE o.price_list_id = ${priceLists.id}
          AND ((o.type = 'filial' AND o.owner_id = ${filialId}) OR o.filial_id = ${filialId}))`
  const [row] = await db
    .select({ list: priceLists, own: sql<boolean>`${ownedByFilial}` })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.type, type),
        eq(priceLists.published, true),
        or(isNull(priceLists.dateFrom), lte(priceLists.dateFrom, today)),
        or(eq(priceLists.perpetual, true), isNull(priceLists.dateTo), gte(priceLists.dateTo, today)),
        or(ownedByFilial, cityId === null ? sql`false` : eq(priceLists.cityId, cityId)),
      ),
    )
    .orderBy(desc(ownedByFilial), desc(priceLists.dateFrom), desc(priceLists.id))
    .limit(1)
  return row?.list
}

/** The active services and tests lists for a city and/or filial, with their owners. */
export async function activePriceLists(db: Db, now: Date, place: { cityId?: number; filialId?: number }) {
  let cityId = place.cityId ?? null
  const filialId = place.filialId ?? null
  if (filialId !== null && cityId === null) {
    const [f] = await db.select({ cityId: filials.cityId }).from(filials).where(eq(filials.id, filialId))
    cityId = f?.cityId ?? null
  }
  const today = kyivDate(now)
  const [services, tests] = await Promise.all([
    pick(db, 'services', today, cityId, filialId),
    pick(db, 'tests', today, cityId, filialId),
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
    }
  }
  return { services: shape(services), tests: shape(tests) }
}
