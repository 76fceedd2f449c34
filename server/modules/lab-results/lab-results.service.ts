/**
 * Entering, reading and approving an order's laboratory results (issue 22 item 5). Values are read per
 * indicator kind (lab-results.schema.ts readIndicatorValue) and flagged here against the range that
 * applies to the patient on the order's day; a change of an approved value sends it back to «entered»
 * and is kept in lab_result_changes. Reads and writes keep to the order's scope (lab-results-access.ts).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import {
  flagOfVerdict,
  labResultMessages,
  normRangeText,
  readAnalyzerValue,
  readIndicatorValue,
  type LabFlag,
  type LabOrderResults,
  type LabResultsApprove,
  type LabResultsSave,
  type LabTestState,
} from '../../../domain/laboratory/lab-results.schema'
import { ageInDays, normVerdict, type NormParameter } from '../../../domain/laboratory/normogroups'
import { calculateAll, checkFormula, formulaOrder, type Formula } from '../../../domain/protocols/formula'
import { can } from '../../../domain/permissions/check'
import type { Db, Tx } from '../../db/client'
import type { AnalyzerResultReason } from '../../../domain/laboratory/analyzer-listener.schema'
import { users } from '../../db/schema/auth'
import { analyzers } from '../../db/schema/lab-devices'
import { labTubes, labTubeTests } from '../../db/schema/lab-tubes'
import { labResultChanges, labResults } from '../../db/schema/lab-results'
import type { AuthUser } from '../auth/auth.repo'
import { orderRow, type OrderRow } from '../orders/order-view'
import { notFound, versionConflict } from '../../lib/versioned'
import { advanceOrderTubes, tubeTestKey, type TestProgress } from '../lab/tube-progress'
import { assertLabSeesOrder } from './lab-results-access'
import { resultsOpen } from '../../../domain/laboratory/released-results.schema'
import { lineKey, orderDay, orderPatient, orderTests, type OrderTest } from './lab-order-tests'

type ResultRow = typeof labResults.$inferSelect

const flagFor = (numeric: number | null, range: NormParameter | undefined): LabFlag =>
  numeric === null || !range ? 'none' : flagOfVerdict(normVerdict(numeric, range))

/** A test's state from its rows: every indicator (and second value) in, then all approved or not. */
function testState(t: OrderTest, rows: ReadonlyMap<string, ResultRow>): LabTestState {
  if (t.resultMode === 'noResult' || t.indicators.length === 0) return 'no_result'
  const mine = t.indicators.map((i) => rows.get(`${lineKey(t.line, t.testId)}:${i.code}`))
  if (mine.some((r) => !isComplete(t, r))) return 'pending'
  return mine.every((r) => r?.state === 'approved') ? 'approved' : 'entered'
}

const isComplete = (t: OrderTest, r: ResultRow | undefined) =>
  !!r && r.value !== null && (t.resultMode !== 'doubleResult' || r.value2 !== null)

async function resultRows(db: Db | Tx, orderId: number): Promise<Map<string, ResultRow>> {
  const rows = await db.select().from(labResults).where(eq(labResults.orderId, orderId))
  return new Map(rows.map((r) => [`${lineKey(r.line, r.mcTestId)}:${r.indicatorCode}`, r]))
}

type Read = ReturnType<typeof readIndicatorValue> & { ok: true }

/** Who gives a value: a user typing it, or an analyzer (no user) with its measuring time. */
interface Author {
  source: 'manual' | 'analyzer' | 'calculated'
  userId: number | null
  analyzerId: number | null
  measuredAt: Date | null
}

/**
 * The one write of a value, typed or sent by an analyzer: a new row, or a change of the row kept in
 * lab_result_changes (the value goes back to «entered»: an approved one needs a new approval). An
 * unchanged value keeps its state, author and approval; no row is made for an empty value. Answers the
 * row as it now is (undefined when there is none).
 */
async function putValue(
  tx: Tx,
  orderId: number,
  t: OrderTest,
  code: string,
  old: ResultRow | undefined,
  w: {
    value: Read
    value2: Read
    unit: string | null
    norm: string
    flag: LabFlag
    flag2: LabFlag
    author: Author
    now: Date
  },
): Promise<ResultRow | undefined> {
  const fields = {
    value: w.value.text,
    numericValue: w.value.numeric,
    value2: w.value2.text,
    numericValue2: w.value2.numeric,
    unit: w.unit,
    normText: w.norm,
    flag: w.flag,
    flag2: w.flag2,
    source: w.author.source,
    analyzerId: w.author.analyzerId,
    measuredAt: w.author.measuredAt,
    state: 'entered' as const,
    enteredBy: w.author.userId,
    enteredAt: w.now,
    approvedBy: null,
    approvedAt: null,
  }
  if (!old) {
    if (w.value.text === null && w.value2.text === null) return undefined
    const [row] = await tx
      .insert(labResults)
      .values({ orderId, mcTestId: t.testId, line: t.line, indicatorCode: code, ...fields })
      .returning()
    return row
  }
  if (old.value === w.value.text && old.value2 === w.value2.text) return old
  await tx.insert(labResultChanges).values({
    resultId: old.id,
    oldValue: old.value,
    oldValue2: old.value2,
    newValue: w.value.text,
    newValue2: w.value2.text,
    oldState: old.state,
    changedBy: w.author.userId,
    changedAt: w.now,
  })
  const [row] = await tx
    .update(labResults)
    .set({ ...fields, version: old.version + 1 })
    .where(eq(labResults.id, old.id))
    .returning()
  return row
}

const noValue: Read = { ok: true, text: null, numeric: null }

/**
 * The calculated indicators (an indicator's formula over its test's other numeric values; the protocols'
 * formula engine) worked out again from the values saved now, per test line — the second value of a
 * doubleResult test from the second values. A result is rounded to the indicator's places and flagged
 * like a typed one; while a value it reads is missing (or it cannot be worked out: division by zero) the
 * indicator has none. Written only where it changed, as source 'calculated' by whoever caused it.
 */
async function recalculate(tx: Tx, orderId: number, tests: OrderTest[], userId: number | null, now: Date) {
  if (!tests.some((t) => t.indicators.some((i) => i.formula))) return
  const rows = await resultRows(tx, orderId)
  for (const t of tests) {
    if (t.resultMode === 'noResult') continue
    const numeric = t.indicators.filter((i) => i.resultType === 'numeric').map((i) => i.code)
    const formulas = new Map<string, Formula>()
    for (const i of t.indicators) {
      if (!i.formula) continue
      const checked = checkFormula(i.formula, new Set(numeric.filter((c) => c !== i.code)))
      if (checked.ok) formulas.set(i.code, checked.formula)
    }
    if (formulas.size === 0) continue
    const order = formulaOrder(new Map([...formulas].map(([code, f]) => [code, f.refs])))
    if (!order.ok) continue
    const row = (code: string) => rows.get(`${lineKey(t.line, t.testId)}:${code}`)
    const worked = (second: boolean) =>
      calculateAll(
        formulas,
        order.order,
        new Map(
          t.indicators
            .filter((i) => !formulas.has(i.code))
            .map((i) => [i.code, second ? row(i.code)?.numericValue2 : row(i.code)?.numericValue]),
        ),
      ).values
    const first = worked(false)
    const second = t.resultMode === 'doubleResult' ? worked(true) : undefined
    for (const ind of t.indicators) {
      if (!formulas.has(ind.code)) continue
      const read = (n: number | null | undefined): Read => {
        if (typeof n !== 'number') return noValue
        const r = readIndicatorValue(ind, n.toFixed(ind.decimals))
        return r.ok ? r : noValue
      }
      const value = read(first.get(ind.code))
      const value2 = read(second?.get(ind.code))
      const old = row(ind.code)
      if ((old?.value ?? null) === value.text && (old?.value2 ?? null) === value2.text) continue
      await putValue(tx, orderId, t, ind.code, old, {
        value,
        value2,
        unit: ind.unit,
        norm: normRangeText(ind.range),
        flag: flagFor(value.numeric, ind.range),
        flag2: flagFor(value2.numeric, ind.range),
        author: { source: 'calculated', userId, analyzerId: null, measuredAt: null },
        now,
      })
    }
  }
}

/** Where each test of the order stands for its tube (tube-progress.ts), by the tube test's key. */
function progressOf(
  order: OrderRow,
  tests: OrderTest[],
  rows: ReadonlyMap<string, ResultRow>,
): Map<string, TestProgress> {
  const cart = order.cartData?.tests ?? []
  const out = new Map<string, TestProgress>()
  for (const t of tests) {
    const lineId = cart[t.line]?.id
    if (lineId === undefined) continue
    const state = testState(t, rows)
    const any = t.indicators.some((i) => {
      const r = rows.get(`${lineKey(t.line, t.testId)}:${i.code}`)
      return !!r && (r.value !== null || r.value2 !== null)
    })
    const key = tubeTestKey(lineId, t.testId)
    if (!out.has(key))
      out.set(
        key,
        state === 'no_result'
          ? 'no_result'
          : state === 'approved'
            ? 'approved'
            : state === 'entered'
              ? 'complete'
              : any
                ? 'started'
                : 'none',
      )
  }
  return out
}

/** Moves the order's tubes as far as its results now take them (tube-progress.ts). */
async function syncTubes(tx: Tx, order: OrderRow, tests: OrderTest[], by: number | null, now: Date) {
  await advanceOrderTubes(tx, order.id, progressOf(order, tests, await resultRows(tx, order.id)), by, now)
}

async function visible(db: Db | Tx, user: AuthUser, orderId: number, lock = false): Promise<OrderRow> {
  const row = await orderRow(db, orderId, lock)
  if (!row) throw notFound()
  assertLabSeesOrder(user, row)
  return row
}

/** GET /api/v2/lab/orders/:orderId/results. */
export async function readOrderResults(
  db: Db | Tx,
  user: AuthUser,
  orderId: number,
): Promise<LabOrderResults> {
  const order = await visible(db, user, orderId)
  const patient = await orderPatient(db, order)
  const tests = await orderTests(db, order, patient)
  const rows = await resultRows(db, orderId)
  const names = new Map<number, string>()
  const userIds = [...rows.values()].flatMap((r) => [r.enteredBy, r.approvedBy]).filter((x) => x !== null)
  if (userIds.length)
    for (const u of await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)])))
      names.set(u.id, u.name)
  const who = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' })
  const analyzerIds = [...new Set([...rows.values()].map((r) => r.analyzerId).filter((x) => x !== null))]
  const analyzerNames = new Map(
    analyzerIds.length
      ? (
          await db
            .select({ id: analyzers.id, name: analyzers.name })
            .from(analyzers)
            .where(inArray(analyzers.id, analyzerIds))
        ).map((a) => [a.id, a.name])
      : [],
  )
  const day = orderDay(order)
  const open = resultsOpen(order)
  return {
    orderId: order.id,
    orderCode: order.code,
    orderDay: day,
    patient: {
      ...patient,
      ageDays: patient.birthday ? ageInDays(patient.birthday, day) : null,
    },
    version: [...rows.values()].reduce((sum, r) => sum + r.version, 0),
    tests: tests.map((t) => ({
      testId: t.testId,
      line: t.line,
      code: t.code,
      name: t.name,
      resultMode: t.resultMode,
      state: testState(t, rows),
      indicators:
        t.resultMode === 'noResult'
          ? []
          : t.indicators.map((i) => {
              const r = rows.get(`${lineKey(t.line, t.testId)}:${i.code}`)
              return {
                code: i.code,
                name: i.name,
                resultType: i.resultType,
                decimals: i.decimals,
                options: i.options,
                unit: r?.unit ?? i.unit,
                norm: r?.normText ?? normRangeText(i.range),
                value: r?.value ?? null,
                value2: r?.value2 ?? null,
                flag: r?.flag ?? 'none',
                flag2: r?.flag2 ?? 'none',
                state: r?.state ?? null,
                source: r?.source ?? null,
                calculated: i.formula !== null,
                analyzer:
                  r?.analyzerId != null && analyzerNames.has(r.analyzerId)
                    ? { id: r.analyzerId, name: analyzerNames.get(r.analyzerId)! }
                    : null,
                enteredBy: who(r?.enteredBy ?? null),
                enteredAt: r?.enteredAt.toISOString() ?? null,
                approvedBy: who(r?.approvedBy ?? null),
                approvedAt: r?.approvedAt?.toISOString() ?? null,
              }
            }),
    })),
    may: {
      edit: open && can(user.permissions, 'crmLabResultsEdit'),
      approve: open && can(user.permissions, 'crmLabResultsApprove'),
    },
  }
}

function refuse(errors: FieldErrors, message: string = errorMessages.validation_failed): never {
  throw new DomainError('validation_failed', 422, message, { errors })
}

/** PUT /api/v2/lab/orders/:orderId/results: saves the typed values (all or nothing). */
export async function saveOrderResults(
  tx: Tx,
  user: AuthUser,
  orderId: number,
  body: LabResultsSave,
  now: Date,
): Promise<LabOrderResults> {
  const order = await visible(tx, user, orderId, true)
  if (!resultsOpen(order))
    refuse({ order: [labResultMessages.orderNotReady] }, labResultMessages.orderNotReady)
  const tests = await orderTests(tx, order, await orderPatient(tx, order))
  const byLine = new Map(tests.map((t) => [lineKey(t.line, t.testId), t]))
  const rows = await resultRows(tx, orderId)
  // The sum of the rows' versions grows with every insert and change (rows are never deleted alone).
  if (
    body.version !== undefined &&
    body.version !== [...rows.values()].reduce((sum, r) => sum + r.version, 0)
  )
    throw versionConflict(await readOrderResults(tx, user, orderId))
  const errors: FieldErrors = {}
  const writes: Array<{
    t: OrderTest
    code: string
    unit: string | null
    norm: string
    value: ReturnType<typeof readIndicatorValue> & { ok: true }
    value2: ReturnType<typeof readIndicatorValue> & { ok: true }
    flag: LabFlag
    flag2: LabFlag
  }> = []
  body.items.forEach((item, i) => {
    const t = byLine.get(lineKey(item.line, item.testId))
    const ind = t?.indicators.find((x) => x.code === item.indicatorCode)
    if (!t || !ind) return void (errors[`items.${i}.indicator_code`] = [labResultMessages.unknownLine])
    if (t.resultMode === 'noResult')
      return void (errors[`items.${i}.value`] = [labResultMessages.noResultTest])
    const value = readIndicatorValue(ind, item.value)
    const value2 = readIndicatorValue(ind, item.value2)
    if (ind.formula) {
      // The form sends a calculated value back as shown: that is no change; any other is refused.
      const old = rows.get(`${lineKey(t.line, t.testId)}:${ind.code}`)
      const same = (r: typeof value, was: number | null | undefined) =>
        r.ok && (r.numeric ?? null) === (was ?? null)
      if (!same(value, old?.numericValue)) errors[`items.${i}.value`] = [labResultMessages.calculated]
      else if (!same(value2, old?.numericValue2)) errors[`items.${i}.value2`] = [labResultMessages.calculated]
      return
    }
    if (!value.ok) errors[`items.${i}.value`] = [value.message]
    if (t.resultMode !== 'doubleResult' && (item.value2 ?? '').trim() !== '')
      errors[`items.${i}.value2`] = [labResultMessages.noSecondValue]
    else if (!value2.ok) errors[`items.${i}.value2`] = [value2.message]
    if (!value.ok || !value2.ok) return
    writes.push({
      t,
      code: ind.code,
      unit: ind.unit,
      norm: normRangeText(ind.range),
      value,
      value2,
      flag: flagFor(value.numeric, ind.range),
      flag2: flagFor(value2.numeric, ind.range),
    })
  })
  if (Object.keys(errors).length) refuse(errors)
  for (const w of writes) {
    const old = rows.get(`${lineKey(w.t.line, w.t.testId)}:${w.code}`)
    await putValue(tx, orderId, w.t, w.code, old, {
      value: w.value,
      value2: w.value2,
      unit: w.unit,
      norm: w.norm,
      flag: w.flag,
      flag2: w.flag2,
      author: { source: 'manual', userId: user.id, analyzerId: null, measuredAt: null },
      now,
    })
  }
  await recalculate(tx, orderId, tests, user.id, now)
  await syncTubes(tx, order, tests, user.id, now)
  return readOrderResults(tx, user, orderId)
}

/**
 * POST …/results/approve: approves the entered results of the named tests (all the order's tests with
 * results when none are named); 422 when a test to approve has an empty value, or nothing awaits approval.
 */
export async function approveOrderResults(
  tx: Tx,
  user: AuthUser,
  orderId: number,
  body: LabResultsApprove,
  now: Date,
): Promise<LabOrderResults> {
  const order = await visible(tx, user, orderId, true)
  if (!resultsOpen(order))
    refuse({ order: [labResultMessages.orderNotReady] }, labResultMessages.orderNotReady)
  const tests = await orderTests(tx, order, await orderPatient(tx, order))
  const rows = await resultRows(tx, orderId)
  const named = body.testIds ? new Set(body.testIds) : null
  const keyOf = (t: OrderTest, code: string) => `${lineKey(t.line, t.testId)}:${code}`
  const chosen = tests.filter(
    (t) =>
      t.resultMode !== 'noResult' &&
      t.indicators.length > 0 &&
      (named ? named.has(t.testId) : t.indicators.some((i) => rows.has(keyOf(t, i.code)))),
  )
  const incomplete = chosen.filter((t) =>
    t.indicators.some((i) => !isComplete(t, rows.get(keyOf(t, i.code)))),
  )
  if (incomplete.length)
    refuse(
      { test_ids: incomplete.map((t) => `${t.code} ${t.name}: ${labResultMessages.emptyToApprove}`) },
      labResultMessages.emptyToApprove,
    )
  const ids = chosen
    .flatMap((t) => t.indicators.map((i) => rows.get(keyOf(t, i.code))!))
    .filter((r) => r.state === 'entered')
    .map((r) => r.id)
  if (ids.length === 0)
    refuse({ test_ids: [labResultMessages.nothingToApprove] }, labResultMessages.nothingToApprove)
  await tx
    .update(labResults)
    .set({ state: 'approved', approvedBy: user.id, approvedAt: now })
    .where(and(inArray(labResults.id, ids), eq(labResults.state, 'entered')))
  await syncTubes(tx, order, tests, user.id, now)
  return readOrderResults(tx, user, orderId)
}

/** A matched analyzer result (analyzer-ingest.ts): the order and test its barcode and code lead to. */
export interface AnalyzerValue {
  orderId: number
  /** The tube's barcode as sent. */
  sampleId: string
  mcTestId: number
  /** The indicator the analyzer's code fills; null: the test's only indicator. */
  indicatorCode: string | null
  value: string
  measuredAt: Date | null
}

/**
 * Writes matched analyzer results into the orders' results, in the caller's transaction (the one storing
 * them), through the same write and flagging as a typed value, marked source 'analyzer' with the
 * analyzer; then moves the tubes (tube-progress.ts). Answers, per value, why it was kept out (null: it is
 * the order's value now, or it equals it). The rules:
 * - an approved value is never overwritten by an analyzer: a different value is kept out as 'approved'
 *   («Результат уже затверджено»), to be looked at on the analyzers' page and typed in if meant;
 * - a value not yet approved — typed by hand or sent before — is replaced only by a newer one: the
 *   analyzer's measuring time (R-13 / OBX-14, Kyiv's clock; its arrival when it gave none) after the
 *   moment the value was typed (or measured, for an analyzer's): else kept out as 'newer_value';
 * - a value that does not fit the indicator (not a number, not an option) is 'invalid_value'; a number
 *   with more places than the indicator shows is rounded to them;
 * - a test not in the order's cart is 'not_in_order'; a code mapped without an indicator to a test with
 *   several is 'no_indicator'; a result for a rejected tube is 'tube_rejected'; an order not confirmed or
 *   cancelled is 'order_closed'.
 * The value goes to the cart line whose tube carries the barcode (a test ordered twice), else the first.
 */
export async function applyAnalyzerValues(
  tx: Tx,
  analyzerId: number,
  items: readonly AnalyzerValue[],
  now: Date,
): Promise<Array<AnalyzerResultReason | null>> {
  const reasons: Array<AnalyzerResultReason | null> = items.map(() => null)
  const byOrder = new Map<number, number[]>()
  items.forEach((it, i) => byOrder.set(it.orderId, [...(byOrder.get(it.orderId) ?? []), i]))
  for (const [orderId, idx] of byOrder) {
    const order = await orderRow(tx, orderId, true)
    if (!order || !resultsOpen(order)) {
      for (const i of idx) reasons[i] = 'order_closed'
      continue
    }
    const tests = await orderTests(tx, order, await orderPatient(tx, order))
    const rows = await resultRows(tx, orderId)
    const cart = order.cartData?.tests ?? []
    const tubeTests = await tx
      .select({
        barcode: labTubes.barcode,
        state: labTubes.state,
        lineTestId: labTubeTests.lineTestId,
        mcTestId: labTubeTests.mcTestId,
      })
      .from(labTubes)
      .leftJoin(labTubeTests, eq(labTubeTests.tubeId, labTubes.id))
      .where(
        and(
          eq(labTubes.orderId, orderId),
          inArray(labTubes.barcode, [...new Set(idx.map((i) => items[i]!.sampleId))]),
        ),
      )
    let wrote = false
    for (const i of idx) {
      const it = items[i]!
      const onTube = tubeTests.filter((x) => x.barcode === it.sampleId)
      if (onTube.some((x) => x.state === 'rejected')) {
        reasons[i] = 'tube_rejected'
        continue
      }
      const lineId = onTube.find((x) => x.mcTestId === it.mcTestId)?.lineTestId
      const candidates = tests.filter((c) => c.testId === it.mcTestId)
      const t = candidates.find((c) => cart[c.line]?.id === lineId) ?? candidates[0]
      if (!t) {
        reasons[i] = 'not_in_order'
        continue
      }
      const wanted = it.indicatorCode?.toLowerCase()
      const ind =
        t.resultMode === 'noResult'
          ? undefined
          : wanted
            ? t.indicators.find((x) => x.code.toLowerCase() === wanted)
            : t.indicators.length === 1
              ? t.indicators[0]
              : undefined
      if (!ind) {
        reasons[i] = 'no_indicator'
        continue
      }
      const value = readAnalyzerValue(ind, it.value)
      if (!value.ok || value.text === null) {
        reasons[i] = 'invalid_value'
        continue
      }
      const key = `${lineKey(t.line, t.testId)}:${ind.code}`
      const old = rows.get(key)
      if (old && old.value === value.text) continue
      if (old?.state === 'approved') {
        reasons[i] = 'approved'
        continue
      }
      if (old && old.value !== null && (it.measuredAt ?? now) <= (old.measuredAt ?? old.enteredAt)) {
        reasons[i] = 'newer_value'
        continue
      }
      // The second value of a doubleResult test is the laboratory's to type: it stays as it is.
      const value2 = { ok: true as const, text: old?.value2 ?? null, numeric: old?.numericValue2 ?? null }
      const row = await putValue(tx, orderId, t, ind.code, old, {
        value,
        value2,
        unit: ind.unit,
        norm: normRangeText(ind.range),
        flag: flagFor(value.numeric, ind.range),
        flag2: old?.flag2 ?? 'none',
        author: { source: 'analyzer', userId: null, analyzerId, measuredAt: it.measuredAt },
        now,
      })
      if (row) rows.set(key, row)
      wrote = true
    }
    if (wrote) {
      await recalculate(tx, orderId, tests, null, now)
      await syncTubes(tx, order, tests, null, now)
    }
  }
  return reasons
}
