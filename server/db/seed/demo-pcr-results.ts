/**
 * Demo PCR: the tests the demo's past orders (demo-history.ts) take from the PCR department now and then,
 * and their results — a qualitative «Не виявлено» / «Виявлено» typed by the demo laboratory assistant
 * three hours after the visit and approved an hour later, saved and approved by the results service
 * itself — so the «Результати ПЛР» report has rows over the demo's last weeks.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Tx } from '../client'
import { users } from '../schema/auth'
import { mcTestIndicators, mcTests } from '../schema/lab'
import type { AuthUser } from '../../modules/auth/auth.repo'
import { approveOrderResults, saveOrderResults } from '../../modules/lab-results/lab-results.service'

/** The demo's PCR tests with an indicator of their own (server/db/seed/lab-indicators.ts). */
export const demoPcrTestCodes = ['5101', '5001']

export function demoPcrTests(tx: Tx) {
  return tx
    .select({ id: mcTests.id, name: mcTests.nameUk, code: mcTests.code })
    .from(mcTests)
    .where(inArray(mcTests.code, demoPcrTestCodes))
    .orderBy(mcTests.code)
}

/** The demo laboratory assistant as the results service sees them (none: no results are typed). */
export async function demoLabUser(tx: Tx): Promise<AuthUser | null> {
  const [lab] = await tx
    .select({ id: users.id, name: users.name, login: users.login })
    .from(users)
    .where(eq(users.login, 'lab'))
  if (!lab) return null
  return {
    ...lab,
    isActive: true,
    tokensValidAfter: null,
    permissions: { crmLabSee: true, crmLabResultsEdit: true, crmLabResultsApprove: true },
    modules: {},
  }
}

/** Types and approves the PCR result of one past order (its test on cart line 0), `n` choosing the value. */
export async function typeDemoPcrResult(
  tx: Tx,
  user: AuthUser,
  orderId: number,
  testId: number,
  n: number,
  visitEnd: Date,
): Promise<void> {
  const hours = (h: number) => new Date(visitEnd.getTime() + h * 3_600_000)
  const [indicator] = await tx
    .select({ code: mcTestIndicators.code })
    .from(mcTestIndicators)
    .where(eq(mcTestIndicators.mcTestId, testId))
    .orderBy(mcTestIndicators.sort, mcTestIndicators.id)
    .limit(1)
  if (!indicator) return
  const value = n % 4 === 0 ? 'Виявлено' : 'Не виявлено'
  await saveOrderResults(
    tx,
    user,
    orderId,
    { items: [{ testId, line: 0, indicatorCode: indicator.code, value }] },
    hours(3),
  )
  await approveOrderResults(tx, user, orderId, {}, hours(4))
}
