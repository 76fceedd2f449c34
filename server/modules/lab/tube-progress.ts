/**
 * Tubes follow their results (issue 22 items 1, 4, 5): whenever an order's results are saved — typed on
 * the results screen, approved, or sent by an analyzer — each tube of the order is moved along the state
 * machine (domain/laboratory/tube-states.ts) as far as its tests' results take it:
 * - the first value of one of its tests: start (received → in_work);
 * - every test of the tube with its values (or a noResult test): finish (in_work → done);
 * - every such test approved: approve (done → approved).
 * A result proves the laboratory holds the sample, so a tube not yet scanned along the way (new,
 * collected, sent) is first moved through collect, hand over and receive — each stamped with the time,
 * by the user who saved the result (none for an analyzer's). A rejected tube does not move. Every move
 * goes through moveTube: a tube already there is a no-op. The one move back: an approved tube one of
 * whose values changed after approval (that result waits for its re-approval) is done again, and is
 * approved again with it.
 */
import { eq, inArray } from 'drizzle-orm'
import { isTubeState, moveTube, type TubeEvent, type TubeState } from '../../../domain/laboratory/tube-states'
import type { Tx } from '../../db/client'
import { labTubes, labTubeTests } from '../../db/schema/lab-tubes'
import { stamps, writeMove } from './lab-tubes.service'

/** Where one test of a tube stands by its results. */
export type TestProgress = 'none' | 'started' | 'complete' | 'approved' | 'no_result'

/** The key of a tube's test: the cart line it comes from (its test id) and the test. */
export const tubeTestKey = (lineTestId: number, mcTestId: number) => `${lineTestId}:${mcTestId}`

const pipeline: TubeEvent[] = ['collect', 'hand_over', 'receive', 'start', 'finish', 'approve']

/**
 * Moves the order's tubes as far as `progress` (by tubeTestKey; a test missing from it counts as
 * 'none') takes them; answers the barcodes of the tubes moved.
 */
export async function advanceOrderTubes(
  tx: Tx,
  orderId: number,
  progress: ReadonlyMap<string, TestProgress>,
  by: number | null,
  now: Date,
): Promise<string[]> {
  const tubes = await tx
    .select({ id: labTubes.id, barcode: labTubes.barcode, state: labTubes.state })
    .from(labTubes)
    .where(eq(labTubes.orderId, orderId))
    .orderBy(labTubes.id)
    .for('update')
  if (tubes.length === 0) return []
  const tests = await tx
    .select({
      tubeId: labTubeTests.tubeId,
      lineTestId: labTubeTests.lineTestId,
      mcTestId: labTubeTests.mcTestId,
    })
    .from(labTubeTests)
    .where(
      inArray(
        labTubeTests.tubeId,
        tubes.map((t) => t.id),
      ),
    )
  const moved: string[] = []
  for (const tube of tubes) {
    if (!isTubeState(tube.state) || tube.state === 'rejected') continue
    const ps = tests
      .filter((x) => x.tubeId === tube.id)
      .map((x) => progress.get(tubeTestKey(x.lineTestId, x.mcTestId)) ?? 'none')
    if (!ps.some((p) => p === 'started' || p === 'complete' || p === 'approved')) continue
    const complete = ps.every((p) => p === 'complete' || p === 'approved' || p === 'no_result')
    const approved = complete && ps.every((p) => p === 'approved' || p === 'no_result')
    const events = pipeline.filter((e) => (e !== 'finish' || complete) && (e !== 'approve' || approved))
    // Approved once, a value changed since: back to done until it is approved again.
    if (tube.state === 'approved' && !approved) events.push('reopen')
    let state: TubeState = tube.state
    for (const event of events) {
      // Each event moves only from the state before it, in this order: one a tube is past is skipped.
      const move = moveTube(state, event)
      if (move.kind !== 'move') continue
      await writeMove(tx, tube.id, move.to, stamps(move.to, by, now, null), now)
      state = move.to
    }
    if (state !== tube.state) moved.push(tube.barcode)
  }
  return moved
}
