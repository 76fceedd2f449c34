/**
 * What a contractor's contract covers, read from its link tables: cities, filials, payment types and
 * price lists. Shared by the order rule, the cart references and the settings screens.
 */
import { eq, inArray } from 'drizzle-orm'
import type { InsurerTerms } from '../../../domain/insurance-companies/insurer-rules'
import type { Db, Tx } from '../../db/client'
import {
  insuranceCompanies,
  insuranceCompanyCities,
  insuranceCompanyFilials,
  insuranceCompanyPaymentTypes,
  insuranceCompanyPriceLists,
} from '../../db/schema/finance'

export interface InsurerLinks {
  cityIds: number[]
  filialIds: number[]
  paymentTypeIds: number[]
  priceListIds: number[]
}

const empty = (): InsurerLinks => ({ cityIds: [], filialIds: [], paymentTypeIds: [], priceListIds: [] })

/** The link lists of each contractor in `ids` (every id answers, with empty lists where it has none). */
export async function insurerLinks(db: Db | Tx, ids: number[]): Promise<Map<number, InsurerLinks>> {
  const out = new Map(ids.map((id) => [id, empty()]))
  if (ids.length === 0) return out
  const [cities, filials, types, lists] = await Promise.all([
    db
      .select({ c: insuranceCompanyCities.insuranceCompanyId, v: insuranceCompanyCities.cityId })
      .from(insuranceCompanyCities)
      .where(inArray(insuranceCompanyCities.insuranceCompanyId, ids)),
    db
      .select({ c: insuranceCompanyFilials.insuranceCompanyId, v: insuranceCompanyFilials.filialId })
      .from(insuranceCompanyFilials)
      .where(inArray(insuranceCompanyFilials.insuranceCompanyId, ids)),
    db
      .select({
        c: insuranceCompanyPaymentTypes.insuranceCompanyId,
        v: insuranceCompanyPaymentTypes.paymentTypeId,
      })
      .from(insuranceCompanyPaymentTypes)
      .where(inArray(insuranceCompanyPaymentTypes.insuranceCompanyId, ids)),
    db
      .select({ c: insuranceCompanyPriceLists.insuranceCompanyId, v: insuranceCompanyPriceLists.priceListId })
      .from(insuranceCompanyPriceLists)
      .where(inArray(insuranceCompanyPriceLists.insuranceCompanyId, ids)),
  ])
  const put = (rows: Array<{ c: number; v: number }>, key: keyof InsurerLinks) => {
    for (const r of rows) out.get(r.c)?.[key].push(r.v)
    for (const links of out.values()) links[key].sort((a, b) => a - b)
  }
  put(cities, 'cityIds')
  put(filials, 'filialIds')
  put(types, 'paymentTypeIds')
  put(lists, 'priceListIds')
  return out
}

/** The terms the order rule checks, or undefined for an unknown contractor. */
export async function insurerTerms(db: Db | Tx, id: number): Promise<InsurerTerms | undefined> {
  const [row] = await db
    .select({
      published: insuranceCompanies.published,
      contractStartDate: insuranceCompanies.contractStartDate,
      contractEndDate: insuranceCompanies.contractEndDate,
      autoExtension: insuranceCompanies.autoExtension,
    })
    .from(insuranceCompanies)
    .where(eq(insuranceCompanies.id, id))
  if (!row) return undefined
  const links = (await insurerLinks(db, [id])).get(id) ?? empty()
  return { ...row, ...links }
}
