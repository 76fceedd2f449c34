/**
 * What a tube label holds and where it goes (issue 22 item 2): the tube's barcode (Code 128), the
 * patient's surname and name, birth date, the order's code and the container's name, laid out in mm on a
 * label of the barcode settings' size. The ZPL printer (server/modules/lab-labels) turns the layout
 * into dots, the browser's pixel print (src/lib/labels) into CSS mm — one layout for both, so a label
 * looks the same whichever printer the user has.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import type { OrderTubes } from './lab-tubes.schema'

const id = int4().positive()

export const tubeLabelSchema = z.object({
  tubeId: id,
  barcode: text(),
  /** Surname and name (the patronymic left out: it does not fit a tube). */
  patient: text(),
  /** DD.MM.YYYY, or '' when the order has no birth date. */
  birthDate: text(),
  orderCode: text(),
  containerName: text(),
})
export type TubeLabel = z.infer<typeof tubeLabelSchema>

/** The label's paper and the user's margins (barcode margins of the personal settings). */
export const labelSheetSchema = z.object({
  widthMm: z.number().positive(),
  heightMm: z.number().positive(),
  copies: int4().min(1).max(10),
  marginTopMm: z.number().min(0),
  marginLeftMm: z.number().min(0),
})
export type LabelSheet = z.infer<typeof labelSheetSchema>

/** GET /api/v2/lab/orders/:orderId/labels. */
export const orderLabelsSchema = z
  .object({ orderId: id, orderCode: text(), sheet: labelSheetSchema, labels: z.array(tubeLabelSchema) })
  .meta({ id: 'LabOrderLabels' })
export type OrderLabels = z.infer<typeof orderLabelsSchema>

/** Surname and name of "Прізвище Ім'я По батькові" (the first two words). */
export function labelPatientName(clientName: string | null): string {
  if (!clientName) return ''
  return clientName.trim().split(/\s+/).slice(0, 2).join(' ')
}

/** YYYY-MM-DD (or an ISO instant's date part) → DD.MM.YYYY; '' for nothing or a malformed value. */
export function labelDate(value: string | null): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null
  return m ? `${m[3]}.${m[2]}.${m[1]}` : ''
}

/** The labels of an order's tubes (all, or those of `tubeIds`), in the tubes' order. */
export function tubeLabels(order: OrderTubes, tubeIds?: readonly number[]): TubeLabel[] {
  const wanted = tubeIds ? new Set(tubeIds) : undefined
  return order.tubes
    .filter((t) => !wanted || wanted.has(t.id))
    .map((t) => ({
      tubeId: t.id,
      barcode: t.barcode,
      patient: labelPatientName(order.order.clientName),
      birthDate: labelDate(order.order.clientBirthday),
      orderCode: order.order.code,
      containerName: t.container.name,
    }))
}

/** The text lines under the barcode, top to bottom. */
export function labelLines(label: TubeLabel): string[] {
  const second = [label.birthDate && `ДН ${label.birthDate}`, `№ ${label.orderCode}`].filter(Boolean)
  return [label.patient || 'Пацієнт не вказаний', second.join('  '), label.containerName]
}

/** Where things go on a label, in mm from the label's top left corner (margins included). */
export interface LabelLayout {
  barcode: { x: number; y: number; height: number; moduleMm: number }
  /** The barcode's digits, printed under the bars. */
  caption: { x: number; y: number; size: number }
  text: { x: number; y: number; width: number; lineHeight: number; size: number; lines: 3 }
}

/** 3 mm: the quiet zone Code 128 needs before its start (12 modules of 0.25 mm). */
const SIDE_MM = 3
/** One narrow bar: 0.25 mm is 2 dots at 203 dpi and 3 at 300 dpi, what a tube scanner reads well. */
export const MODULE_MM = 0.25

/** The layout of a label on `sheet`: barcode on top, its digits, then three lines of text. */
export function labelLayout(sheet: LabelSheet): LabelLayout {
  const x = SIDE_MM + sheet.marginLeftMm
  const top = 1.5 + sheet.marginTopMm
  const room = Math.max(sheet.heightMm - top - 1, 6)
  const barHeight = Math.min(10, room * 0.38)
  const captionSize = Math.min(2.5, room * 0.1)
  const textTop = top + barHeight + captionSize + 1
  const lineHeight = Math.max(Math.min(3.6, (sheet.heightMm - textTop - 0.5) / 3), 1.5)
  return {
    barcode: { x, y: top, height: round(barHeight), moduleMm: MODULE_MM },
    caption: { x, y: round(top + barHeight + 0.3), size: round(captionSize) },
    text: {
      x,
      y: round(textTop),
      width: round(Math.max(sheet.widthMm - x - SIDE_MM, 5)),
      lineHeight: round(lineHeight),
      size: round(lineHeight * 0.8),
      lines: 3,
    },
  }
}

const round = (n: number) => Math.round(n * 100) / 100

/** mm → printer dots at `dpi` (203 dpi = 8 dots/mm, 300 dpi = 12 dots/mm), whole dots. */
export const mmToDots = (mm: number, dpi: number): number => Math.round((mm * dpi) / 25.4)

/** The usual thermal label printer's resolution. */
export const DEFAULT_DPI = 203

/** Messages of the label screens and routes. */
export const labelMessages = {
  noPrinter:
    'Принтер етикеток не налаштовано: вкажіть адресу принтера в «Особистих налаштуваннях» (меню користувача → Особисті налаштування)',
  unreachable: (why: string) => `Принтер етикеток недоступний: ${why}`,
  publicAddress:
    'Адреса принтера етикеток має бути в локальній мережі (10.x.x.x, 172.16–31.x.x, 192.168.x.x або 127.x.x.x)',
  hostUnknown: 'Адресу принтера етикеток не знайдено в мережі',
  tubesUnknown: 'Деяких пробірок немає в цьому замовленні',
  noTubes: 'У замовленні немає пробірок',
  printed: (n: number) => `Надіслано на принтер етикеток: ${n}`,
} as const

const tubeIds = z
  .array(int4().positive())
  .max(200, 'За раз не більше 200 етикеток')
  .refine((ids) => new Set(ids).size === ids.length, 'Пробірка вказана двічі')

/** POST …/labels/print: the tubes to print (none: every tube of the order). */
export const labelPrintBodySchema = z
  .object({ tubeIds: tubeIds.optional() })
  .strict()
  .meta({ id: 'LabLabelPrint' })
export type LabelPrintBody = z.infer<typeof labelPrintBodySchema>

/** POST …/labels/logged: a pixel print the browser made. */
export const labelLoggedBodySchema = z
  .object({ tubeIds: tubeIds.min(1, 'Вкажіть надруковані пробірки'), kind: z.literal('pixel') })
  .strict()
  .meta({ id: 'LabLabelLogged' })
export type LabelLoggedBody = z.infer<typeof labelLoggedBodySchema>

/** The answer of both: how many labels were printed (and logged), and to which printer for ZPL. */
export const labelPrintAnswerSchema = z
  .object({ printed: int4().min(0), printer: text().nullable() })
  .meta({ id: 'LabLabelPrintAnswer' })
export type LabelPrintAnswer = z.infer<typeof labelPrintAnswerSchema>
