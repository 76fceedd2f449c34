/**
 * The collection point's writes (issue 22 item 3), both through the outbox so they work offline and land
 * once: a tube marked collected is one item keyed by the tube (`lab-tube:<barcode>`); a hand-over of
 * several tubes is one item (one batch on the server) that waits for the collect marks of its tubes
 * still unsent. The server treats a repeated mark as done already, so a replay changes nothing.
 */
import { newUuid } from '../../../lib/new-uuid'
import { openItemsOf } from '../../../offline/outbox'
import { LAB_TUBE_ENTITY, labTubeRecordKey } from '../../../offline/entities/lab-tube-moves'
import type { Offline } from '../../../offline/react/offline-context'

export const COLLECTION_PAGE_PATH = '/laboratory/collection'
export const COLLECT_PATH = '/api/v2/lab/tubes/collect'
export const HAND_OVER_PATH = '/api/v2/lab/tubes/hand-over'

type Writer = Pick<Offline, 'userId' | 'db'> & { outbox: Pick<Offline['outbox'], 'write'> }

/** Marks the tube collected: shown at once, sent when the network allows. */
export async function markCollected(
  w: Writer,
  tube: { barcode: string; containerName: string },
  orderCode: string,
): Promise<void> {
  const body = { barcodes: [tube.barcode] }
  await w.outbox.write({
    userId: w.userId,
    entity: { type: LAB_TUBE_ENTITY, uuid: tube.barcode },
    method: 'POST',
    path: COLLECT_PATH,
    body,
    label: `Пункт забору: ${tube.containerName} ${tube.barcode} (${orderCode}) — біоматеріал взято`,
    openPath: COLLECTION_PAGE_PATH,
  })
}

/** Hands the tubes over to the laboratory as one batch, after their collect marks still waiting here. */
export async function handOver(w: Writer, barcodes: readonly string[]): Promise<void> {
  const waitFor = (await Promise.all(barcodes.map((b) => openItemsOf(w.db, labTubeRecordKey(b))))).flatMap(
    (items) => items.map((i) => i.id),
  )
  await w.outbox.write({
    userId: w.userId,
    entity: { type: LAB_TUBE_ENTITY, uuid: `hand-over:${newUuid()}` },
    method: 'POST',
    path: HAND_OVER_PATH,
    body: { barcodes: [...barcodes] },
    dependsOn: waitFor,
    label: `Пункт забору: передано в лабораторію — ${barcodes.join(', ')}`,
    openPath: COLLECTION_PAGE_PATH,
  })
}
