/**
 * The analyzers' listeners and what they received (issue 22 item 4; spec 001 §4 listener states, §8
 * analyzer errors, §9 the 2-minute wait of a busy port): the action on a listener, its answer, and the
 * pages of stored messages and results.
 */
import { z } from 'zod'
import { idParam, queryInt } from '../api/scalars'
import { listenerStateValues } from './analyzer-options'

/** Spec 001 §8's analyzer errors, as the listener reports them. */
export const analyzerListenerErrors = {
  portBusy: 'Порт зайнятий. Зачекайте 2 хвилини — слухач спробує запуститися знову',
  connection: 'Проблема зʼєднання з аналізатором: передачу перервано, повідомлення збережено як помилкове',
  incorrectQuery: 'Некоректний запит від аналізатора. Перезапустіть слухача',
  queryNotExpected: 'Аналізатор налаштовано лише на передачу результатів: запит не обробляється',
  startFailed: 'Не вдалося запустити слухача аналізатора',
  inactive: 'Аналізатор неактивний: увімкніть його в налаштуваннях, щоб запустити слухача',
  timeout: 'Аналізатор замовк посеред передачі (30 с): повідомлення збережено як помилкове',
} as const

export const unmatchedReasons = {
  no_mapping: 'Код тесту аналізатора не зіставлено з аналізом',
  unknown_barcode: 'Штрихкод не знайдено в замовленнях',
  no_mapping_unknown_barcode: 'Код тесту не зіставлено, штрихкод не знайдено',
  // Matched, but not written into the order's results (analyzer-ingest.ts, lab-results analyzer rules):
  approved: 'Результат уже затверджено',
  newer_value: 'У результатах замовлення вже є новіше значення',
  invalid_value: 'Значення не підходить до показника аналізу',
  not_in_order: 'Аналізу немає в замовленні',
  no_indicator: 'Показник аналізу не знайдено',
  tube_rejected: 'Пробірку відбраковано',
  order_closed: 'Замовлення не підтверджене або скасоване',
} as const
export type AnalyzerResultReason = keyof typeof unmatchedReasons

export const listenerActionSchema = z.object({ action: z.enum(['start', 'stop', 'restart']) }).strict()
export type ListenerAction = z.infer<typeof listenerActionSchema>['action']

export const listenerStatusSchema = z.object({
  analyzerId: z.number().int(),
  state: z.enum(listenerStateValues),
  /** The port actually listened on (null when stopped). */
  port: z.number().int().nullable(),
  /** The last error of the listener (spec 001 §8), or null. */
  error: z.string().nullable(),
  /** Open connections of analyzers. */
  connections: z.number().int(),
})
export type ListenerStatus = z.infer<typeof listenerStatusSchema>

export const analyzerMessagesQuerySchema = z.object({
  analyzerId: idParam().optional(),
  page: queryInt(1, 100_000).default(1),
  perPage: queryInt(1, 100).default(25),
})

export const analyzerResultsQuerySchema = analyzerMessagesQuerySchema.extend({
  /** true: only the results not matched to an order or a test. */
  unmatched: z.enum(['true', 'false']).optional(),
  messageId: idParam().optional(),
})

const page = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int(), page: z.number().int(), perPage: z.number().int() })

export const analyzerMessageRowSchema = z.object({
  id: z.number().int(),
  analyzerId: z.number().int(),
  peer: z.string(),
  protocol: z.string(),
  receivedAt: z.string(),
  parseState: z.enum(['pending', 'ok', 'error']),
  error: z.string().nullable(),
  resultCount: z.number().int(),
  /** The message's text as decoded (first 20 000 characters). */
  text: z.string(),
  size: z.number().int(),
})

export const analyzerResultRowSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  analyzerId: z.number().int(),
  sampleId: z.string(),
  analyzerCode: z.string(),
  mcTestId: z.number().int().nullable(),
  indicatorCode: z.string().nullable(),
  value: z.string(),
  units: z.string(),
  referenceRange: z.string(),
  flag: z.string(),
  status: z.string(),
  measuredAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
  unmatchedReason: z.string().nullable(),
  /** The reason in words, or null. */
  unmatchedText: z.string().nullable(),
  createdAt: z.string(),
})

export const analyzerMessagesPageSchema = page(analyzerMessageRowSchema)
export const analyzerResultsPageSchema = page(analyzerResultRowSchema)
export type AnalyzerMessageRow = z.infer<typeof analyzerMessageRowSchema>
export type AnalyzerResultRow = z.infer<typeof analyzerResultRowSchema>
