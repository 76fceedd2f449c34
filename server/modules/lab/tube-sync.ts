/**
 * The tubes of a confirmed order follow its cart (issue 22 item 1). Called in the transaction that
 * confirms the cart (check-carts with confirm) and in every later save of a cart that has been
 * confirmed once (firstConfirmedAt set), under the order's row lock, with the server's own
 * calculatedContainers of that save:
 * - a test new to the order joins the tube the calculation puts it with, if that tube is still `new`,
 *   else gets a tube of its own; a tube's barcode is the one typed on one of its tests' cart lines (not
 *   yet on another tube of the order), else the next from the counter with the filial's prefix;
 * - a test gone from the cart leaves its tube; a tube left empty and not collected yet is deleted;
 * - nothing else changes, so confirming twice makes no second set of tubes.
 * Every tube barcode is written to order_barcodes too: its primary key keeps one barcode to one order
 * across tubes and typed cart barcodes alike (a counter number someone typed on another order's line is
 * skipped for the next).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import type { Tube } from '../../../domain/pricing/priced-cart.schema'
import type { Tx } from '../../db/client'
import { mcTestPackageTests } from '../../db/schema/lab'
import { orderBarcodes } from '../../db/schema/lab-devices'
import { labTubes, labTubeTests } from '../../db/schema/lab-tubes'
import { issueBarcode } from '../analyzers/barcodes.repo'

export interface TubeOrder {
  id: number
  filialId: number | null
}

/** Where new barcodes come from: the counter (the demo seed gives its pre-printed stickers instead). */
export type IssueBarcode = (tx: Tx, filialId: number | null) => Promise<string>

/** test id → the cart line (its test id) it comes from: the test's own line, else a package holding it. */
async function linesOfTests(
  tx: Tx,
  cart: OrderCartData,
): Promise<Map<number, { lineId: number; barcode: string | null }>> {
  const out = new Map<number, { lineId: number; barcode: string | null }>()
  const byId = new Map(cart.tests.map((l) => [l.id, l]))
  const lineIds = [...byId.keys()]
  const members = lineIds.length
    ? await tx
        .select({ packageId: mcTestPackageTests.packageId, testId: mcTestPackageTests.testId })
        .from(mcTestPackageTests)
        .where(inArray(mcTestPackageTests.packageId, lineIds))
    : []
  const set = (testId: number, lineId: number) => {
    if (out.has(testId)) return
    out.set(testId, { lineId, barcode: byId.get(lineId)?.barcode?.trim() || null })
  }
  for (const l of cart.tests) set(l.id, l.id)
  for (const m of members) set(m.testId, m.packageId)
  return out
}

/** Writes `barcode` to order_barcodes for the order; false when another order holds it. */
async function holdBarcode(tx: Tx, orderId: number, barcode: string): Promise<boolean> {
  await tx
    .insert(orderBarcodes)
    .values({ barcode, orderId, createdAt: sql`now()` })
    .onConflictDoNothing({ target: orderBarcodes.barcode })
  const [row] = await tx
    .select({ orderId: orderBarcodes.orderId })
    .from(orderBarcodes)
    .where(eq(orderBarcodes.barcode, barcode))
  return row?.orderId === orderId
}

/** A barcode for a new tube: a typed one of its lines, else the counter's next one free. */
async function barcodeFor(
  tx: Tx,
  order: TubeOrder,
  typed: Array<string | null>,
  used: Set<string>,
  issue: IssueBarcode,
): Promise<string> {
  for (const b of typed) if (b !== null && !used.has(b) && (await holdBarcode(tx, order.id, b))) return b
  for (let tries = 0; tries < 50; tries++) {
    const b = await issue(tx, order.filialId)
    if (!used.has(b) && (await holdBarcode(tx, order.id, b))) return b
  }
  throw new Error('no free barcode after 50 numbers')
}

/** Brings the order's tubes in line with `planned` (the calculation's calculatedContainers). */
export async function syncOrderTubes(
  tx: Tx,
  order: TubeOrder,
  cart: OrderCartData,
  planned: readonly Tube[],
  issue: IssueBarcode = issueBarcode,
): Promise<void> {
  const [tubes, tests] = await Promise.all([
    tx.select().from(labTubes).where(eq(labTubes.orderId, order.id)),
    tx.select().from(labTubeTests).where(eq(labTubeTests.orderId, order.id)),
  ])
  const wanted = new Set(planned.flatMap((p) => p.testIds))
  // Tests gone from the cart leave their tubes; an emptied tube not collected yet goes too.
  const gone = tests.filter((t) => !wanted.has(t.mcTestId))
  const deleted = new Set<number>()
  if (gone.length) {
    await tx.delete(labTubeTests).where(
      inArray(
        labTubeTests.id,
        gone.map((t) => t.id),
      ),
    )
    const left = new Set(tests.filter((t) => wanted.has(t.mcTestId)).map((t) => t.tubeId))
    const emptied = tubes.filter((t) => !left.has(t.id) && t.state === 'new')
    for (const t of emptied) deleted.add(t.id)
    if (emptied.length) {
      await tx.delete(labTubes).where(
        inArray(
          labTubes.id,
          emptied.map((t) => t.id),
        ),
      )
      const typed = new Set(cart.tests.map((l) => l.barcode?.trim()).filter(Boolean))
      const free = emptied.map((t) => t.barcode).filter((b) => !typed.has(b))
      if (free.length)
        await tx
          .delete(orderBarcodes)
          .where(and(eq(orderBarcodes.orderId, order.id), inArray(orderBarcodes.barcode, free)))
    }
  }
  const tubeOfTest = new Map(tests.filter((t) => wanted.has(t.mcTestId)).map((t) => [t.mcTestId, t.tubeId]))
  const live = tubes.filter((t) => !deleted.has(t.id))
  const used = new Set(live.map((t) => t.barcode))
  const lines = await linesOfTests(tx, cart)
  for (const p of planned) {
    const fresh = p.testIds.filter((id) => !tubeOfTest.has(id))
    if (fresh.length === 0) continue
    // The calculation put these tests with ones already in a tube: join it while nothing is collected.
    const holderId = p.testIds.map((id) => tubeOfTest.get(id)).find((id) => id !== undefined)
    const holder = live.find((t) => t.id === holderId && t.state === 'new' && t.containerId === p.containerId)
    let tubeId: number
    if (holder) {
      tubeId = holder.id
      await tx
        .update(labTubes)
        .set({ volumeMl: p.volumeMl, version: sql`${labTubes.version} + 1`, updatedAt: sql`now()` })
        .where(eq(labTubes.id, holder.id))
    } else {
      const barcode = await barcodeFor(
        tx,
        order,
        fresh.map((id) => lines.get(id)?.barcode ?? null),
        used,
        issue,
      )
      used.add(barcode)
      const [row] = await tx
        .insert(labTubes)
        .values({
          orderId: order.id,
          barcode,
          containerId: p.containerId,
          departmentId: p.departmentId,
          volumeMl: holderId === undefined ? p.volumeMl : null,
        })
        .returning()
      if (!row) throw new Error('tube not inserted')
      live.push(row)
      tubeId = row.id
    }
    await tx.insert(labTubeTests).values(
      fresh.map((mcTestId) => ({
        tubeId,
        orderId: order.id,
        lineTestId: lines.get(mcTestId)?.lineId ?? mcTestId,
        mcTestId,
      })),
    )
    for (const id of fresh) tubeOfTest.set(id, tubeId)
  }
}
