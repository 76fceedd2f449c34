import { describe, expect, it } from 'vitest'
import { backdatingRefusal, lineSum, pickFefo, stockDocumentProblems, type StockBatch } from './stock-rules'

const batch = (
  id: number,
  expiresOn: string | null,
  qty: number,
  receivedAt = '2026-01-01T00:00:00Z',
): StockBatch => ({
  id,
  series: `S${id}`,
  expiresOn,
  receivedAt,
  qty,
})

describe('FEFO', () => {
  const today = '2026-06-10'

  it('takes the earliest expiry first, batches without expiry last, older receipts first on a tie', () => {
    const result = pickFefo(
      [
        batch(1, null, 100),
        batch(2, '2026-09-01', 5),
        batch(3, '2026-07-01', 3, '2026-03-01T00:00:00Z'),
        batch(4, '2026-07-01', 3, '2026-02-01T00:00:00Z'),
      ],
      10,
      today,
    )
    expect(result).toEqual({
      ok: true,
      picks: [
        { batchId: 4, qty: 3 },
        { batchId: 3, qty: 3 },
        { batchId: 2, qty: 4 },
      ],
    })
  })

  it('issues a batch expiring today but never an expired one', () => {
    expect(pickFefo([batch(1, '2026-06-09', 5), batch(2, today, 2)], 2, today)).toEqual({
      ok: true,
      picks: [{ batchId: 2, qty: 2 }],
    })
    expect(pickFefo([batch(1, '2026-06-09', 5)], 1, today)).toEqual({
      ok: false,
      reason: 'expired_only',
      missing: 1,
    })
    expect(pickFefo([batch(1, '2026-06-09', 5), batch(2, null, 1)], 3, today)).toEqual({
      ok: false,
      reason: 'not_enough',
      missing: 2,
    })
  })
})

describe('the backdating policy and the document checks', () => {
  it('refuses a date before the last signed inventory, allows the same day', () => {
    expect(backdatingRefusal('2026-05-31', '2026-06-01')).toMatch(/^Дата документа раніше останньої/)
    expect(backdatingRefusal('2026-06-01', '2026-06-01')).toBeNull()
    expect(backdatingRefusal('2020-01-01', null)).toBeNull()
  })

  it('rounds a line to kopiykas once: 7 tablets of a box of 30 at 100,00 грн', () => {
    expect(lineSum(7, 10_000 / 30)).toBe(2333)
    expect(lineSum(3, null)).toBe(0)
  })

  it('needs a distinct receiving warehouse for a transfer only, positive invoice quantities, one line per batch', () => {
    const line = { productId: 1, quantity: 1 }
    expect(
      stockDocumentProblems({ kind: 'transfer', warehouseId: 1, targetWarehouseId: 1, lines: [line] }),
    ).toEqual({
      target_warehouse_id: ['Склад-отримувач має відрізнятися від складу-відправника'],
    })
    expect(
      stockDocumentProblems({ kind: 'sales', warehouseId: 1, targetWarehouseId: 2, lines: [line] }),
    ).toEqual({
      target_warehouse_id: ['Склад-отримувач вказується лише для переміщення'],
    })
    expect(
      stockDocumentProblems({ kind: 'incoming', warehouseId: 1, lines: [{ productId: 1, quantity: 0 }] }),
    ).toEqual({
      'lines.0.quantity': ['Кількість має бути більшою за нуль'],
    })
    expect(
      stockDocumentProblems({
        kind: 'inventory',
        warehouseId: 1,
        lines: [
          { productId: 1, quantity: 0 },
          { productId: 1, quantity: 2 },
        ],
      }),
    ).toEqual({ 'lines.1.series': ['Ця партія вже є в описі'] })
  })
})
