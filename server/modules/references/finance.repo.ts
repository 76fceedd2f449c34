/** Money-side references: contractors, legal entities, discounts, guiding organisations. */
import type { Db } from '../../db/client'
import { guidingOrganisations } from '../../db/schema/crm-references'
import { discounts, insuranceCompanies, legalEntities } from '../../db/schema/finance'
import { byLabel } from './labels'

/** Every contractor (published or not, so old orders keep their labels) with its cart city. */
export async function insuranceCompanyOptions(db: Db) {
  const rows = await db
    .select({
      key: insuranceCompanies.id,
      value: insuranceCompanies.name,
      code: insuranceCompanies.code,
      published: insuranceCompanies.published,
      maxDiscountPercent: insuranceCompanies.maxDiscountPercent,
      additionalData: insuranceCompanies.additionalData,
    })
    .from(insuranceCompanies)
  return byLabel(rows)
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
