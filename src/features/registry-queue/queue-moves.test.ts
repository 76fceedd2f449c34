// @vitest-environment happy-dom
// Queue moves through the real outbox and flusher: per-order order, and a 409 that reaches the card.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { queueMessages, type QueueCard, type QueueMoveBody } from '../../../domain/registry/queue'
import { defaultQueueOrderRules } from '../../../domain/registry/queue-order'
import { ApiError } from '../../lib/api/api-error'
import { flush } from '../../offline/flusher'
import { memoryLock } from '../../offline/lock'
import { enqueue } from '../../offline/outbox'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { createTransport, PUSH_PATH, type RequestFn } from '../../offline/transport'
import { shownColumns, type MoveItem } from './queue-board-model'
import { moveCard } from './queue.api'

const card = (orderId: number, column: QueueCard['column']): QueueCard => ({
  orderId,
  code: `Q-${orderId}`,
  patient: null,
  services: [],
  bookedAt: null,
  doctor: null,
  filialId: 1,
  state: 'confirmed',
  stateLabel: 'Підтверджено',
  column,
  enteredAt: '2026-11-26T08:00:00.000Z',
  outOfTurn: false,
  canUndo: false,
  mayMove: true,
})

describe('queue moves in the outbox', () => {
  it('sends a card’s moves in order, stops its chain at a 409 and shows the server’s message on it', async () => {
    const db = freshDb()
    const writer = {
      userId: db.userId,
      outbox: { write: (i: Parameters<typeof enqueue>[1]) => enqueue(db, i) },
    }
    // Offline: two moves of order 7, one of order 8.
    await moveCard(writer, card(7, 'wait'), 'wait', 'clinic')
    await moveCard(writer, card(7, 'clinic'), 'clinic', 'doctor')
    await moveCard(writer, card(8, 'wait'), 'wait', 'clinic')

    const sent: QueueMoveBody[] = []
    // Meanwhile another registrar moved order 7 to «Оплачено».
    const request: RequestFn = async (path, init) => {
      if (path === PUSH_PATH) throw new ApiError({ status: 404, code: 'not_found', message: 'Немає' })
      const body = init.body as QueueMoveBody
      sent.push(body)
      if (body.orderId === 7)
        throw new ApiError({
          status: 409,
          code: 'queue_conflict',
          message: queueMessages.conflict,
          current: card(7, 'payed'),
        })
      return { card: { ...card(body.orderId, body.to) } }
    }
    await flush({ db, transport: createTransport(request), lock: memoryLock() })

    // Order 7's second move never went: it waits behind the refused one.
    expect(sent.map((b) => [b.orderId, b.to])).toEqual([
      [7, 'clinic'],
      [8, 'clinic'],
    ])
    const stored = await db.outbox.orderBy('seq').toArray()
    // One record per order: the per-record FIFO keeps a card's moves in order.
    expect(stored.map((i) => i.key)).toEqual(['queue-move:7', 'queue-move:7', 'queue-move:8'])
    const items = stored.map((i): MoveItem => ({ ...i, body: i.body as QueueMoveBody }))
    expect(items.map((i) => i.status)).toEqual(['rejected', 'pending', 'done'])

    // The board read again: order 7 where the other registrar put it, with the reason; order 8 moved.
    const board = {
      columns: {
        wait: [],
        clinic: [card(8, 'clinic')],
        doctor: [],
        payment_awaiting: [],
        payed: [card(7, 'payed')],
      },
    }
    const shown = shownColumns(board, items, Date.now() + 1, Date.now(), defaultQueueOrderRules)
    expect(shown.payed[0]).toMatchObject({
      card: { orderId: 7, column: 'payed' },
      refused: { message: queueMessages.conflict },
    })
    expect(shown.clinic.map((s) => [s.card.orderId, s.waiting])).toEqual([[8, false]])
  })
})
