import { describe, expect, it } from 'vitest'
import { moveTube, testStateOfTube, tubeMessages, type TubeEvent, type TubeState } from './tube-states'

const to = (state: TubeState, event: TubeEvent) => {
  const r = moveTube(state, event)
  return r.kind === 'move' ? r.to : r.kind === 'same' ? 'same' : r.message
}

describe('tube state machine', () => {
  it('walks a tube from new to approved', () => {
    const path: Array<[TubeEvent, TubeState]> = [
      ['collect', 'collected'],
      ['hand_over', 'sent'],
      ['receive', 'received'],
      ['start', 'in_work'],
      ['finish', 'done'],
      ['approve', 'approved'],
    ]
    let state: TubeState = 'new'
    for (const [event, next] of path) {
      expect(to(state, event)).toBe(next)
      state = next
    }
  })

  it('answers a repeated move as a no-op, so a double scan or an offline replay lands once', () => {
    expect(to('collected', 'collect')).toBe('same')
    expect(to('sent', 'hand_over')).toBe('same')
    expect(to('received', 'receive')).toBe('same')
    expect(to('rejected', 'reject')).toBe('same')
  })

  it('refuses moves out of order with a Ukrainian reason', () => {
    expect(to('sent', 'collect')).toBe('Пробірку вже передано в лабораторію')
    expect(to('received', 'hand_over')).toBe('Пробірку вже прийнято лабораторією')
    expect(to('new', 'hand_over')).toBe('Біоматеріал ще не взято')
    expect(to('collected', 'receive')).toBe('Пробірку ще не передано в лабораторію')
    expect(to('in_work', 'collect')).toBe('Пробірка вже в роботі')
    expect(to('approved', 'collect')).toBe(tubeMessages.approved)
    expect(to('rejected', 'receive')).toBe('Пробірку відбраковано')
  })

  it('rejects only a collected, sent or received tube', () => {
    for (const s of ['collected', 'sent', 'received'] as const) expect(to(s, 'reject')).toBe('rejected')
    expect(to('new', 'reject')).toBe(tubeMessages.rejectNew)
    expect(to('in_work', 'reject')).toBe('Пробірка вже в роботі')
    expect(to('done', 'reject')).toBe(tubeMessages.done)
  })

  it('reopens only an approved tube (a value changed after approval), back to done', () => {
    expect(to('approved', 'reopen')).toBe('done')
    expect(to('done', 'reopen')).toBe('same')
    expect(to('in_work', 'reopen')).toBe(tubeMessages.notDone)
    expect(to('rejected', 'reopen')).toBe(tubeMessages.rejected)
  })

  it('gives the tests of a collected tube the dictionary’s sampled state', () => {
    expect(testStateOfTube('collected')).toBe('sampled')
    expect(testStateOfTube('sent')).toBe('sent')
  })
})
