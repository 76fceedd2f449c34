/**
 * Seeds the further fields of the demo blood points, the favourite tests and the staging of tests. Runs
 * after contractors, metro stations and laboratories exist. A point is filled only while none of its
 * further fields is set, so a second run (or an administrator's edit) is left alone.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '../client'
import { bloodPoints } from '../schema/blood-points'
import { guidingOrganisations, metros } from '../schema/crm-references'
import { insuranceCompanies } from '../schema/finance'
import { mcTests } from '../schema/lab'
import { laboratories } from '../schema/lab-network'
import { favoriteMcTests, stagingTests } from '../schema/lab-test-lists'
import { demoBloodPointDetails, demoFavoriteTests, demoStagingTests } from './demo-lab-places'
import { idsBy, insertIfEmpty, need } from './seed-helpers'

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

async function seedBloodPointDetails(tx: Tx): Promise<void> {
  const metroRows = await tx.select({ id: metros.id, name: metros.name, cityId: metros.cityId }).from(metros)
  const contractorIds = await idsBy(tx, insuranceCompanies, insuranceCompanies.code, insuranceCompanies.id)
  const guidingIds = await idsBy(tx, guidingOrganisations, guidingOrganisations.name, guidingOrganisations.id)
  const points = await tx
    .select({ id: bloodPoints.id, addressUk: bloodPoints.addressUk, cityId: bloodPoints.cityId })
    .from(bloodPoints)
  for (const point of points) {
    const d = demoBloodPointDetails[point.addressUk]
    if (!d) continue
    // A station of the point's own city ("Вокзальна" is in Kyiv and in Dnipro).
    const metro = d.metro && metroRows.find((m) => m.name === d.metro && m.cityId === point.cityId)
    await tx
      .update(bloodPoints)
      .set({
        metroId: metro ? metro.id : null,
        contractorId: d.contractor ? (contractorIds.get(d.contractor) ?? null) : null,
        medicalCenterContractorId: d.medicalCenterContractor
          ? (contractorIds.get(d.medicalCenterContractor) ?? null)
          : null,
        guidingOrganisationId: d.guiding ? (guidingIds.get(d.guiding) ?? null) : null,
        hideLab: d.hideLab ?? false,
        logoUrl: d.logoUrl ?? null,
        blankEmail: d.blankEmail ?? null,
        blankPhone: d.blankPhone ?? null,
        site: d.site ?? null,
        notes: d.notes ?? null,
        pediatricNurse: d.pediatricNurse ?? false,
        cardPayment: d.cardPayment ?? true,
        fixedCosts: d.fixedCostsUah === undefined ? null : d.fixedCostsUah * 100,
      })
      .where(
        and(
          eq(bloodPoints.id, point.id),
          isNull(bloodPoints.metroId),
          isNull(bloodPoints.contractorId),
          isNull(bloodPoints.guidingOrganisationId),
          isNull(bloodPoints.site),
          isNull(bloodPoints.notes),
          isNull(bloodPoints.fixedCosts),
        ),
      )
  }
}

/** Seeds the blood points' further fields, the favourite tests and the staging of tests. */
export async function seedLabPlaces(tx: Tx): Promise<void> {
  await seedBloodPointDetails(tx)
  const testIds = await idsBy(tx, mcTests, mcTests.code, mcTests.id)
  const labIds = await idsBy(tx, laboratories, laboratories.code, laboratories.id)
  await insertIfEmpty(tx, favoriteMcTests, () =>
    demoFavoriteTests
      .filter(([code]) => testIds.has(code))
      .map(([code, sort]) => ({ mcTestId: need(testIds, code, 'test'), sort })),
  )
  await insertIfEmpty(tx, stagingTests, () =>
    demoStagingTests
      .filter(([code, lab]) => testIds.has(code) && labIds.has(lab))
      .map(([code, lab, days, cutoffTime, leadDays]) => ({
        mcTestId: need(testIds, code, 'test'),
        laboratoryId: need(labIds, lab, 'laboratory'),
        ...Object.fromEntries(weekdays.map((day, i) => [day, days.includes(i + 1)])),
        cutoffTime,
        leadDays,
      })),
  )
}
