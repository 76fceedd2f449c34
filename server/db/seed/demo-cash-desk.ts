/**
 * The demo cash desk (issue 27): the first demo filial's «Каса 1» points at the local Checkbox stand-in
 * that `npm start` runs (demo-stand-ins.ts, base port + 3), with the stand-in's license key and cashier,
 * so the demo cashier can open a shift, take X reports, move service cash and close with a Z report
 * without the internet. A register an administrator has already pointed elsewhere is left alone.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { filials } from '../schema/places'
import { cashRegisters } from '../schema/staff-users'
import {
  demoStandInPorts,
  STAND_IN_CHECKBOX_CASHIER,
  STAND_IN_CHECKBOX_LICENSE,
} from '../../integrations/demo-stand-ins'
import { demoFilials } from './demo-places'

/** Points the first demo filial's first register at the stand-in (after seedStaffUsers). */
export async function seedDemoCashDesk(db: Db): Promise<void> {
  const code = demoFilials[0]?.[0]
  if (!code) return
  const [filial] = await db.select({ id: filials.id }).from(filials).where(eq(filials.code, code))
  if (!filial) return
  await db
    .update(cashRegisters)
    .set({
      provider: 'checkbox',
      apiUrl: `http://127.0.0.1:${demoStandInPorts().checkbox}`,
      licenseKey: STAND_IN_CHECKBOX_LICENSE,
      cashierLogin: STAND_IN_CHECKBOX_CASHIER.login,
      cashierPassword: STAND_IN_CHECKBOX_CASHIER.password,
    })
    .where(
      and(
        eq(cashRegisters.filialId, filial.id),
        eq(cashRegisters.name, 'Каса 1'),
        isNull(cashRegisters.apiUrl),
      ),
    )
}
