/**
 * The registry queue board (issue 20 item 3, /mc-registry tab `canban`; spec 001 §4 "Kanban states"):
 * today's visits of a filial as cards in five columns. A visit is an order with a booking on that Kyiv
 * day (or, a walk-in, created that day), not cancelled. Column changes are an append-only event log
 * (domain notes A2): the current column is the last transition not undone; none means `wait`.
 * Paths are ours (the spec names none): GET /registry/queue, POST /registry/queue/moves,
 * POST /registry/queue/undo, PATCH /registry/queue/out-of-turn.
 */
import { z } from 'zod'
import { id, idParam, int4, text } from '../api/scalars'
import { queueOrderRulesSchema } from './queue-order'

export const queueColumns = ['wait', 'clinic', 'doctor', 'payment_awaiting', 'payed'] as const
export type QueueColumn = (typeof queueColumns)[number]
export const queueColumnSchema = z.enum(queueColumns, { error: 'Оберіть колонку черги' })

export const queueColumnTitles: Record<QueueColumn, string> = {
  wait: 'Очікують',
  clinic: 'У клініці',
  doctor: 'У лікаря',
  payment_awaiting: 'Очікують оплату',
  payed: 'Оплачено',
}

export const queueMessages = {
  conflict: 'Картку вже перемістив інший користувач: вона в колонці іншій, ніж ви бачили.',
  sameColumn: 'Картка вже в цій колонці',
  notVisit: 'Цього візиту немає в черзі',
  notToday: 'Замовлення не є візитом сьогоднішньої черги (скасоване або іншого дня)',
  nothingToUndo: 'Немає переміщення, яке можна скасувати',
  forbidden: 'Ви не можете переміщати цю картку',
}

const dateSchema = z.iso
  .date({ error: 'Вкажіть дату у форматі РРРР-ММ-ДД' })
  .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', { message: 'Оберіть дату між 2000 і 2099 роками' })

export const queueQuerySchema = z
  .object({
    /** The Kyiv day, YYYY-MM-DD; today when absent. */
    date: dateSchema.optional(),
    filialId: idParam().optional(),
  })
  .strict()
export type QueueQuery = z.infer<typeof queueQuerySchema>

export const queueCardSchema = z
  .object({
    orderId: int4(),
    code: text(),
    /** "Surname N. P." or null when the order has no patient yet. */
    patient: text().nullable(),
    services: z.array(text()),
    /** The earliest booking of the day (ISO), null for a walk-in. */
    bookedAt: text().nullable(),
    doctor: text().nullable(),
    filialId: int4().nullable(),
    state: text(),
    stateLabel: text(),
    column: queueColumnSchema,
    /** When the card entered its column (ISO): the last transition, else the booking or creation. */
    enteredAt: text(),
    outOfTurn: z.boolean(),
    /** The last transition not undone can be undone. */
    canUndo: z.boolean(),
    /** The user may move this card. */
    mayMove: z.boolean(),
  })
  .meta({ id: 'QueueCard' })
export type QueueCard = z.infer<typeof queueCardSchema>

export const queueResponseSchema = z
  .object({
    date: text(),
    filialId: int4().nullable(),
    rules: queueOrderRulesSchema,
    /** Cards by column, each column in queue order (domain/registry/queue-order.ts). */
    columns: z.object({
      wait: z.array(queueCardSchema),
      clinic: z.array(queueCardSchema),
      doctor: z.array(queueCardSchema),
      payment_awaiting: z.array(queueCardSchema),
      payed: z.array(queueCardSchema),
    }),
    filials: z.array(z.object({ id: int4(), name: text() })),
  })
  .meta({ id: 'QueueBoard' })
export type QueueBoard = z.infer<typeof queueResponseSchema>

export const queueMoveBodySchema = z
  .object({
    uuid: z.uuid({ error: 'Некоректний uuid' }),
    orderId: id(),
    /** The column the client saw the card in. */
    from: queueColumnSchema,
    to: queueColumnSchema,
  })
  .strict()
export type QueueMoveBody = z.infer<typeof queueMoveBodySchema>

export const queueUndoBodySchema = z.object({ orderId: id() }).strict()
export const queueOutOfTurnBodySchema = z
  .object({ orderId: id(), outOfTurn: z.boolean({ error: 'Вкажіть так чи ні' }) })
  .strict()

export const queueCardAnswerSchema = z.object({ card: queueCardSchema }).meta({ id: 'QueueCardAnswer' })
