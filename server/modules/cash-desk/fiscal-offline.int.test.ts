/**
 * Offline within the law (issue 27 §4) against the Checkbox stand-in: a shift's opening reserves offline
 * numbers; a payment the provider cannot take gets the next one and the register goes offline (later
 * payments too, without waiting for the provider); the cash desk shows the run, the queue and the
 * numbers left; the upload sends the receipts in the order of their numbers and brings the register
 * back; past 36 hours in a row a sale is refused, warned before; without a number the receipt waits and
 * goes once the provider is back.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeskRegister } from '../../../domain/cash-desk/cash-desk.schema'
import { offlineMessages } from '../../../domain/cash-desk/offline-limits'
import type { McOrder } from '../../../domain/orders/order.schema'
import { cashOfflineCodes, cashOfflinePeriods } from '../../db/schema/cash-desk'
import { fiscalFixture, type FiscalFixture } from '../../../tests/support/fiscal-fixtures'
import { callV2, readOrder } from '../orders/order-fixtures'
import { OFFLINE_CODES_BATCH } from './fiscal-offline.service'

let f: FiscalFixture
beforeAll(async () => {
  f = await fiscalFixture()
})
afterAll(() => f.stop())

const HOUR = 3_600_000

const deskOf = async (): Promise<DeskRegister> => {
  const res = await callV2(f.t, 'cashier', 'GET', '/cash-desk/registers')
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: DeskRegister[] }>().data.find((r) => r.id === f.registerId)!
}

/** Closes `o` as paid and answers its sale receipt. */
const pay = async (o: McOrder) => {
  const res = await f.close(o)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json<McOrder>().state).toBe('payed_cash')
  const [sale, ...more] = await f.receiptsOf(o)
  expect(more).toEqual([])
  return sale!
}

const providerDown = () => f.stand.chaos({ drop: 1, dropAnswer: 0 })
const providerBack = () => f.stand.chaos(null)

/** Moves the start of the register's open run `hours` back. */
const runStartedHoursAgo = (hours: number) =>
  f.t.db.db
    .update(cashOfflinePeriods)
    .set({ startedAt: new Date(Date.now() - hours * HOUR) })
    .where(and(eq(cashOfflinePeriods.registerId, f.registerId), isNull(cashOfflinePeriods.endedAt)))

describe('a register whose provider cannot be reached', () => {
  it('reserves offline numbers with the shift, gives them in order while offline, and uploads them in order', async () => {
    const opened = await f.desk('open-shift')
    expect(opened.offline).toMatchObject({ since: null, queued: 0, codesLeft: OFFLINE_CODES_BATCH })
    const reserved = [...f.stand.register.reservedCodes]
    expect(reserved).toHaveLength(OFFLINE_CODES_BATCH)

    const [o1, o2, o3] = [
      await f.doneOrder('Готівка'),
      await f.doneOrder('Готівка'),
      await f.doneOrder('Готівка'),
    ]
    providerDown()
    const first = await pay(o1)
    expect(first).toMatchObject({ state: 'offline', fiscalCode: reserved[0], offlineCode: reserved[0] })
    // Offline now: the next payment takes the next number without waiting for the provider.
    const calls = f.stand.stats.calls
    const second = await pay(o2)
    expect(second).toMatchObject({ state: 'offline', fiscalCode: reserved[1] })
    expect(f.stand.stats.calls).toBe(calls)
    // The upload job was planned when the register went offline.
    const jobs = await f.t.db.db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = 'fiscal.offline-upload' AND state = 'created'`,
    )
    expect((jobs as { rows: { data: unknown }[] }).rows.map((r) => r.data)).toContainEqual({
      registerId: f.registerId,
    })

    const view = await deskOf()
    expect(view.offline).toMatchObject({ queued: 2, codesLeft: OFFLINE_CODES_BATCH - 2, warnings: [] })
    expect(view.offline.since).not.toBeNull()
    expect(view.offline.queue.map((q) => [q.offlineCode, q.orderCode, q.total])).toEqual([
      [reserved[0], o1.code, first.total],
      [reserved[1], o2.code, second.total],
    ])

    // «Вивантажити» while the provider is still away: 503, the receipts stay queued, the reason kept.
    const still = await callV2(
      f.t,
      'cashier',
      'POST',
      `/cash-desk/registers/${f.registerId}/upload-offline`,
      {},
    )
    expect(still.statusCode).toBe(503)
    expect(still.json()).toMatchObject({ message: offlineMessages.stillOffline })
    expect((await deskOf()).offline).toMatchObject({ queued: 2, lastError: offlineMessages.stillOffline })

    providerBack()
    const back = await f.desk('upload-offline')
    expect(back.offline).toMatchObject({ since: null, queued: 0, queue: [], lastError: null })
    // The tax service got them in the order of their numbers, as offline receipts with those numbers.
    expect(f.stand.register.uploads.slice(-2)).toEqual([first.id, second.id])
    for (const [r, code] of [
      [first, reserved[0]],
      [second, reserved[1]],
    ] as const) {
      expect(f.stand.register.receipts.get(r.id)).toMatchObject({
        offline: true,
        fiscalCode: code,
        total: r.total,
      })
    }
    const [up1] = await f.receiptsOf(o1)
    expect(up1).toMatchObject({ state: 'done', fiscalCode: reserved[0], offlineCode: reserved[0] })
    expect(up1!.fiscalisedAt).not.toBeNull()
    // The run is over and the numbers refilled; the next payment is fiscalised online.
    const [run] = await f.t.db.db
      .select()
      .from(cashOfflinePeriods)
      .where(eq(cashOfflinePeriods.registerId, f.registerId))
    expect(run!.endedAt).not.toBeNull()
    expect(back.offline.codesLeft).toBeGreaterThanOrEqual(OFFLINE_CODES_BATCH - 2)
    const third = await pay(o3)
    expect(third.state).toBe('done')
    expect(third.offlineCode).toBeNull()
    expect(f.stand.register.receipts.get(third.id)).toMatchObject({ offline: false })

    // The Z report counts the offline sales with the online one.
    const closed = await f.desk('close-shift')
    expect(closed.shift?.zReport?.sellCount).toBe(3)
    expect(
      f.standReceipts('SELL').filter((r) => [first.id, second.id, third.id].includes(r.id)),
    ).toHaveLength(3)
  })

  it('without a free number the receipt waits, and is fiscalised once the provider is back', async () => {
    await f.desk('open-shift')
    const o = await f.doneOrder('Готівка')
    await f.t.db.db
      .update(cashOfflineCodes)
      .set({ receiptId: sql`gen_random_uuid()`, usedAt: new Date() })
      .where(and(eq(cashOfflineCodes.registerId, f.registerId), isNull(cashOfflineCodes.receiptId)))
    expect((await deskOf()).offline.warnings).toContain(
      'Немає зарезервованих офлайн-номерів: офлайн-чеки неможливі',
    )
    providerDown()
    const waiting = await pay(o)
    expect(waiting).toMatchObject({ state: 'pending', fiscalCode: null, lastError: offlineMessages.noCodes })
    expect((await readOrder(f.t, o.id)).state).toBe('payed_cash')
    providerBack()
    await f.desk('upload-offline')
    const [sent] = await f.receiptsOf(o)
    expect(sent).toMatchObject({ id: waiting.id, state: 'done', offlineCode: null })
    expect(f.stand.register.receipts.get(waiting.id)).toMatchObject({ offline: false })
    // Numbers reserved again for the rest of the shift.
    expect((await deskOf()).offline.codesLeft).toBeGreaterThan(0)
  })

  it('warns before 36 hours offline in a row, and past them refuses a sale until the register is back', async () => {
    const before = await f.doneOrder('Готівка')
    const refused = await f.doneOrder('Готівка')
    providerDown()
    const offline = await pay(before)
    expect(offline.state).toBe('offline')

    await runStartedHoursAgo(31)
    const warned = await deskOf()
    expect(warned.offline.inRowHours).toBeCloseTo(31, 1)
    expect(
      warned.offline.warnings.some((w) => w.startsWith('До ліміту 36 годин офлайн поспіль лишилося 4 год')),
    ).toBe(true)

    await runStartedHoursAgo(37)
    const res = await f.close(refused)
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toMatchObject({ code: 'fiscal_offline_limit', message: offlineMessages.inRow })
    expect((await readOrder(f.t, refused.id)).state).toBe('done')
    expect((await deskOf()).offline.warnings).toContain(offlineMessages.inRow)

    // Back online (the run as it really began: with this receipt), the sale goes.
    await f.t.db.db
      .update(cashOfflinePeriods)
      .set({ startedAt: new Date(offline.offlineAt!) })
      .where(and(eq(cashOfflinePeriods.registerId, f.registerId), isNull(cashOfflinePeriods.endedAt)))
    providerBack()
    await f.desk('upload-offline')
    expect((await f.receiptsOf(before))[0]).toMatchObject({ state: 'done', fiscalCode: offline.offlineCode })
    expect((await pay(refused)).state).toBe('done')
  })
})
