/**
 * The laboratory tubes' API (issue 22 items 1, 3, 7): the tube search of the home dashboard, an order's
 * tubes, the collection point's day list and the moves collect → hand over → receive, and rejection.
 */
import { z } from 'zod'
import { idParam, int4, text } from '../api/scalars'
import { tubeMessages, tubeStates } from './tube-states'

const id = int4().positive()
/** A scanned or typed barcode: trimmed (a scanner's trailing CR/LF is fine), never empty. */
export const barcodeInput = text()
  .trim()
  .min(1, 'Введіть штрихкод')
  .max(64, 'Штрихкод: до 64 символів')
  // What a label's Code 128 carries here; a scanner typing under the Ukrainian keyboard layout sends
  // Cyrillic letters instead, which this names rather than answering «не знайдено».
  .regex(
    /^[A-Za-z0-9._/-]+$/,
    'Штрихкод: лише латинські літери, цифри і знаки - . _ / (перевірте розкладку клавіатури)',
  )

export const tubeTestSchema = z.object({
  mcTestId: id,
  name: text(),
  code: text().nullable(),
  /** An orderMcTestStates key and its label. */
  state: text(),
  stateLabel: text(),
})

export const labTubeSchema = z
  .object({
    id,
    orderId: id,
    barcode: text(),
    state: z.enum(tubeStates),
    stateLabel: text(),
    container: z.object({ id, name: text() }),
    departmentId: id.nullable(),
    volumeMl: z.number().nullable(),
    collectedAt: text().nullable(),
    sentAt: text().nullable(),
    receivedAt: text().nullable(),
    rejectedAt: text().nullable(),
    rejectionReason: text().nullable(),
    handOverBatch: text().nullable(),
    version: int4(),
    tests: z.array(tubeTestSchema),
  })
  .meta({ id: 'LabTube' })
export type LabTube = z.infer<typeof labTubeSchema>

export const tubeOrderSchema = z
  .object({
    id,
    code: text(),
    state: text(),
    /** When the order was made (ISO 8601). */
    createdAt: text(),
    firstConfirmedAt: text().nullable(),
    clientName: text().nullable(),
    /** YYYY-MM-DD or null. */
    clientBirthday: text().nullable(),
  })
  .meta({ id: 'LabTubeOrder' })
export type TubeOrder = z.infer<typeof tubeOrderSchema>

export const tubeSearchQuerySchema = z.object({ barcode: barcodeInput })
export const tubeSearchAnswerSchema = z
  .object({ tube: labTubeSchema, order: tubeOrderSchema })
  .meta({ id: 'LabTubeSearchAnswer' })
export type TubeSearchAnswer = z.infer<typeof tubeSearchAnswerSchema>

export const orderTubesSchema = z
  .object({ order: tubeOrderSchema, tubes: z.array(labTubeSchema) })
  .meta({ id: 'LabOrderTubes' })
export type OrderTubes = z.infer<typeof orderTubesSchema>

export const tubeBarcodesBodySchema = z
  .object({
    barcodes: z
      .array(barcodeInput)
      .min(1, 'Відскануйте хоча б одну пробірку')
      .max(200, 'За раз не більше 200 пробірок'),
  })
  .strict()
  .meta({ id: 'LabTubeBarcodes' })

export const tubeRejectBodySchema = z
  .object({ reason: text().trim().min(3, tubeMessages.reasonLength).max(500, tubeMessages.reasonLength) })
  .strict()
  .meta({ id: 'LabTubeReject' })

/** One barcode of a collect / hand-over / receive call. */
export const tubeMoveItemSchema = z.object({
  barcode: text(),
  /** false: the barcode is unknown (tube null) or the tube's state refuses the move (message says why). */
  ok: z.boolean(),
  /** true when the tube was already there (a repeated scan): nothing was written. */
  unchanged: z.boolean(),
  message: text().nullable(),
  tube: labTubeSchema.nullable(),
})
export const tubeMoveAnswerSchema = z
  .object({
    items: z.array(tubeMoveItemSchema),
    /** The hand-over batch of this call (hand-over only; null elsewhere). */
    batchId: text().nullable(),
  })
  .meta({ id: 'LabTubeMoveAnswer' })
export type TubeMoveAnswer = z.infer<typeof tubeMoveAnswerSchema>

export const collectionQuerySchema = z.object({
  date: z.iso.date({ error: 'Дата у форматі РРРР-ММ-ДД' }),
  filialId: idParam(),
})
export const collectionAnswerSchema = z
  .object({ data: z.array(orderTubesSchema) })
  .meta({ id: 'LabCollectionDay' })
