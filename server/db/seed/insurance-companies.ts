/**
 * Seeds what the demo contractors' contracts cover: cities, filials, payment types and their own price
 * lists (a copy of the city's list with the contract discount, owned by the contractor only, so the
 * cart offers it for that contractor's orders alone). Runs once: while no contractor lists a filial.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../client'
import {
  insuranceCompanies,
  insuranceCompanyCities,
  insuranceCompanyFilials,
  insuranceCompanyPaymentTypes,
  insuranceCompanyPriceLists,
  paymentTypes,
} from '../schema/finance'
import { priceListPositions, priceLists } from '../schema/price-lists'
import { demoInsuranceCoverage } from './demo-finance'
import type { PlaceIds } from './places'
import { idsBy, need } from './seed-helpers'

/** Seeds the contractors' cities, filials, payment types and price lists. */
export async function seedInsuranceCoverage(tx: Tx, ids: PlaceIds): Promise<void> {
  const [any] = await tx
    .select({ id: insuranceCompanyFilials.filialId })
    .from(insuranceCompanyFilials)
    .limit(1)
  if (any) return
  const companyIds = await idsBy(tx, insuranceCompanies, insuranceCompanies.code, insuranceCompanies.id)
  const typeIds = await idsBy(tx, paymentTypes, paymentTypes.name, paymentTypes.id)
  for (const [code, cover] of Object.entries(demoInsuranceCoverage)) {
    const companyId = companyIds.get(code)
    // A contractor an administrator renamed or removed keeps what they made of it.
    if (companyId === undefined) continue
    const link = <T>(
      names: string[],
      map: ReadonlyMap<string, number>,
      what: string,
      row: (id: number) => T,
    ) => names.map((n) => row(need(map, n, what)))
    const cities = link(cover.cities, ids.cities, 'city', (cityId) => ({
      insuranceCompanyId: companyId,
      cityId,
    }))
    if (cities.length) await tx.insert(insuranceCompanyCities).values(cities).onConflictDoNothing()
    const filials = link(cover.filials, ids.filials, 'filial', (filialId) => ({
      insuranceCompanyId: companyId,
      filialId,
    }))
    if (filials.length) await tx.insert(insuranceCompanyFilials).values(filials)
    const types = link(cover.paymentTypes, typeIds, 'payment type', (paymentTypeId) => ({
      insuranceCompanyId: companyId,
      paymentTypeId,
    }))
    if (types.length) await tx.insert(insuranceCompanyPaymentTypes).values(types)
    if (cover.priceList) await seedOwnPriceList(tx, companyId, code, cover.priceList, ids)
  }
}

async function seedOwnPriceList(
  tx: Tx,
  companyId: number,
  code: string,
  spec: { city: string; type: 'services' | 'tests'; discount: number },
  ids: PlaceIds,
): Promise<void> {
  const cityId = need(ids.cities, spec.city, 'city')
  const [base] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(and(eq(priceLists.cityId, cityId), eq(priceLists.type, spec.type)))
    .orderBy(priceLists.id)
    .limit(1)
  if (!base) return
  const [company] = await tx
    .select({ name: insuranceCompanies.name })
    .from(insuranceCompanies)
    .where(eq(insuranceCompanies.id, companyId))
  const what = spec.type === 'services' ? 'послуги' : 'аналізи'
  const [list] = await tx
    .insert(priceLists)
    .values({
      nameUk: `ДМС ${company?.name ?? code} — ${what}, ${spec.city}`,
      type: spec.type,
      discount: spec.discount,
      maxDiscountPercent: spec.discount,
      cityId,
      published: true,
      dateFrom: '2024-01-01',
      perpetual: true,
    })
    .returning({ id: priceLists.id })
  if (!list) return
  await tx.execute(sql`
    INSERT INTO ${priceListPositions} (price_list_id, service_id, mc_test_id, code, name, price, final_price,
      partner_price, cost_price, lead_time, cito_lead_time, lead_time_text)
    SELECT ${list.id}, service_id, mc_test_id, code, name, price,
      round(price * (100 - ${spec.discount}) / 100.0)::int, partner_price, cost_price, lead_time,
      cito_lead_time, lead_time_text
    FROM ${priceListPositions} WHERE price_list_id = ${base.id}`)
  await tx.insert(insuranceCompanyPriceLists).values({ insuranceCompanyId: companyId, priceListId: list.id })
}
