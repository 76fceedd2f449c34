/**
 * Analyzer ingestion (issue 22 Checks: "results per second from the simulator into stored, flagged
 * results, beside the raw-message store rate in the same run"). On an in-memory PGlite with the demo
 * data (or the PostgreSQL database BENCH_DATABASE_URL names):
 * 1. The demo biochemistry analyzer's ASTM listener on 127.0.0.1; the simulator sends N messages over one
 *    TCP connection as an instrument does (ENQ, each frame waiting for its ACK, EOT), each with 7 results
 *    for a barcode a confirmed order holds (its cart: the 7 biochemistry tests, each with an indicator
 *    GLU and CREA with the demo normogroups); timed until every result is stored raw, mapped,
 *    matched and written into the order's lab_results, flagged (each run measured later than the one
 *    before, so every value replaces the last: the write, the change kept, the flag, the tube check).
 * 2. Baseline, same run: the same messages' raw bytes written to analyzer_messages alone, one by one
 *    (the first step of every message, before parsing).
 *
 *   npx tsx tests/bench/analyzer-ingest.ts
 *   BENCH_ANALYZER_MESSAGES=2000 npx tsx tests/bench/analyzer-ingest.ts
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import iconv from 'iconv-lite'
import { openDb } from '../../server/db/client'
import { runMigrations } from '../../server/db/migrate'
import { analyzerMessages, analyzerResults } from '../../server/db/schema/analyzer-messages'
import { analyzers, orderBarcodes } from '../../server/db/schema/lab-devices'
import { mcTestIndicators, mcTests } from '../../server/db/schema/lab'
import { labResults } from '../../server/db/schema/lab-results'
import { orders } from '../../server/db/schema/orders'
import { seedDemo } from '../../server/db/seed/seed'
import { storeRawMessage } from '../../server/modules/analyzers/analyzer-ingest'
import { AnalyzerListeners } from '../../server/modules/analyzers/analyzer-listeners'
import { encodeMessage } from '../../server/modules/analyzers/astm/astm-codec'
import { astmTimestamp } from '../../server/modules/analyzers/astm/e1394'
import { resultStates } from '../../domain/laboratory/released-results.schema'
import { AstmInstrument } from '../../server/modules/analyzers/testing/astm-simulator'

export interface AnalyzerIngestFigures {
  db: 'pglite' | 'postgres'
  messages: number
  results: number
  matched: number
  /** Results written into lab_results (new or replacing the last run's value). */
  written: number
  /** The order's analyzer values in lab_results at the end, and how many carry a flag. */
  labRows: number
  flagged: number
  resultsPerSec: number
  messagesPerSec: number
  rawPerSec: number
}

const CODES = ['GLU', 'CHOL', 'TG', 'ALT', 'AST', 'CREA', 'UREA']
/** The demo tests the demo analyzer maps these codes to. */
const TESTS = ['2001', '2101', '2103', '2201', '2202', '2301', '2302']

function records(barcode: string, i: number): Buffer[] {
  // One run a minute, each later than the one before.
  const at = astmTimestamp(new Date(Date.UTC(2026, 2, 12, 6, 0, 0) + i * 60_000))
  return [
    'H|\\^&|||Mindray^BS-240^1.0|||||||PR|1394-97|' + at,
    'P|1||||Ґудзь^Євгенія^Іванівна||19750102|F',
    `O|1|${barcode}||^^^GLU\\^^^CHOL|R|${at}`,
    ...CODES.map(
      (c, k) =>
        `R|${k + 1}|^^^${c}|${(4 + ((i + k) % 30) / 10).toFixed(1)}|ммоль/л|3.3-5.5|${k % 3 ? 'N' : 'H'}||F||||${at}`,
    ),
    'L|1|N',
  ].map((r) => iconv.encode(`${r}\r`, 'windows-1251'))
}

export async function analyzerIngestBench({
  n = Number(process.env.BENCH_ANALYZER_MESSAGES ?? 500),
}: { n?: number } = {}): Promise<AnalyzerIngestFigures> {
  const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' })
  const listeners = new AnalyzerListeners({ db: handle.db, bindHost: '127.0.0.1', portOf: () => 0 })
  try {
    await runMigrations(handle)
    const { db } = handle
    await seedDemo(db)
    const [analyzer] = await db.select().from(analyzers).where(eq(analyzers.model, 'Mindray BS-240'))
    if (!analyzer) throw new Error('the demo analyzer is missing')
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.state, [...resultStates]))
      .limit(1)
    if (!order) throw new Error('no confirmed demo order')
    // The order asks for the 7 tests; each has one numeric indicator (the demo gives GLU and CREA theirs).
    const tests = await db
      .select({ id: mcTests.id, code: mcTests.code })
      .from(mcTests)
      .where(inArray(mcTests.code, TESTS))
    const withIndicator = new Set(
      (await db.select({ id: mcTestIndicators.mcTestId }).from(mcTestIndicators)).map((x) => x.id),
    )
    for (const t of tests.filter((x) => !withIndicator.has(x.id)))
      await db.insert(mcTestIndicators).values({
        mcTestId: t.id,
        code: t.code,
        name: `Показник ${t.code}`,
        resultType: 'numeric',
        decimals: 1,
        options: [],
      })
    await db.execute(
      sql`UPDATE orders SET cart_data = jsonb_set(cart_data, '{tests}', ${JSON.stringify(
        tests.map((t) => ({ id: t.id, barcode: null, quantity: 1, quantityToPay: 1, price: 0 })),
      )}::jsonb) WHERE id = ${order.id}`,
    )
    const barcodes = Array.from({ length: n }, (_, i) => `BENCH-${String(i).padStart(6, '0')}`)
    for (let i = 0; i < n; i += 500)
      await db
        .insert(orderBarcodes)
        .values(barcodes.slice(i, i + 500).map((barcode) => ({ barcode, orderId: order.id })))
    const messages = barcodes.map((b, i) => encodeMessage(records(b, i)))

    // 1. Through the listener.
    const { port } = await listeners.start(analyzer.id)
    const inst = await AstmInstrument.connect(port!)
    const t0 = performance.now()
    for (const frames of messages) await inst.send(frames)
    for (;;) {
      const [row] = await db
        .select({ n: count() })
        .from(analyzerMessages)
        .where(eq(analyzerMessages.analyzerId, analyzer.id))
      if ((row?.n ?? 0) >= n) break
      await new Promise((r) => setTimeout(r, 5))
    }
    await listeners.idle()
    const ms = performance.now() - t0
    inst.close()
    const [stored] = await db
      .select({ n: count() })
      .from(analyzerResults)
      .where(eq(analyzerResults.analyzerId, analyzer.id))
    // Mapped and matched to the order: a test and an order found (whether taken into lab_results or not).
    const [matched] = await db
      .select({ n: count() })
      .from(analyzerResults)
      .where(
        and(
          eq(analyzerResults.analyzerId, analyzer.id),
          sql`${analyzerResults.mcTestId} IS NOT NULL AND ${analyzerResults.orderId} IS NOT NULL`,
        ),
      )
    const results = stored?.n ?? 0
    const lab = await db
      .select({ flag: labResults.flag })
      .from(labResults)
      .where(and(eq(labResults.orderId, order.id), eq(labResults.analyzerId, analyzer.id)))
    const [written] = await db
      .select({ n: count() })
      .from(analyzerResults)
      .where(and(eq(analyzerResults.analyzerId, analyzer.id), isNull(analyzerResults.unmatchedReason)))

    // 2. Baseline: the raw store alone.
    const raws = messages.map((frames) => Buffer.concat(frames))
    const t1 = performance.now()
    for (const raw of raws)
      await storeRawMessage(db, {
        analyzerId: analyzer.id,
        peer: '127.0.0.1:1',
        protocol: 'astm',
        raw,
        text: raw.toString('latin1'),
      })
    const rawMs = performance.now() - t1
    return {
      db: handle.kind,
      messages: n,
      results,
      matched: matched?.n ?? 0,
      written: written?.n ?? 0,
      labRows: lab.length,
      flagged: lab.filter((r) => r.flag !== 'none').length,
      resultsPerSec: (results / ms) * 1000,
      messagesPerSec: (n / ms) * 1000,
      rawPerSec: (n / rawMs) * 1000,
    }
  } finally {
    await listeners.close()
    await handle.close()
  }
}

export const formatAnalyzerIngest = (f: AnalyzerIngestFigures) =>
  `analyzer ingestion (${f.db}, ASTM over TCP, ${f.messages} messages × 7 results): ${f.resultsPerSec.toFixed(0)} results/s ` +
  `into stored, flagged lab results (${f.messagesPerSec.toFixed(0)} messages/s; ${f.results} stored, ${f.matched} mapped and ` +
  `matched, ${f.written} written into lab_results; the order's ${f.labRows} analyzer values, ${f.flagged} flagged); ` +
  `raw-message store alone ${f.rawPerSec.toFixed(0)} messages/s`

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(formatAnalyzerIngest(await analyzerIngestBench()))
