import { describe, expect, it } from 'vitest'
import type { QueueCard, QueueColumn } from '../../../domain/registry/queue'
import { defaultQueueOrderRules } from '../../../domain/registry/queue-order'
import {
  bookedTime,
  formatElapsed,
  queuePath,
  readQueueFilters,
  shownColumns,
  type MoveItem,
} from './queue-board-model'

const NOW = Date.parse('2026-11-26T10:00:00Z')
const MIN = 60_000

const buildCard = (o: Partial<QueueCard> = {}): QueueCard => ({
  orderId: 1,
  code: 'Q-01',
  patient: 'Коваль О. П.',
  services: ['Консультація'],
  bookedAt: null,
  doctor: null,
  filialId: 1,
  state: 'confirmed',
  stateLabel: 'Підтверджено',
  column: 'wait',
  enteredAt: new Date(NOW - 30 * MIN).toISOString(),
  outOfTurn: false,
  canUndo: false,
  mayMove: true,
  ...o,
})

const boardOf = (...cards: QueueCard[]) => {
  const columns: Record<QueueColumn, QueueCard[]> = {
    wait: [],
    clinic: [],
    doctor: [],
    payment_awaiting: [],
    payed: [],
  }
  for (const c of cards) columns[c.column].push(c)
  return { columns }
}

let seq = 0
const buildMove = (
  o: Partial<MoveItem> & { from: QueueColumn; to: QueueColumn; orderId?: number },
): MoveItem => {
  seq += 1
  return {
    id: `m${seq}`,
    seq,
    status: o.status ?? 'pending',
    createdAt: o.createdAt ?? NOW - MIN,
    doneAt: o.doneAt,
    lastError: o.lastError,
    body: {
      uuid: `00000000-0000-4000-8000-00000000000${seq}`,
      orderId: o.orderId ?? 1,
      from: o.from,
      to: o.to,
    },
  }
}

const ids = (cards: { card: QueueCard }[]) => cards.map((s) => s.card.orderId)

describe('the board with this device’s moves laid over it', () => {
  it('moves a card whose move waits in the outbox and says it waits', () => {
    const shown = shownColumns(
      boardOf(buildCard()),
      [buildMove({ from: 'wait', to: 'clinic' })],
      NOW,
      NOW,
      defaultQueueOrderRules,
    )
    expect(shown.wait).toEqual([])
    expect(shown.clinic[0]).toMatchObject({ waiting: true, unsentId: expect.any(String) as string })
    expect(shown.clinic[0]!.card).toMatchObject({ column: 'clinic', canUndo: true })
    // The time in the column starts when the move was made.
    expect(Date.parse(shown.clinic[0]!.card.enteredAt)).toBe(NOW - MIN)
  })

  it('applies two waiting moves of one card in order', () => {
    const moves = [buildMove({ from: 'wait', to: 'clinic' }), buildMove({ from: 'clinic', to: 'doctor' })]
    const shown = shownColumns(boardOf(buildCard()), moves, NOW, NOW, defaultQueueOrderRules)
    expect(ids(shown.doctor)).toEqual([1])
    expect(shown.doctor[0]!.unsentId).toBe(moves[1]!.id)
  })

  it('keeps a landed move until the board is read again, then trusts the board', () => {
    const landed = buildMove({ from: 'wait', to: 'clinic', status: 'done', doneAt: NOW - 1000 })
    const before = shownColumns(boardOf(buildCard()), [landed], NOW - 5000, NOW, defaultQueueOrderRules)
    expect(ids(before.clinic)).toEqual([1])
    expect(before.clinic[0]!.waiting).toBe(false)
    // Read after it landed: the board has it; an older answer that already shows it is not moved twice.
    const after = shownColumns(
      boardOf(buildCard({ column: 'clinic' })),
      [landed],
      NOW,
      NOW,
      defaultQueueOrderRules,
    )
    expect(ids(after.clinic)).toEqual([1])
    const racing = shownColumns(
      boardOf(buildCard({ column: 'clinic' })),
      [landed],
      NOW - 5000,
      NOW,
      defaultQueueOrderRules,
    )
    expect(ids(racing.clinic)).toEqual([1])
  })

  it('leaves a card the server refused to move where the server has it, with the server’s message', () => {
    const refused = buildMove({
      from: 'wait',
      to: 'clinic',
      status: 'rejected',
      lastError: { status: 409, code: 'queue_conflict', message: 'Картку вже перемістив інший користувач' },
    })
    const later = buildMove({ from: 'clinic', to: 'doctor' })
    const shown = shownColumns(
      boardOf(buildCard({ column: 'payed' })),
      [refused, later],
      NOW,
      NOW,
      defaultQueueOrderRules,
    )
    expect(ids(shown.payed)).toEqual([1])
    expect(shown.payed[0]!.refused).toEqual({
      itemId: refused.id,
      message: 'Картку вже перемістив інший користувач',
    })
  })

  it('orders each column by the queue rules, a moved card among the others', () => {
    const cards = [
      buildCard({ orderId: 1, column: 'clinic', enteredAt: new Date(NOW - 10 * MIN).toISOString() }),
      buildCard({ orderId: 2, column: 'clinic', enteredAt: new Date(NOW - 20 * MIN).toISOString() }),
      buildCard({ orderId: 3, column: 'wait', outOfTurn: true }),
    ]
    const shown = shownColumns(
      boardOf(...cards),
      [buildMove({ orderId: 3, from: 'wait', to: 'clinic' })],
      NOW,
      NOW,
      defaultQueueOrderRules,
    )
    expect(ids(shown.clinic)).toEqual([3, 2, 1])
  })
})

describe('time in a column', () => {
  it.each([
    [0, '0 хв'],
    [59_999, '0 хв'],
    [12 * MIN, '12 хв'],
    [60 * MIN, '1 год'],
    [65 * MIN + 30_000, '1 год 5 хв'],
    [-5 * MIN, '0 хв'],
  ])('%i ms reads «%s»', (ms, text) => expect(formatElapsed(ms)).toBe(text))
})

describe('booked time', () => {
  it('is HH:MM on Kyiv’s clock, or «Без запису» for a walk-in', () => {
    expect(bookedTime('2026-11-26T07:30:00Z')).toBe('09:30')
    expect(bookedTime('2026-07-01T07:30:00Z')).toBe('10:30')
    expect(bookedTime(null)).toBe('Без запису')
  })
})

describe('the address', () => {
  it('names the day and filial; nonsense falls back to today and every filial', () => {
    expect(readQueueFilters(new URLSearchParams('date=2026-11-20&filialId=3'), '2026-11-26')).toEqual({
      date: '2026-11-20',
      filialId: 3,
    })
    expect(readQueueFilters(new URLSearchParams('date=20.11.2026&filialId=x'), '2026-11-26')).toEqual({
      date: '2026-11-26',
      filialId: undefined,
    })
    expect(queuePath({ date: '2026-11-26', filialId: undefined })).toBe('/registry/queue?date=2026-11-26')
    expect(queuePath({ date: '2026-11-26', filialId: 2 })).toBe('/registry/queue?date=2026-11-26&filialId=2')
  })
})
