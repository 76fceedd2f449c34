/**
 * The labels page's calls: a ZPL print goes to the server (which reaches the printer); a pixel print is
 * drawn here and only its log goes to the server, through the outbox — offline it waits and lands once.
 * Offline, labels come from the page's last copy or else from the collection point's day on the device.
 */
import { collectionAnswerSchema, type OrderTubes } from '../../../domain/laboratory/lab-tubes.schema'
import { barcodeSettingsDefaults } from '../../../domain/laboratory/barcode-settings'
import {
  labelPrintAnswerSchema,
  tubeLabels,
  type LabelSheet,
  type OrderLabels,
} from '../../../domain/laboratory/tube-label'
import type { PersonalSettings } from '../../../domain/settings/personal-settings.schema'
import { api } from '../../lib/api/api'
import type { OfflineDb } from '../../offline/db'
import type { Offline } from '../../offline/react/offline-context'

export const labelsPath = (orderId: number) => `/api/v2/lab/orders/${orderId}/labels`

/** POST …/labels/print: the server sends ZPL to the user's printer. */
export const printZpl = (orderId: number, tubeIds?: number[]) =>
  api.request(`${labelsPath(orderId)}/print`, {
    method: 'POST',
    body: tubeIds ? { tubeIds } : {},
    schema: labelPrintAnswerSchema,
  })

type Writer = Pick<Offline, 'userId'> & { outbox: Pick<Offline['outbox'], 'write'> }

/** Logs a pixel print through the outbox (one item per print; its id keeps a replay from logging twice). */
export async function logPixelPrint(w: Writer, orderId: number, orderCode: string, tubeIds: number[]) {
  await w.outbox.write({
    userId: w.userId,
    entity: { type: 'label-print', uuid: `order-${orderId}` },
    method: 'POST',
    path: `${labelsPath(orderId)}/logged`,
    body: { tubeIds, kind: 'pixel' },
    label: `Етикетки замовлення ${orderCode}: надруковано ${tubeIds.length}`,
    openPath: `/laboratory/labels/${orderId}`,
  })
}

/**
 * The order's labels from the collection point's days kept on this device (the newest copy that has the
 * order), on the barcode settings' default paper with the user's margins; undefined when none has it.
 */
export async function labelsFromCollection(
  db: OfflineDb,
  orderId: number,
  own: Pick<PersonalSettings, 'barcodeMarginTop' | 'barcodeMarginLeft'> | undefined,
): Promise<OrderLabels | undefined> {
  const days = await db.references.where('key').startsWith('/api/v2/lab/collection?').toArray()
  let found: OrderTubes | undefined
  let at = -1
  for (const d of days) {
    const parsed = collectionAnswerSchema.safeParse(d.data)
    const hit = parsed.success ? parsed.data.data.find((o) => o.order.id === orderId) : undefined
    const when = d.fetchedAt ?? 0
    if (hit && when > at) [found, at] = [hit, when]
  }
  if (!found) return undefined
  const sheet: LabelSheet = {
    widthMm: barcodeSettingsDefaults.labelWidthMm,
    heightMm: barcodeSettingsDefaults.labelHeightMm,
    copies: barcodeSettingsDefaults.copies,
    marginTopMm: own?.barcodeMarginTop ?? 0,
    marginLeftMm: own?.barcodeMarginLeft ?? 0,
  }
  return { orderId, orderCode: found.order.code, sheet, labels: tubeLabels(found) }
}
