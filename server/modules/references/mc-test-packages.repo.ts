/**
 * The tests a package is made of: read for the test card and the pricing refs, written (replaced as a
 * whole) by the one write path the test editor and the demo seed share. The rule is domain's
 * (a package never contains a package); the database's constraints hold it for any other writer.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { packageCompositionErrors } from '../../../domain/references/mc-test-package'
import type { Db, Tx } from '../../db/client'
import { mcTestPackageTests, mcTests } from '../../db/schema/lab'

/** The member test ids of package `packageId`, in the lab's order. */
export async function packageTestIds(db: Db | Tx, packageId: number): Promise<number[]> {
  const rows = await db
    .select({ id: mcTestPackageTests.testId })
    .from(mcTestPackageTests)
    .where(eq(mcTestPackageTests.packageId, packageId))
    .orderBy(asc(mcTestPackageTests.sort), asc(mcTestPackageTests.testId))
  return rows.map((r) => r.id)
}

/**
 * Makes package `packageId` out of `testIds` (in that order, repeats dropped), replacing what it was
 * made of. 404 for an unknown package; 422 per field when a member is a package, is unknown, or the
 * test is not a package.
 */
export async function setPackageTests(tx: Tx, packageId: number, testIds: readonly number[]): Promise<void> {
  const ids = [...new Set(testIds)]
  const rows = await tx
    .select({ id: mcTests.id, isPackage: mcTests.isPackage })
    .from(mcTests)
    .where(inArray(mcTests.id, [packageId, ...ids]))
    .for('update')
  const known = new Map(rows.map((r) => [r.id, r]))
  const pkg = known.get(packageId)
  if (!pkg) throw new DomainError('not_found', 404, errorMessages.not_found)
  const errors = packageCompositionErrors(pkg, ids, known)
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  await tx.delete(mcTestPackageTests).where(eq(mcTestPackageTests.packageId, packageId))
  if (ids.length)
    await tx.insert(mcTestPackageTests).values(ids.map((testId, i) => ({ packageId, testId, sort: i * 10 })))
}
