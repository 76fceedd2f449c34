/**
 * From an analyzer's message to stored results (issue 22 item 4): the raw message is written first (its
 * own statement, before any parsing), then its results are mapped — the analyzer's code to our test and
 * indicator (analyzer_test_codes, case-insensitive), the sample id to the order holding that barcode
 * (order_barcodes) — and stored in one transaction with the message's state. A matched result becomes
 * the order's laboratory result in that transaction (lab_results, source 'analyzer', flagged as a typed
 * value is; an approved value or a newer one is not overwritten) and the tube moves to in work / done
 * (lab-results.service.ts applyAnalyzerValues, lab/tube-progress.ts). A result already stored (a replayed
 * or duplicated message) is skipped by its key and changes nothing; one that cannot be matched, or is kept
 * out of the order's results, is stored with the reason, to be seen on the analyzers' page.
 */
import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import iconv from 'iconv-lite'
import type { Db } from '../../db/client'
import { analyzerMessages, analyzerResults } from '../../db/schema/analyzer-messages'
import { analyzers, analyzerTestCodes, orderBarcodes } from '../../db/schema/lab-devices'
import { applyAnalyzerValues } from '../lab-results/lab-results.service'

export interface AnalyzerRow {
  id: number
  name: string
  protocol: string
  host: string
  port: number
  direction: string
  encoding: string
  sampleIdField: string
  active: boolean
}

export async function readAnalyzer(db: Db, id: number): Promise<AnalyzerRow | undefined> {
  const [row] = await db
    .select({
      id: analyzers.id,
      name: analyzers.name,
      protocol: analyzers.protocol,
      host: analyzers.host,
      port: analyzers.port,
      direction: analyzers.direction,
      encoding: analyzers.encoding,
      sampleIdField: analyzers.sampleIdField,
      active: analyzers.active,
    })
    .from(analyzers)
    .where(eq(analyzers.id, id))
  return row
}

/** Text of an analyzer's bytes in its encoding (utf-8, windows-1251, latin1). */
export const decodeText = (bytes: Buffer, encoding: string): string =>
  iconv.decode(bytes, iconv.encodingExists(encoding) ? encoding : 'latin1')

export const encodeText = (text: string, encoding: string): Buffer =>
  iconv.encode(text, iconv.encodingExists(encoding) ? encoding : 'latin1')

export interface RawMessage {
  analyzerId: number
  peer: string
  protocol: 'astm' | 'hl7'
  raw: Buffer
  text: string
  /** A transfer broken off (peer gone, timeout): stored as an error at once, never parsed. */
  error?: string
}

/** Writes the message as it arrived; answers its id. */
export async function storeRawMessage(db: Db, m: RawMessage): Promise<number> {
  const [row] = await db
    .insert(analyzerMessages)
    .values({
      analyzerId: m.analyzerId,
      peer: m.peer,
      protocol: m.protocol,
      raw: m.raw,
      // NUL cannot be stored in a text column; the raw bytes keep it.
      text: m.text.replace(/\0/g, '\uFFFD'),
      parseState: m.error ? 'error' : 'pending',
      error: m.error ?? null,
    })
    .returning({ id: analyzerMessages.id })
  return row!.id
}

export async function markMessageError(db: Db, messageId: number, error: string): Promise<void> {
  await db
    .update(analyzerMessages)
    .set({ parseState: 'error', error: error.slice(0, 1000) })
    .where(eq(analyzerMessages.id, messageId))
}

export interface ParsedResult {
  sampleId: string
  code: string
  value: string
  units: string
  range: string
  flag: string
  status: string
  measuredAt: Date | null
  /** The timestamp as sent (part of the result's identity), or ''. */
  measuredRaw: string
}

const keyOf = (r: ParsedResult) =>
  createHash('sha256')
    .update([r.sampleId, r.code.toUpperCase(), r.measuredRaw, r.value, r.units, r.status].join('\u0001'))
    .digest('base64url')

/**
 * Maps, matches and stores the results of a stored message and marks it parsed, and writes the matched
 * ones new to the store into the orders' results (lab-results.service.ts applyAnalyzerValues: its rules,
 * the flags, the tubes' moves) in the same transaction; one kept out of the results keeps the reason.
 * Answers how many results were new.
 */
export async function storeResults(
  db: Db,
  analyzerId: number,
  messageId: number,
  results: ParsedResult[],
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const codes = [...new Set(results.map((r) => r.code.toLowerCase()))]
    const mapping = new Map<string, { mcTestId: number; indicatorCode: string | null }>()
    if (codes.length)
      for (const m of await tx
        .select({
          code: analyzerTestCodes.code,
          mcTestId: analyzerTestCodes.mcTestId,
          indicatorCode: analyzerTestCodes.indicatorCode,
        })
        .from(analyzerTestCodes)
        .where(
          and(
            eq(analyzerTestCodes.analyzerId, analyzerId),
            inArray(sql`lower(${analyzerTestCodes.code})`, codes),
          ),
        ))
        mapping.set(m.code.toLowerCase(), { mcTestId: m.mcTestId, indicatorCode: m.indicatorCode })
    const samples = [...new Set(results.map((r) => r.sampleId).filter(Boolean))]
    const orderOf = new Map<string, number>()
    if (samples.length)
      for (const b of await tx
        .select({ barcode: orderBarcodes.barcode, orderId: orderBarcodes.orderId })
        .from(orderBarcodes)
        .where(inArray(orderBarcodes.barcode, samples)))
        orderOf.set(b.barcode, b.orderId)
    let added = 0
    if (results.length) {
      const rows = results.map((r) => {
        const map = mapping.get(r.code.toLowerCase())
        const orderId = orderOf.get(r.sampleId) ?? null
        const reason =
          !map && orderId === null
            ? 'no_mapping_unknown_barcode'
            : !map
              ? 'no_mapping'
              : orderId === null
                ? 'unknown_barcode'
                : null
        return {
          messageId,
          analyzerId,
          sampleId: r.sampleId,
          analyzerCode: r.code,
          mcTestId: map?.mcTestId ?? null,
          indicatorCode: map?.indicatorCode ?? null,
          value: r.value,
          units: r.units,
          referenceRange: r.range,
          flag: r.flag,
          status: r.status,
          measuredAt: r.measuredAt,
          orderId,
          unmatchedReason: reason,
          resultKey: keyOf(r),
        }
      })
      const inserted = await tx
        .insert(analyzerResults)
        .values(rows)
        .onConflictDoNothing({ target: [analyzerResults.analyzerId, analyzerResults.resultKey] })
        .returning({ id: analyzerResults.id, resultKey: analyzerResults.resultKey })
      added = inserted.length
      // Only a result new to the store reaches the order's results: a replay changes nothing.
      const fresh = inserted
        .map((x) => ({ id: x.id, row: rows.find((r) => r.resultKey === x.resultKey)! }))
        .filter((x) => x.row.unmatchedReason === null)
      const reasons = await applyAnalyzerValues(
        tx,
        analyzerId,
        fresh.map(({ row }) => ({
          orderId: row.orderId!,
          sampleId: row.sampleId,
          mcTestId: row.mcTestId!,
          indicatorCode: row.indicatorCode,
          value: row.value,
          measuredAt: row.measuredAt,
        })),
        now,
      )
      for (const [i, reason] of reasons.entries())
        if (reason)
          await tx
            .update(analyzerResults)
            .set({ unmatchedReason: reason })
            .where(eq(analyzerResults.id, fresh[i]!.id))
    }
    await tx
      .update(analyzerMessages)
      .set({ parseState: 'ok', error: null, resultCount: added })
      .where(eq(analyzerMessages.id, messageId))
    return added
  })
}
