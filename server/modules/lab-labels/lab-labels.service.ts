/**
 * Tube labels of an order (issue 22 item 2): their data for the browser's pixel print, ZPL sent to the
 * user's label printer, and the log of every print (label_prints). Scope as for the order's tubes: 404
 * unless labReachesOrder lets the user work on the order (crmLabSamplesWork reaches every order).
 */
import { eq } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  labelMessages,
  tubeLabels,
  type LabelSheet,
  type OrderLabels,
  type TubeLabel,
} from '../../../domain/laboratory/tube-label'
import { labReachesOrder } from '../../../domain/orders/order-access'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import type { Db, Tx } from '../../db/client'
import { labelPrints } from '../../db/schema/lab-labels'
import { orders } from '../../db/schema/orders'
import { notFound } from '../../lib/versioned'
import { readBarcodeSettings } from '../analyzers/barcodes.repo'
import type { AuthUser } from '../auth/auth.repo'
import { tubeOrders, tubesOfOrder } from '../lab/lab-tubes.repo'
import { defaultAnswer, findRow, toAnswer } from '../personal-settings/personal-settings.repo'
import { privateAddress, sendToPrinter } from './label-printer'
import { labelZpl } from './zpl'

type Reader = Db | Tx
/** As for the tube moves: the laboratory's permissions reach every order. */
const reach: PermissionName[] = ['crmLabSee', 'crmLabSamplesWork']

/** The order's tubes as labels; 404 outside the user's reach (like the tubes' routes). */
async function reachableLabels(db: Reader, user: AuthUser, orderId: number) {
  const [owners] = await tubeOrders(db, eq(orders.id, orderId))
  if (!owners || !labReachesOrder(user.permissions, user.id, owners, reach)) throw notFound()
  const found = await tubesOfOrder(db, orderId)
  if (!found) throw notFound()
  return found
}

/** The user's personal settings (the defaults when never saved). */
async function personal(db: Reader, userId: number) {
  const row = await findRow(db, userId)
  return row ? toAnswer(row) : defaultAnswer
}

/** The label paper (barcode settings) with the user's barcode margins. */
async function sheetFor(db: Reader, userId: number): Promise<LabelSheet> {
  const [barcodes, own] = await Promise.all([readBarcodeSettings(db), personal(db, userId)])
  return {
    widthMm: barcodes.labelWidthMm,
    heightMm: barcodes.labelHeightMm,
    copies: barcodes.copies,
    marginTopMm: own.barcodeMarginTop,
    marginLeftMm: own.barcodeMarginLeft,
  }
}

/** GET …/labels: the labels of every tube of the order and the sheet they print on. */
export async function orderLabels(db: Db, user: AuthUser, orderId: number): Promise<OrderLabels> {
  const found = await reachableLabels(db, user, orderId)
  return {
    orderId,
    orderCode: found.order.code,
    sheet: await sheetFor(db, user.id),
    labels: tubeLabels(found),
  }
}

/** The labels of `tubeIds` (all when none), 422 naming a tube not of this order. */
function chosen(all: TubeLabel[], tubeIds: readonly number[] | undefined): TubeLabel[] {
  if (!tubeIds?.length) {
    if (all.length === 0)
      throw new DomainError('validation_failed', 422, labelMessages.noTubes, {
        errors: { tube_ids: [labelMessages.noTubes] },
      })
    return all
  }
  const wanted = new Set(tubeIds)
  const picked = all.filter((l) => wanted.has(l.tubeId))
  if (picked.length !== wanted.size)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { tube_ids: [labelMessages.tubesUnknown] },
    })
  return picked
}

/** What a print will do: the labels and, for ZPL, where they go and what is sent. */
export interface PrintPlan {
  labels: TubeLabel[]
  address: string
  port: number
  printer: string
  zpl: string
}

/**
 * POST …/labels/print, before anything is written: the labels, the user's printer (422 when none is set,
 * or its address is not in the clinic's network) and the ZPL. Read outside a transaction, so a printer
 * that does not answer never holds the database while the send waits.
 */
export async function planZplPrint(
  db: Db,
  user: AuthUser,
  orderId: number,
  tubeIds: readonly number[] | undefined,
): Promise<PrintPlan> {
  const found = await reachableLabels(db, user, orderId)
  const labels = chosen(tubeLabels(found), tubeIds)
  const own = await personal(db, user.id)
  if (!own.labelPrinterHost)
    throw new DomainError('printer_not_set', 422, labelMessages.noPrinter, {
      errors: { label_printer_host: [labelMessages.noPrinter] },
    })
  const address = await privateAddress(own.labelPrinterHost)
  const sheet = await sheetFor(db, user.id)
  return {
    labels,
    address,
    port: own.labelPrinterPort,
    printer: `${own.labelPrinterHost}:${own.labelPrinterPort}`,
    zpl: labels.map((l) => labelZpl(l, sheet)).join('\n'),
  }
}

/** Sends a planned print to the printer (502 when it cannot be reached). */
export const sendPlan = (plan: PrintPlan): Promise<void> => sendToPrinter(plan.address, plan.port, plan.zpl)

/** One label_prints row per tube of a print. */
export async function logPrints(
  tx: Tx,
  userId: number,
  now: Date,
  kind: 'zpl' | 'pixel',
  tubeIds: readonly number[],
  printer: string | null,
): Promise<void> {
  if (tubeIds.length === 0) return
  await tx
    .insert(labelPrints)
    .values(tubeIds.map((tubeId) => ({ tubeId, userId, kind, printedAt: now, printerHost: printer })))
}

/** POST …/labels/logged: checks the tubes are the order's, within reach, then logs the browser's print. */
export async function logPixelPrint(
  tx: Tx,
  user: AuthUser,
  now: Date,
  orderId: number,
  tubeIds: readonly number[],
): Promise<number> {
  const found = await reachableLabels(tx, user, orderId)
  const labels = chosen(tubeLabels(found), tubeIds)
  await logPrints(
    tx,
    user.id,
    now,
    'pixel',
    labels.map((l) => l.tubeId),
    null,
  )
  return labels.length
}
