/** Money-side references: contractors, legal entities, discounts, guiding organisations. */
import { eq } from 'drizzle-orm'
import type { InsurerCartOption } from '../../../domain/insurance-companies/insurance-company.schema'
import { contractInForce } from '../../../domain/insurance-companies/insurer-rules'
import type { Db } from '../../db/client'
import { guidingOrganisations } from '../../db/schema/crm-references'
import { discounts, insuranceCompanies, legalEntities } from '../../db/schema/finance'
import { insurerLinks } from '../insurance-companies/insurer-links.repo'
import { kyivDate } from './active-price-list.repo'
import { byLabel } from './labels'

/** A contractor as an option of the reference sets. */
const insurerOption = {
  key: insuranceCompanies.id,
  value: insuranceCompanies.name,
  code: insuranceCompanies.code,
  published: insuranceCompanies.published,
  maxDiscountPercent: insuranceCompanies.maxDiscountPercent,
  additionalData: insuranceCompanies.additionalData,
}

/** Every contractor (published or not, so old orders keep their labels) with its cart city. */
export async function insuranceCompanyOptions(db: Db) {
  return byLabel(await db.select(insurerOption).from(insuranceCompanies))
}

/**
 * Published contractors as the cart offers them (insuranceCompaniesForCart, crmInsuranceCompaniesForCart):
 * the option fields plus the cities, filials, payment types and price lists of the contract, and whether
 * it is in force today, so the PWA can offer only the usable ones (the server checks again on save).
 */
export async function insurerCartOptions(db: Db, now: Date): Promise<InsurerCartOption[]> {
  const rows = await db
    .select({
      ...insurerOption,
      contractStartDate: insuranceCompanies.contractStartDate,
      contractEndDate: insuranceCompanies.contractEndDate,
      autoExtension: insuranceCompanies.autoExtension,
    })
    .from(insuranceCompanies)
    .where(eq(insuranceCompanies.published, true))
  const links = await insurerLinks(
    db,
    rows.map((r) => r.key),
  )
  const today = kyivDate(now)
  return byLabel(
    rows.map(({ contractStartDate, ...r }) => ({
      ...r,
      cityIds: [],
      filialIds: [],
      paymentTypeIds: [],
      priceListIds: [],
      ...links.get(r.key),
      contractInForce: contractInForce({ ...r, contractStartDate }, today),
    })),
  )
}

export async function legalEntityOptions(db: Db) {
  const rows = await db
    .select({
      key: legalEntities.id,
      value: legalEntities.name,
      taxCode: legalEntities.taxCode,
      address: legalEntities.address,
    })
    .from(legalEntities)
  return byLabel(rows)
}

export async function discountOptions(db: Db) {
  const rows = await db
    .select({
      key: discounts.id,
      value: discounts.name,
      percent: discounts.percent,
      active: discounts.active,
    })
    .from(discounts)
  return byLabel(rows)
}

export async function guidingOrganisationOptions(db: Db) {
  const rows = await db
    .select({
      key: guidingOrganisations.id,
      value: guidingOrganisations.name,
      code: guidingOrganisations.code,
      phone: guidingOrganisations.phone,
      active: guidingOrganisations.active,
    })
    .from(guidingOrganisations)
  return byLabel(rows)
}
