/**
 * The mapping of an analyzer's test codes (domain/laboratory/analyzer-test-codes.schema.ts): read in the
 * editor's order, replaced whole in one transaction; any bad row stores nothing ('Відповідність кодів
 * не збережено', errors keyed data.<index>.<field>).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { DomainError, type FieldErrors } from '../../../domain/api/errors'
import {
  analyzerTestCodeMessages as msg,
  duplicateCodes,
  type AnalyzerTestCode,
  type AnalyzerTestCodesPut,
} from '../../../domain/laboratory/analyzer-test-codes.schema'
import type { Db, Tx } from '../../db/client'
import { mcTestIndicators, mcTests } from '../../db/schema/lab'
import { analyzers, analyzerTestCodes } from '../../db/schema/lab-devices'
import type { MutationScope } from '../../lib/mutation'
import { notFound } from '../../lib/versioned'

async function codesOf(db: Db | Tx, analyzerId: number): Promise<AnalyzerTestCode[]> {
  return db
    .select({
      id: analyzerTestCodes.id,
      code: analyzerTestCodes.code,
      mcTestId: analyzerTestCodes.mcTestId,
      indicatorCode: analyzerTestCodes.indicatorCode,
    })
    .from(analyzerTestCodes)
    .where(eq(analyzerTestCodes.analyzerId, analyzerId))
    .orderBy(asc(analyzerTestCodes.sort), asc(analyzerTestCodes.id))
}

/** The analyzer's codes in the editor's order; an analyzer that does not exist is 404. */
export async function listTestCodes(db: Db, analyzerId: number) {
  const [found] = await db.select({ id: analyzers.id }).from(analyzers).where(eq(analyzers.id, analyzerId))
  if (!found) throw notFound()
  return { data: await codesOf(db, analyzerId) }
}

/** Replaces the analyzer's codes with `body.data`. */
export async function putTestCodes(m: MutationScope, analyzerId: number, body: AnalyzerTestCodesPut) {
  const { tx } = m
  // The analyzer's row lock: two saves of its mapping run one after the other.
  const [found] = await tx
    .select({ id: analyzers.id })
    .from(analyzers)
    .where(eq(analyzers.id, analyzerId))
    .for('update')
  if (!found) throw notFound()
  const testIds = [...new Set(body.data.map((r) => r.mcTestId))]
  const known = new Set(
    testIds.length
      ? (await tx.select({ id: mcTests.id }).from(mcTests).where(inArray(mcTests.id, testIds))).map(
          (r) => r.id,
        )
      : [],
  )
  // A test's indicators by code; a test without indicators yet takes any code (they are being built).
  const indicators = new Map<number, Set<string>>()
  if (testIds.length)
    for (const r of await tx
      .select({ mcTestId: mcTestIndicators.mcTestId, code: mcTestIndicators.code })
      .from(mcTestIndicators)
      .where(inArray(mcTestIndicators.mcTestId, testIds)))
      (indicators.get(r.mcTestId) ?? indicators.set(r.mcTestId, new Set()).get(r.mcTestId)!).add(
        r.code.toUpperCase(),
      )
  const errors: FieldErrors = {}
  for (const [i, message] of duplicateCodes(body.data)) errors[`data.${i}.code`] = [message]
  body.data.forEach((row, i) => {
    if (!known.has(row.mcTestId)) errors[`data.${i}.mc_test_id`] = [msg.unknownTest]
    const own = indicators.get(row.mcTestId)
    if (row.indicatorCode && own && !own.has(row.indicatorCode.toUpperCase()))
      errors[`data.${i}.indicator_code`] = [msg.unknownIndicator]
  })
  if (Object.keys(errors).length) throw new DomainError('validation_failed', 422, msg.failed, { errors })
  await tx.delete(analyzerTestCodes).where(and(eq(analyzerTestCodes.analyzerId, analyzerId)))
  if (body.data.length)
    await tx.insert(analyzerTestCodes).values(
      body.data.map((r, sort) => ({
        analyzerId,
        code: r.code,
        mcTestId: r.mcTestId,
        indicatorCode: r.indicatorCode || null,
        sort,
      })),
    )
  return { data: await codesOf(tx, analyzerId) }
}
