import { describe, expect, it } from 'vitest'
import type { LabTube, OrderTubes } from '../../../../domain/laboratory/lab-tubes.schema'
import {
  collectionPath,
  handOverReady,
  readCollectionFilters,
  scanOutcome,
  shownDay,
  tubesWord,
  type TubeMark,
} from './collection-model'

const tube = (id: number, barcode: string, state: LabTube['state'] = 'new'): LabTube => ({
  id,
  orderId: 1,
  barcode,
  state,
  stateLabel: state,
  container: { id: 1, name: 'Пробірка з ЕДТА' },
  departmentId: null,
  volumeMl: 4,
  collectedAt: null,
  sentAt: null,
  receivedAt: null,
  rejectedAt: null,
  rejectionReason: null,
  handOverBatch: null,
  version: 1,
  tests: [{ mcTestId: 5, name: 'Загальний аналіз крові', code: 'ЗАК', state: 'new', stateLabel: 'Новий' }],
})

const day: OrderTubes[] = [
  {
    order: {
      id: 1,
      code: 'MC-1',
      state: 'confirmed',
      createdAt: '2026-11-28T07:00:00Z',
      firstConfirmedAt: '2026-11-28T07:05:00Z',
      clientName: 'Ґалаґан Єва',
      clientBirthday: '1990-02-03',
    },
    tubes: [tube(10, 'KV0001'), tube(11, 'KV0002', 'collected'), tube(12, 'KV0003', 'sent')],
  },
]

const mark = (
  kind: TubeMark['kind'],
  barcodes: string[],
  status: TubeMark['status'],
  seq = 1,
  doneAt?: number,
) => ({
  kind,
  barcodes,
  status,
  seq,
  doneAt,
})

describe('the collection day with this device’s marks', () => {
  it('reads the day and filial from the address, else today and the user’s own filial', () => {
    expect(readCollectionFilters(new URLSearchParams(''), '2026-11-28', 3)).toEqual({
      date: '2026-11-28',
      filialId: 3,
    })
    expect(readCollectionFilters(new URLSearchParams('date=2026-11-27&filialId=7'), '2026-11-28', 3)).toEqual(
      {
        date: '2026-11-27',
        filialId: 7,
      },
    )
    expect(
      readCollectionFilters(new URLSearchParams('date=27.11.2026&filialId=x'), '2026-11-28', null),
    ).toEqual({
      date: '2026-11-28',
      filialId: undefined,
    })
    expect(collectionPath({ date: '2026-11-28', filialId: undefined })).toBeUndefined()
    expect(collectionPath({ date: '2026-11-28', filialId: 2 })).toBe(
      '/api/v2/lab/collection?date=2026-11-28&filialId=2',
    )
  })

  it('shows a tube marked collected here at once, waiting, and hands over after it', () => {
    const shown = shownDay(day, [mark('collect', ['KV0001'], 'pending')], undefined)
    const t = shown[0]!.tubes[0]!
    expect([t.state, t.stateLabel, t.waiting]).toEqual(['collected', 'Біоматеріал взято', true])
    expect(handOverReady(shown).map((x) => x.tube.barcode)).toEqual(['KV0001', 'KV0002'])
    const sent = shownDay(
      day,
      [mark('collect', ['KV0001'], 'pending', 1), mark('hand_over', ['KV0001', 'KV0002'], 'pending', 2)],
      undefined,
    )
    expect(sent[0]!.tubes.map((x) => x.state)).toEqual(['sent', 'sent', 'sent'])
    expect(handOverReady(sent)).toEqual([])
  })

  it('lets the server’s copy speak once it was read after the mark landed, and names a refusal', () => {
    const landedEarlier = shownDay(day, [mark('collect', ['KV0001'], 'done', 1, 1000)], 2000)
    expect(landedEarlier[0]!.tubes[0]!.state).toBe('new')
    const landedLater = shownDay(day, [mark('collect', ['KV0001'], 'done', 1, 3000)], 2000)
    expect([landedLater[0]!.tubes[0]!.state, landedLater[0]!.tubes[0]!.waiting]).toEqual(['collected', false])
    const refused = shownDay(
      day,
      [{ ...mark('collect', ['KV0001'], 'rejected'), error: 'Пробірку відбраковано' }],
      undefined,
    )
    expect([refused[0]!.tubes[0]!.state, refused[0]!.tubes[0]!.refused]).toEqual([
      'new',
      'Пробірку відбраковано',
    ])
  })

  it('answers a scan: collect a new tube, already collected, refused, not found', () => {
    const shown = shownDay(day, [], undefined)
    expect(scanOutcome(shown, 'KV0001\r\n')).toMatchObject({ kind: 'collect', order: { code: 'MC-1' } })
    expect(scanOutcome(shown, ' KV0002 ')).toMatchObject({ kind: 'already' })
    expect(scanOutcome(shown, 'KV0003')).toMatchObject({
      kind: 'refused',
      message: 'Пробірку вже передано в лабораторію',
    })
    expect(scanOutcome(shown, 'KV9999')).toEqual({ kind: 'not-found', barcode: 'KV9999' })
    expect(scanOutcome(shown, '   ')).toEqual({ kind: 'empty' })
  })

  it('counts tubes in Ukrainian', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map(tubesWord)).toEqual([
      '1 пробірка',
      '2 пробірки',
      '5 пробірок',
      '11 пробірок',
      '12 пробірок',
      '21 пробірка',
      '22 пробірки',
      '25 пробірок',
      '111 пробірок',
    ])
  })
})
