/**
 * What an order asks the laboratory for: its cart's test lines (a package opened into its tests), each
 * test's indicators with unit and normogroups, and the patient's birthday and sex, so the range that
 * applies (normogroups.ts normFor) can be shown and the flags computed on the order's day.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { NormParameter, Sex } from '../../../domain/laboratory/normogroups'
import { normFor } from '../../../domain/laboratory/normogroups'
import { kyivDay } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { mcTestIndicators, mcTestPackageTests, mcTests, units } from '../../db/schema/lab'
import { normGroups } from '../../db/schema/lab-norms'
import type { OrderRow } from '../orders/order-view'
import { indicatorNormGroups } from '../mc-tests/mc-test-norm-groups'

export interface OrderIndicator {
  code: string
  name: string
  resultType: 'numeric' | 'text' | 'select'
  decimals: number
  options: string[]
  unit: string | null
  range: NormParameter | undefined
  /** A calculated indicator's formula (domain/laboratory/mc-test.schema.ts); null: typed or sent. */
  formula: string | null
}

export interface OrderTest {
  testId: number
  line: number
  code: string
  name: string
  resultMode: 'default' | 'doubleResult' | 'noResult'
  departmentId: number | null
  indicators: OrderIndicator[]
}

export interface OrderPatient {
  name: string
  birthday: string | null
  sex: Sex | null
}

/** The key of one test line: a test ordered on cart line `line`. */
export const lineKey = (line: number, testId: number) => `${line}:${testId}`

/** The order's patient: the crm card, else the data typed into the order. */
export async function orderPatient(db: Db | Tx, order: OrderRow): Promise<OrderPatient> {
  const sexOf = (m: 'man' | 'woman' | null | undefined): Sex | null =>
    m === 'man' ? 'male' : m === 'woman' ? 'female' : null
  if (order.clientId !== null) {
    const [c] = await db.select().from(clients).where(eq(clients.id, order.clientId))
    if (c)
      return {
        name: [c.surname, c.name, c.patronymic].filter(Boolean).join(' '),
        birthday: c.birthday,
        sex: sexOf(c.male),
      }
  }
  const d = order.clientData
  return {
    name: d ? [d.surname, d.name, d.patronymic].filter(Boolean).join(' ') : '',
    birthday: d?.birthday ?? null,
    sex: sexOf(d?.male),
  }
}

/** The day the patient's age is counted on: the order's creation day in Kyiv. */
export const orderDay = (order: OrderRow): string => kyivDay(order.createdAt)

/** The order's tests in cart order (a package's tests in the package's order), with their indicators. */
export async function orderTests(db: Db | Tx, order: OrderRow, patient: OrderPatient): Promise<OrderTest[]> {
  const lines = (order.cartData?.tests ?? []).map((t, line) => ({ line, id: t.id }))
  if (lines.length === 0) return []
  const lineIds = [...new Set(lines.map((l) => l.id))]
  const packed = await db
    .select({ packageId: mcTestPackageTests.packageId, testId: mcTestPackageTests.testId })
    .from(mcTestPackageTests)
    .where(inArray(mcTestPackageTests.packageId, lineIds))
    .orderBy(asc(mcTestPackageTests.sort), asc(mcTestPackageTests.testId))
  const inPackage = new Map<number, number[]>()
  for (const p of packed) inPackage.set(p.packageId, [...(inPackage.get(p.packageId) ?? []), p.testId])
  const allIds = [...new Set([...lineIds, ...packed.map((p) => p.testId)])]
  const tests = new Map(
    (await db.select().from(mcTests).where(inArray(mcTests.id, allIds))).map((t) => [t.id, t]),
  )
  const inds = await db
    .select({ ind: mcTestIndicators, unitName: units.name, unitSymbol: units.symbol })
    .from(mcTestIndicators)
    .leftJoin(units, eq(units.id, mcTestIndicators.unitId))
    .where(inArray(mcTestIndicators.mcTestId, allIds))
    .orderBy(asc(mcTestIndicators.sort), asc(mcTestIndicators.id))
  const links = await indicatorNormGroups(
    db,
    inds.map((r) => r.ind.id),
  )
  const groupIds = [...new Set([...links.values()].flat())]
  const groups = new Map(
    groupIds.length
      ? (
          await db
            .select({ id: normGroups.id, parameters: normGroups.parameters })
            .from(normGroups)
            .where(inArray(normGroups.id, groupIds))
        ).map((g) => [g.id, g.parameters])
      : [],
  )
  const day = orderDay(order)
  // The first of an indicator's normogroups that has a row for this patient gives the range.
  const rangeOf = (indicatorId: number) => {
    for (const g of links.get(indicatorId) ?? []) {
      const r = normFor(groups.get(g) ?? [], patient.birthday, patient.sex, day)
      if (r) return r
    }
    return undefined
  }
  const indicatorsOf = new Map<number, OrderIndicator[]>()
  for (const { ind, unitName, unitSymbol } of inds)
    indicatorsOf.set(ind.mcTestId, [
      ...(indicatorsOf.get(ind.mcTestId) ?? []),
      {
        code: ind.code,
        name: ind.name,
        resultType: ind.resultType,
        decimals: ind.decimals,
        options: ind.options,
        unit: unitSymbol ?? unitName ?? null,
        range: rangeOf(ind.id),
        formula: ind.resultType === 'numeric' ? ind.formula : null,
      },
    ])
  const out: OrderTest[] = []
  for (const { line, id } of lines) {
    const ids = inPackage.get(id) ?? [id]
    for (const testId of ids) {
      const t = tests.get(testId)
      // A collection service (type 2) is not a laboratory test: it has no results.
      if (!t || t.testType !== 1) continue
      out.push({
        testId,
        line,
        code: t.code,
        name: t.nameUk,
        resultMode: t.resultMode,
        departmentId: t.departmentId,
        indicators: indicatorsOf.get(testId) ?? [],
      })
    }
  }
  return out
}
