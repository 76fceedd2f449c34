/**
 * Demo doctors' rates for «Зарплати лікарів»: every demo doctor who sees patients (demo-schedules.ts) has
 * a general rate since 01.01.2024; the diagnostics are paid at a higher rate to two of them, and one
 * doctor's rate was raised a fortnight before the seed ran, so the report shows a rate changing within a
 * period. The last doctor of the schedules has no rate, so the report shows «ставку не задано».
 */
import { and, eq, isNull } from 'drizzle-orm'
import { addDays } from '../../../domain/reports/report-period'
import { kyivDay } from '../../../domain/time/kyiv'
import type { Tx } from '../client'
import { serviceCategories } from '../schema/catalogue'
import { doctorRates } from '../schema/doctor-rates'
import { staff } from '../schema/staff'
import { demoSchedules } from './demo-schedules'
import { insertIfEmpty } from './seed-helpers'

const SINCE = '2024-01-01'

/** Seeds the rates while there are none; doctors renamed since are skipped. */
export async function seedDoctorRates(tx: Tx, now: Date): Promise<void> {
  const doctors = new Map(
    (await tx.select({ id: staff.id, name: staff.fullName }).from(staff)).map((d) => [d.name, d.id]),
  )
  const [diagnostics] = await tx
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.name, 'Діагностика'), isNull(serviceCategories.parentId)))
  const names = [...new Set(demoSchedules.map(([doctor]) => doctor))].filter((n) => doctors.has(n))
  const paid = names.slice(0, -1)
  const raisedOn = addDays(kyivDay(now), -14)
  await insertIfEmpty(tx, doctorRates, () =>
    paid.flatMap((name, i) => {
      const doctorId = doctors.get(name)!
      const general = { doctorId, serviceCategoryId: null, fixedPerService: 0, validFrom: SINCE }
      return [
        { ...general, percent: 30 + (i % 4) * 5 },
        ...(i === 0 ? [{ ...general, percent: 40, validFrom: raisedOn }] : []),
        ...(diagnostics && i < 2
          ? [{ ...general, serviceCategoryId: diagnostics.id, percent: 45.5, fixedPerService: 5_000 }]
          : []),
      ]
    }),
  )
}
