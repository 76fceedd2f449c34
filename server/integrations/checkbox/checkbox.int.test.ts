import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort } from '../../../tests/support/closed-port'
import { createCheckbox, type CheckboxConfig } from './checkbox'
import { CHECKBOX_LICENSE, CHECKBOX_SIGNED_OUT, CHECKBOX_UNREACHABLE } from './checkbox-http'
import type { FiscalProvider, FiscalSession, SaleInput } from './fiscal-provider'
import { startCheckboxStandIn, type CheckboxStandIn } from './stand-in'
import { HOUR, shiftStatus } from './stand-in-register'

const started: CheckboxStandIn[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()))
})

/** A stand-in, an adapter pointed at it and a signed-in cashier. */
async function desk(
  opts: Parameters<typeof startCheckboxStandIn>[0] = {},
  adapter: Partial<CheckboxConfig> = {},
): Promise<{ stand: CheckboxStandIn; cb: FiscalProvider; session: FiscalSession }> {
  const stand = await startCheckboxStandIn({ fiscalDelayMs: 20, ...opts })
  started.push(stand)
  const cb = createCheckbox({
    apiUrl: stand.url,
    licenseKey: stand.licenseKey,
    receiptPageUrl: stand.receiptPageUrl,
    backoffMs: 5,
    fiscalWaitMs: 2000,
    ...adapter,
  })
  const session = await cb.signIn({ login: stand.cashier.login, password: stand.cashier.password })
  return { stand, cb, session }
}

const consultation = { code: 'S-101', name: 'Консультація терапевта', price: 65_000, quantity: 1000 }
const bloodTest = { code: 'T-7', name: 'Загальний аналіз крові', price: 23_050, quantity: 2000 }

const sale = (overrides: Partial<SaleInput> = {}): SaleInput => ({
  id: randomUUID(),
  lines: [consultation],
  payments: [{ kind: 'cash', amount: 65_000 }],
  ...overrides,
})

describe('shifts', () => {
  it('a sale before the shift opens is refused; open → X → Z closes it, and then sales are refused again', async () => {
    const { cb, session } = await desk()
    await expect(cb.sell(session, sale())).rejects.toMatchObject({
      kind: 'refused',
      message: 'Checkbox відмовив у цій операції: Зміну не відкрито',
    })

    const shift = await cb.openShift(session)
    expect(shift).toMatchObject({ serial: 1, status: 'opened' })
    expect((await cb.status(session)).shift).toMatchObject({ id: shift.id, status: 'opened' })
    await expect(cb.openShift(session)).rejects.toMatchObject({ kind: 'conflict' })

    const receipt = await cb.sell(session, sale())
    const x = await cb.xReport(session)
    expect(x).toMatchObject({ isZ: false, sellCount: 1, balance: 65_000 })

    const { shift: closed, zReport } = await cb.closeShift(session)
    expect(closed).toMatchObject({ id: shift.id, status: 'closed' })
    expect(zReport).toMatchObject({ isZ: true, sellCount: 1, balance: 65_000 })
    expect((await cb.status(session)).shift).toBeNull()
    await expect(cb.sell(session, sale())).rejects.toMatchObject({ kind: 'refused' })
    await expect(cb.closeShift(session)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Зміну не відкрито',
    })
    // The receipt of the closed shift is still there, with its fiscal number and page.
    expect(await cb.getReceipt(session, receipt.id)).toMatchObject({
      status: 'done',
      fiscalCode: receipt.fiscalCode,
    })
  })

  it('the shift passes through CREATED and OPENING to OPENED, and through CLOSING to CLOSED', async () => {
    const { stand, cb, session } = await desk({ fiscalDelayMs: 200 })
    const seen: string[] = []
    const watch = setInterval(() => {
      const s = stand.register.shifts.at(-1)
      const status = s && shiftStatus(s, Date.now())
      if (status && seen.at(-1) !== status) seen.push(status)
    }, 5)
    const shift = await cb.openShift(session)
    expect(shift).toMatchObject({ status: 'opened' })
    expect(shift.openedAt).not.toBeNull()
    const { shift: closed } = await cb.closeShift(session)
    clearInterval(watch)
    expect(closed).toMatchObject({ status: 'closed' })
    expect(closed.closedAt).not.toBeNull()
    expect(seen.filter((x) => x !== 'CLOSED')).toEqual(['CREATED', 'OPENING', 'OPENED', 'CLOSING'])
  })
})

describe('shift calls whose answers are lost', () => {
  it('open and close are looked up before a repeat, and a close asked again waits for the same Z report', async () => {
    const { stand, cb, session } = await desk({ fiscalDelayMs: 100 }, { retries: 0 })
    const patient = createCheckbox({
      apiUrl: stand.url,
      licenseKey: stand.licenseKey,
      backoffMs: 5,
      fiscalWaitMs: 2000,
    })
    stand.fail({ kind: 'drop-answer' })
    expect(await patient.openShift(session)).toMatchObject({ serial: 1, status: 'opened' })
    await patient.sell(session, sale())
    stand.fail({ kind: 'drop-answer' })
    await expect(cb.closeShift(session)).rejects.toMatchObject({ kind: 'network', uncertain: true })
    const { shift, zReport } = await cb.closeShift(session)
    expect(shift).toMatchObject({ serial: 1, status: 'closed' })
    expect(zReport).toMatchObject({ isZ: true, sellCount: 1 })
    expect(stand.register.shifts).toHaveLength(1)
  })
})

describe('receipts exactly once', () => {
  it('a sale whose answer is lost is looked up by its id: one receipt, with its fiscal code', async () => {
    const { stand, cb, session } = await desk()
    await cb.openShift(session)
    stand.fail({ kind: 'drop-answer' })
    const input = sale()
    const receipt = await cb.sell(session, input)
    expect(receipt).toMatchObject({ id: input.id, kind: 'sell', status: 'done', total: 65_000 })
    expect(receipt.fiscalCode).toMatch(/^\d+$/)
    expect(receipt.url).toBe(`${stand.receiptPageUrl}/${input.id}`)
    expect([...stand.register.receipts.keys()]).toEqual([input.id])
  })

  it('after a lost answer the caller retries with the same id: Checkbox keeps one receipt', async () => {
    const { stand, cb, session } = await desk({}, { retries: 0 })
    await cb.openShift(session)
    const input = sale()
    stand.fail({ kind: 'drop-answer' })
    await expect(cb.sell(session, input)).rejects.toMatchObject({ kind: 'network', uncertain: true })
    const again = await cb.sell(session, input)
    expect(again).toMatchObject({ id: input.id, status: 'done' })
    expect(stand.register.receipts.size).toBe(1)
  })

  it('a timeout repeats with the same id only, and the slow first call is the one receipt', async () => {
    const { stand, cb, session } = await desk({}, { timeoutMs: 150 })
    await cb.openShift(session)
    const input = sale()
    stand.fail({ kind: 'slow', ms: 400 })
    const receipt = await cb.sell(session, input)
    expect(receipt).toMatchObject({ id: input.id, status: 'done' })
    expect(stand.register.receipts.size).toBe(1)
  })

  it('a fiscal code slower than the wait answers pending, and the receipt shows it once Checkbox has it', async () => {
    const { stand, cb, session } = await desk({ fiscalDelayMs: 20 }, { fiscalWaitMs: 100 })
    await cb.openShift(session)
    stand.setFiscalDelay(400)
    const input = sale()
    const first = await cb.sell(session, input)
    expect(first).toMatchObject({ id: input.id, status: 'pending', fiscalCode: null })
    await new Promise((r) => setTimeout(r, 450))
    const later = await cb.getReceipt(session, input.id)
    expect(later).toMatchObject({ status: 'done', fiscalCode: expect.stringMatching(/^\d+$/) as string })
    expect(stand.register.receipts.size).toBe(1)
  })

  it('200 sales with 30 % of calls or their answers dropped: every receipt exactly once, none missing', async () => {
    const { stand, cb, session } = await desk({ fiscalDelayMs: 5 })
    await cb.openShift(session)
    stand.chaos({ drop: 0.15, dropAnswer: 0.15, seed: 2027 })
    const inputs = Array.from({ length: 200 }, (_, i) =>
      sale({
        lines: [{ ...bloodTest, quantity: 1000 + (i % 3) * 1000 }],
        payments: [{ kind: i % 2 ? 'cash' : 'cashless', amount: 23_050 * (1 + (i % 3)) }],
      }),
    )
    const answers = []
    for (const input of inputs) {
      // The payment flow keeps the receipt id and tries again later with it, as many times as it takes.
      for (let tries = 1; ; tries++) {
        try {
          answers.push(await cb.sell(session, input))
          break
        } catch (err) {
          if (tries >= 10) throw err
        }
      }
    }
    stand.chaos(null)
    // About 30 % of the calls met a fault of each kind.
    const { calls, dropped, answersDropped } = stand.stats
    expect(dropped / calls).toBeGreaterThan(0.1)
    expect(answersDropped / calls).toBeGreaterThan(0.1)
    const received = [...stand.register.receipts.values()]
    expect(received).toHaveLength(200)
    expect(new Set(received.map((r) => r.id))).toEqual(new Set(inputs.map((i) => i.id)))
    expect(answers.map((a) => a.id)).toEqual(inputs.map((i) => i.id))
    expect(answers.every((a) => a.status === 'done')).toBe(true)
    expect(new Set(answers.map((a) => a.fiscalCode)).size).toBe(200)
    const { zReport } = await cb.closeShift(session)
    expect(zReport.sellCount).toBe(200)
    const sum = (kind: string) =>
      inputs.flatMap((i) => i.payments).reduce((s, p) => s + (p.kind === kind ? p.amount : 0), 0)
    expect(zReport.payments.find((p) => p.kind === 'cash')?.sellSum).toBe(sum('cash'))
    expect(zReport.payments.find((p) => p.kind === 'cashless')?.sellSum).toBe(sum('cashless'))
  }, 60_000)
})

describe('returns', () => {
  it('a return is linked to its sale and cannot return more than was sold', async () => {
    const { cb, session } = await desk()
    await cb.openShift(session)
    const sold = await cb.sell(
      session,
      sale({ lines: [consultation, bloodTest], payments: [{ kind: 'cashless', amount: 111_100 }] }),
    )
    const back = await cb.refund(session, {
      id: randomUUID(),
      relatedReceiptId: sold.id,
      lines: [{ ...bloodTest, quantity: 1000 }],
      payments: [{ kind: 'cashless', amount: 23_050 }],
    })
    expect(back).toMatchObject({ kind: 'return', status: 'done', relatedReceiptId: sold.id, total: 23_050 })
    await expect(
      cb.refund(session, {
        id: randomUUID(),
        relatedReceiptId: sold.id,
        lines: [consultation, consultation],
        payments: [{ kind: 'cashless', amount: 130_000 }],
      }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('більша за суму продажу') as string,
    })
    await expect(cb.refund(session, { ...sale(), relatedReceiptId: randomUUID() })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('не знайдено') as string,
    })
    const x = await cb.xReport(session)
    expect(x.returnCount).toBe(1)
    expect(x.payments.find((p) => p.kind === 'cashless')).toMatchObject({
      sellSum: 111_100,
      returnSum: 23_050,
    })
  })
})

describe('Z totals', () => {
  it('the Z report sums the receipts by payment type, change and service cash included', async () => {
    const { cb, session } = await desk()
    await cb.openShift(session)
    await cb.serviceCash(session, { id: randomUUID(), direction: 'in', amount: 50_000 })
    // 650 грн paid with a 700 грн note: 50 грн change leaves the drawer.
    await cb.sell(session, sale({ payments: [{ kind: 'cash', amount: 70_000 }] }))
    await cb.sell(session, sale({ lines: [bloodTest], payments: [{ kind: 'cashless', amount: 46_100 }] }))
    await cb.sell(
      session,
      sale({
        lines: [{ ...consultation, discount: 5_000 }],
        payments: [
          { kind: 'cash', amount: 10_000 },
          { kind: 'cashless', amount: 50_000 },
        ],
      }),
    )
    const out = await cb.serviceCash(session, { id: randomUUID(), direction: 'out', amount: 20_000 })
    expect(out).toMatchObject({ kind: 'service-out', total: 20_000, status: 'done' })
    await expect(
      cb.serviceCash(session, { id: randomUUID(), direction: 'out', amount: 10_000_000 }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('Недостатньо готівки') as string,
    })

    const { zReport } = await cb.closeShift(session)
    expect(zReport.payments).toEqual([
      { kind: 'cash', sellSum: 75_000, returnSum: 0, serviceIn: 50_000, serviceOut: 20_000 },
      { kind: 'cashless', sellSum: 96_100, returnSum: 0, serviceIn: 0, serviceOut: 0 },
    ])
    expect(zReport).toMatchObject({ sellCount: 3, returnCount: 0, balance: 50_000 + 75_000 - 20_000 })
  })
})

describe('offline mode', () => {
  it('offline receipts take the reserved numbers in order and reach the tax service in order when back', async () => {
    const { stand, cb, session } = await desk({ clockStart: Date.UTC(2026, 2, 3, 8) })
    await cb.openShift(session)
    const codes = await cb.offlineCodes(session, 5)
    expect(codes).toHaveLength(5)
    await cb.goOffline(session)
    expect(await cb.status(session)).toMatchObject({ offline: true })
    const made = []
    for (let i = 0; i < 3; i++) made.push(await cb.sell(session, sale()))
    expect(made.map((r) => r.fiscalCode)).toEqual(codes.slice(0, 3))
    expect(made.every((r) => r.offline && r.status === 'done')).toBe(true)
    // The Z report waits until the offline receipts are uploaded.
    await expect(cb.closeShift(session)).rejects.toMatchObject({ kind: 'refused' })
    stand.advance(2 * HOUR)
    expect((await cb.status(session)).offlineHoursInRow).toBeCloseTo(2, 2)
    await cb.goOnline(session)
    expect(stand.register.uploads).toEqual(made.map((r) => r.id))
    const online = await cb.sell(session, sale())
    expect(online).toMatchObject({ offline: false })
    expect(codes).not.toContain(online.fiscalCode)
    expect(await cb.status(session)).toMatchObject({
      offline: false,
      offlineHoursInRow: 0,
      offlineHoursThisMonth: expect.closeTo(2, 2) as number,
    })
  })

  it('past 36 hours in a row a sale is refused', async () => {
    const { stand, cb, session } = await desk({ clockStart: Date.UTC(2026, 2, 2, 8) })
    await cb.openShift(session)
    await cb.offlineCodes(session, 3)
    await cb.goOffline(session)
    stand.advance(35 * HOUR)
    await cb.sell(session, sale())
    stand.advance(HOUR)
    await expect(cb.sell(session, sale())).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('36 годин поспіль') as string,
    })
    await cb.goOnline(session)
    expect(stand.register.uploads).toHaveLength(1)
  })

  it('past 168 hours in the month going offline and offline sales are refused', async () => {
    const { stand, cb, session } = await desk({ clockStart: Date.UTC(2026, 2, 1, 0) })
    await cb.openShift(session)
    await cb.offlineCodes(session, 10)
    for (let run = 0; run < 4; run++) {
      await cb.goOffline(session)
      stand.advance(35 * HOUR)
      await cb.goOnline(session)
    }
    await cb.goOffline(session)
    stand.advance(27 * HOUR)
    expect((await cb.status(session)).offlineHoursThisMonth).toBeCloseTo(167, 2)
    await cb.sell(session, sale())
    stand.advance(HOUR)
    await expect(cb.sell(session, sale())).rejects.toMatchObject({
      message: expect.stringContaining('168 годин на місяць') as string,
    })
    await cb.goOnline(session)
    await expect(cb.goOffline(session)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('168 годин на місяць') as string,
    })
  })

  it('an integrator back from offline uploads its receipts with their numbers and dates, in order, once each', async () => {
    const { stand, cb, session } = await desk({ clockStart: Date.UTC(2026, 2, 4, 8) })
    await cb.openShift(session)
    const codes = await cb.offlineCodes(session, 4)
    // Made on our side while Checkbox was not reached: an hour ago and half an hour ago.
    const t0 = Date.UTC(2026, 2, 4, 8)
    stand.advance(2 * HOUR)
    const made = [
      { ...sale(), fiscalCode: codes[0]!, fiscalDate: new Date(t0 + HOUR).toISOString() },
      { ...sale(), fiscalCode: codes[1]!, fiscalDate: new Date(t0 + 1.5 * HOUR).toISOString() },
    ]
    // Not offline yet at Checkbox: refused.
    await expect(cb.uploadOffline(session, made[0]!)).rejects.toMatchObject({ kind: 'refused' })
    await cb.goOffline(session, { at: made[0]!.fiscalDate, fiscalCode: codes[0]! })
    const first = await cb.uploadOffline(session, made[0]!)
    expect(first).toMatchObject({
      status: 'done',
      offline: true,
      fiscalCode: codes[0],
      fiscalDate: made[0]!.fiscalDate,
    })
    // A repeat (its answer lost) is the same receipt; a used number is refused for another receipt.
    expect(await cb.uploadOffline(session, made[0]!)).toMatchObject({ id: first.id, fiscalCode: codes[0] })
    await expect(cb.uploadOffline(session, { ...made[1]!, fiscalCode: codes[0]! })).rejects.toMatchObject({
      kind: 'refused',
    })
    await cb.uploadOffline(session, made[1]!)
    await cb.goOnline(session)
    expect(stand.register.uploads).toEqual(made.map((r) => r.id))
    expect(stand.register.offlinePeriods.at(-1)).toMatchObject({ from: t0 + HOUR })
    // A date before the run, or a run starting before the last one ended, is refused.
    await expect(cb.goOffline(session, { at: new Date(t0).toISOString() })).rejects.toMatchObject({
      kind: 'refused',
    })
  })

  it('going offline without reserved numbers is refused (the law forbids it)', async () => {
    const { cb, session } = await desk()
    await cb.openShift(session)
    await expect(cb.goOffline(session)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('Немає зарезервованих') as string,
    })
  })
})

describe('access', () => {
  it('a forged or absent token is refused, and so is a wrong password or license key', async () => {
    const { stand, cb } = await desk()
    await expect(cb.openShift({ token: 'forged' })).rejects.toMatchObject({
      kind: 'refused',
      message: CHECKBOX_SIGNED_OUT,
    })
    await expect(cb.getReceipt({ token: '' }, randomUUID())).rejects.toMatchObject({
      kind: 'refused',
      message: CHECKBOX_SIGNED_OUT,
    })
    const raw = await fetch(`${stand.url}/api/v1/cashier/shift`, {
      headers: { 'x-client-name': 'test', 'x-client-version': '1' },
    })
    expect(raw.status).toBe(401)
    await expect(cb.signIn({ login: stand.cashier.login, password: 'wrong' })).rejects.toMatchObject({
      kind: 'refused',
    })
    const other = createCheckbox({ apiUrl: stand.url, licenseKey: 'someone-else', backoffMs: 5 })
    await expect(other.signIn({ pinCode: stand.cashier.pinCode })).rejects.toMatchObject({
      message: CHECKBOX_LICENSE,
    })
  })

  it('a PIN with the license key signs in; the client headers are required', async () => {
    const { stand, cb } = await desk()
    const bypin = await cb.signIn({ pinCode: stand.cashier.pinCode })
    expect(await cb.openShift(bypin)).toMatchObject({ status: 'opened' })
    const bare = await fetch(`${stand.url}/api/v1/cashier/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: stand.cashier.login, password: stand.cashier.password }),
    })
    expect(bare.status).toBe(400)
  })

  it('an unreachable Checkbox is a network error that did nothing', async () => {
    const cb = createCheckbox({
      apiUrl: `http://127.0.0.1:${await closedPort()}`,
      licenseKey: 'k',
      retries: 0,
    })
    await expect(cb.sell({ token: 't' }, sale())).rejects.toMatchObject({
      kind: 'network',
      uncertain: false,
      message: CHECKBOX_UNREACHABLE,
    })
  })
})
