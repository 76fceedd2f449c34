/**
 * Fiscal receipts in the payment flow against the Checkbox stand-in (issue 27 §3): closing an order paid
 * in cash makes exactly one sale receipt with the cart's lines (kopiykas, thousandths) and the amount to
 * pay; without an open shift the close is refused and nothing changes; an answer lost and the provider
 * gone leaves the order paid and the receipt with an offline number, and the upload then finds the one
 * the provider already has instead of selling twice; a return is linked to its sale; a payment type that
 * needs no receipt makes none. The offline mode itself: fiscal-offline.int.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fiscalMessages, type FiscalReceiptView } from '../../../domain/cash-desk/fiscal-receipt.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { kyivDay } from '../../../domain/time/kyiv'
import { onlinePayments } from '../../db/schema/online-payments'
import { applyReport } from '../online-payments/online-payments.repo'
import { fiscalisePaymentReceipts } from '../online-payments/online-payments.service'
import type { CheckboxStandIn } from '../../integrations/checkbox/stand-in'
import type { TestApp } from '../../../tests/support/test-app'
import { callV2, readOrder } from '../orders/order-fixtures'
import { fiscalFixture, type DeskAction, type FiscalFixture } from '../../../tests/support/fiscal-fixtures'

let f: FiscalFixture
let t: TestApp
let stand: CheckboxStandIn

beforeAll(async () => {
  f = await fiscalFixture()
  ;({ t, stand } = f)
})
afterAll(() => f.stop())

const desk = (action: DeskAction) => f.desk(action)
const doneOrder = (payment: string) => f.doneOrder(payment)
const close = (o: McOrder) => f.close(o)
const receiptsOf = (o: McOrder) => f.receiptsOf(o)
const standReceipts = (type: string) => f.standReceipts(type)

describe('paying an order that needs a fiscal receipt', () => {
  it('is refused without an open shift, and nothing changes', async () => {
    const o = await doneOrder('Готівка')
    const res = await close(o)
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toMatchObject({ code: 'fiscal_no_shift', message: fiscalMessages.openShift })
    expect((await readOrder(t, o.id)).state).toBe('done')
    expect(await receiptsOf(o)).toEqual([])
    expect(stand.register.receipts.size).toBe(0)
  })

  it('makes one sale receipt with the cart’s lines and the amount to pay, its fiscal number and page kept', async () => {
    await desk('open-shift')
    const o = await doneOrder('Готівка')
    const res = await close(o)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<McOrder>().state).toBe('payed_cash')

    const [receipt, ...more] = await receiptsOf(o)
    expect(more).toEqual([])
    const sold = standReceipts('SELL')
    expect(sold).toHaveLength(1)
    const mine = sold[0]!
    expect(receipt).toMatchObject({
      id: mine.id,
      kind: 'sale',
      state: 'done',
      fiscalCode: mine.fiscalCode,
      pageUrl: `${stand.receiptPageUrl}/${mine.id}`,
      paymentKind: 'cash',
      total: o.toPay,
      registerName: 'Каса 1',
      shiftSerial: 1,
      createdBy: 'Марія Касирка',
    })
    expect(mine.total).toBe(o.toPay)
    expect(mine.payments).toEqual([{ type: 'CASH', value: o.toPay }])
    // Each line as the calculation priced it: unit price before discounts, units in thousandths.
    const priced = o.priceInfo!.priceCalculation.lines
    expect(receipt!.lines).toEqual(
      priced.map((l) => ({
        code: l.code ?? `${l.kind}-${l.id}`,
        name: l.name,
        price: l.basePrice,
        quantity: l.quantityToPay * 1000,
        discount: l.basePrice * l.quantityToPay - l.toPay,
      })),
    )
    expect(receipt!.lines.map((l) => [l.name, l.quantity])).toContainEqual(['Бахіли одноразові', 3000])
    expect(receipt!.lines.filter((l) => l.quantity === 2000)).toHaveLength(1)
    const goods = (mine.body as { goods: { good: { name: string; price: number }; quantity: number }[] })
      .goods
    expect(goods.map((g) => [g.good.name, g.good.price, g.quantity])).toEqual(
      receipt!.lines.map((l) => [l.name, l.price, l.quantity]),
    )
    const page = await fetch(receipt!.pageUrl!)
    expect(await page.text()).toContain(`Фіскальний чек № ${mine.fiscalCode}`)
  })

  it('keeps the payment when the answer is lost and the provider gone: an offline number, and the upload sells nothing twice', async () => {
    const o = await doneOrder('Готівка')
    const before = standReceipts('SELL').length
    const firstCode = stand.register.reservedCodes[0]
    expect(firstCode).toBeTruthy()
    // Sign-in passes, the sale is made but its answer lost, and every call after it fails.
    stand.fail({ kind: 'slow', ms: 0 })
    stand.fail({ kind: 'drop-answer' })
    stand.chaos({ drop: 1, dropAnswer: 0 })
    const res = await close(o)
    stand.chaos(null)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<McOrder>().state).toBe('payed_cash')
    // The register went offline: the receipt carries the first offline number reserved at the shift's opening.
    const [offline] = await receiptsOf(o)
    expect(offline).toMatchObject({
      kind: 'sale',
      state: 'offline',
      fiscalCode: firstCode,
      offlineCode: firstCode,
    })
    // The provider has it already: the one made before the answer was lost.
    expect(standReceipts('SELL')).toHaveLength(before + 1)
    expect(stand.register.receipts.has(offline!.id)).toBe(true)

    const retry = await callV2(
      t,
      'cashier',
      'POST',
      `/mc-orders/${o.id}/fiscal-receipts/${offline!.id}/fiscalise`,
      {},
    )
    expect(retry.statusCode, retry.body).toBe(409)
    expect(retry.json()).toMatchObject({ message: fiscalMessages.offlineQueued })

    // Uploaded: the provider already has that id, so its own fiscal number is kept — still one receipt.
    const back = await desk('upload-offline')
    expect(back.offline).toMatchObject({ since: null, queued: 0 })
    const [uploaded] = await receiptsOf(o)
    expect(uploaded).toMatchObject({
      id: offline!.id,
      state: 'done',
      fiscalCode: stand.register.receipts.get(offline!.id)!.fiscalCode,
      offlineCode: firstCode,
      lastError: null,
    })
    expect(uploaded!.fiscalCode).not.toBe(firstCode)
    expect(standReceipts('SELL')).toHaveLength(before + 1)
  })

  it('makes no receipt for a payment type that needs none', async () => {
    const o = await doneOrder('Картка')
    const count = stand.register.receipts.size
    const res = await close(o)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<McOrder>().state).toBe('payed_cash')
    expect(await receiptsOf(o)).toEqual([])
    expect(stand.register.receipts.size).toBe(count)
  })
})

describe('a return', () => {
  it('makes a return receipt linked to the sale, once however it is repeated', async () => {
    const o = await doneOrder('Готівка')
    expect((await close(o)).statusCode).toBe(200)
    const [sale] = await receiptsOf(o)
    expect(sale?.state).toBe('done')
    const path = `/mc-orders/${o.id}/fiscal-receipts/${sale!.id}/return`
    expect((await callV2(t, 'registrar', 'POST', path, {})).statusCode).toBe(403)
    const res = await callV2(t, 'cashier', 'POST', path, {})
    expect(res.statusCode, res.body).toBe(200)
    const ret = res.json<FiscalReceiptView>()
    expect(ret).toMatchObject({
      kind: 'return',
      relatedReceiptId: sale!.id,
      state: 'done',
      total: sale!.total,
    })
    const atStand = stand.register.receipts.get(ret.id)!
    expect(atStand).toMatchObject({ type: 'RETURN', relatedReceiptId: sale!.id, total: sale!.total })
    expect(ret.fiscalCode).toBe(atStand.fiscalCode)

    const repeat = await callV2(t, 'cashier', 'POST', path, {})
    expect(repeat.json<FiscalReceiptView>().id).toBe(ret.id)
    expect(standReceipts('RETURN').filter((r) => r.relatedReceiptId === sale!.id)).toHaveLength(1)
    const ofReturn = await callV2(
      t,
      'cashier',
      'POST',
      `/mc-orders/${o.id}/fiscal-receipts/${ret.id}/return`,
      {},
    )
    expect(ofReturn.statusCode).toBe(422)
    expect(ofReturn.json()).toMatchObject({ message: fiscalMessages.notSale })
    expect((await receiptsOf(o)).map((r) => r.kind)).toEqual(['sale', 'return'])
  })

  it('is refused in Ukrainian once the shift is closed', async () => {
    const o = await doneOrder('Готівка')
    expect((await close(o)).statusCode).toBe(200)
    const [sale] = await receiptsOf(o)
    const z = await desk('close-shift')
    // The shift's Z report counts what the receipts took.
    const cash = z.shift?.zReport?.payments.find((p) => p.kind === 'cash')
    expect(cash?.sellSum).toBe(standReceipts('SELL').reduce((s, r) => s + r.total, 0))
    const res = await callV2(
      t,
      'cashier',
      'POST',
      `/mc-orders/${o.id}/fiscal-receipts/${sale!.id}/return`,
      {},
    )
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'fiscal_no_shift', message: fiscalMessages.openShift })
  })
})

describe('the cashbox report', () => {
  it('names the register and shift of each paid order’s sale receipt', async () => {
    const today = kyivDay(new Date())
    const res = await t.as('cashier', {
      method: 'GET',
      url: `/api/reports/cashbox?from=${today}&to=${today}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const rows = res.json<{ rows: Record<string, unknown>[] }>().rows
    const of = (paymentType: string, register: string) =>
      rows.filter((r) => r.paymentType === paymentType && r.register === register)
    // Every sale this file made went on the register's first shift; the card payment had no receipt.
    const sold = standReceipts('SELL').reduce((s, r) => s + r.total, 0)
    expect(of('Готівка', 'Каса 1').map((r) => [r.cashier, r.shift, r.toPay])).toEqual([
      ['Марія Касирка', '№ 1', sold],
    ])
    expect(of('Картка', 'Без фіскального чека').map((r) => [r.shift, r.payments])).toEqual([['—', 1]])
  })
})

describe('an approved online payment', () => {
  /** A payment of the order's amount to pay, approved by the gateway's report. */
  async function approveOnline(o: McOrder) {
    const id = randomUUID()
    const now = new Date()
    await t.db.db.insert(onlinePayments).values({
      id,
      orderId: o.id,
      provider: 'liqpay',
      amount: o.toPay,
      createdAt: now,
      updatedAt: now,
    })
    const applied = await applyReport(
      t.db.db,
      {
        reference: id,
        status: 'approved',
        providerStatus: 'success',
        providerPaymentId: `lp-${id}`,
        amount: o.toPay,
        raw: {},
      },
      now,
    )
    expect(applied?.movedFrom).toBe('created')
    await fiscalisePaymentReceipts({ db: t.db.db, now: () => new Date(), apiBase: '/api' }, applied!)
    return applied!
  }

  /** The gateway's report that the approved payment was refunded, its receipts then sent. */
  async function refund(applied: Awaited<ReturnType<typeof approveOnline>>, o: McOrder) {
    const reversed = await applyReport(
      t.db.db,
      {
        reference: applied.payment.id,
        status: 'reversed',
        providerStatus: 'reversed',
        providerPaymentId: applied.payment.providerPaymentId,
        amount: o.toPay,
        raw: {},
      },
      new Date(),
    )
    expect(reversed?.movedFrom).toBe('approved')
    await fiscalisePaymentReceipts({ db: t.db.db, now: () => new Date(), apiBase: '/api' }, reversed!)
  }

  it('without an open shift keeps its sale receipt waiting, and «Фіскалізувати» sends it once a shift is open', async () => {
    const o = await doneOrder('Готівка')
    const sold = standReceipts('SELL').length
    await approveOnline(o)
    expect((await readOrder(t, o.id)).paymentStatus).toBe('paid')
    const [waiting, ...more] = await receiptsOf(o)
    expect(more).toEqual([])
    expect(waiting).toMatchObject({
      kind: 'sale',
      state: 'pending',
      paymentKind: 'cashless',
      total: o.toPay,
      registerName: 'Каса 1',
      shiftSerial: null,
      lastError: fiscalMessages.waitsForShift,
    })
    expect(standReceipts('SELL')).toHaveLength(sold)

    await desk('open-shift')
    const res = await callV2(
      t,
      'cashier',
      'POST',
      `/mc-orders/${o.id}/fiscal-receipts/${waiting!.id}/fiscalise`,
      {},
    )
    expect(res.statusCode, res.body).toBe(200)
    const mine = standReceipts('SELL').find((r) => r.id === waiting!.id)
    expect(res.json<FiscalReceiptView>()).toMatchObject({
      state: 'done',
      fiscalCode: mine!.fiscalCode,
      lastError: null,
    })
    expect(mine!.payments).toEqual([{ type: 'CASHLESS', value: o.toPay }])
    // The order's own lines, since they make exactly the amount paid.
    expect(res.json<FiscalReceiptView>().lines.map((l) => l.name)).toContain('Бахіли одноразові')

    // Closed at the desk afterwards: paid already, no second sale.
    expect((await close(o)).statusCode).toBe(200)
    expect((await receiptsOf(o)).map((r) => r.kind)).toEqual(['sale'])
    expect(standReceipts('SELL')).toHaveLength(sold + 1)
  })

  it('with a shift open is fiscalised at once, a repeated approval makes nothing more, and a refund returns it', async () => {
    const o = await doneOrder('Готівка')
    const applied = await approveOnline(o)
    const [receipt] = await receiptsOf(o)
    expect(receipt).toMatchObject({ state: 'done', paymentKind: 'cashless', total: o.toPay, shiftSerial: 2 })
    const again = await applyReport(
      t.db.db,
      {
        reference: applied.payment.id,
        status: 'approved',
        providerStatus: 'success',
        providerPaymentId: applied.payment.providerPaymentId,
        amount: o.toPay,
        raw: {},
      },
      new Date(),
    )
    expect(again?.movedFrom).toBeNull()
    expect(await receiptsOf(o)).toHaveLength(1)

    // The gateway refunds it: a return receipt of the whole sale, linked to it, fiscalised at once.
    await refund(applied, o)
    const [sale, ret, ...rest] = await receiptsOf(o)
    expect(rest).toEqual([])
    expect(ret).toMatchObject({
      kind: 'return',
      relatedReceiptId: sale!.id,
      state: 'done',
      paymentKind: 'cashless',
      total: sale!.total,
    })
    expect(stand.register.receipts.get(ret!.id)).toMatchObject({ type: 'RETURN', relatedReceiptId: sale!.id })
    expect((await readOrder(t, o.id)).paymentStatus).toBe('not_paid')
    await desk('close-shift')
  })

  it('refunded before its sale was fiscalised: the return waits for the sale, then both go in order', async () => {
    const o = await doneOrder('Готівка')
    const applied = await approveOnline(o)
    await refund(applied, o)
    // No shift: both wait, nothing went to the register.
    const [sale, ret, ...rest] = await receiptsOf(o)
    expect(rest).toEqual([])
    expect(sale).toMatchObject({ kind: 'sale', state: 'pending', lastError: fiscalMessages.waitsForShift })
    expect(ret).toMatchObject({ kind: 'return', relatedReceiptId: sale!.id, state: 'pending' })
    expect(stand.register.receipts.has(sale!.id)).toBe(false)

    // A shift opens; «Фіскалізувати» on the return first: it waits for its sale, and says so.
    await desk('open-shift')
    const retry = (id: string) =>
      callV2(t, 'cashier', 'POST', `/mc-orders/${o.id}/fiscal-receipts/${id}/fiscalise`, {})
    const early = await retry(ret!.id)
    expect(early.statusCode, early.body).toBe(200)
    expect(early.json<FiscalReceiptView>()).toMatchObject({
      state: 'pending',
      lastError: fiscalMessages.waitsForSale,
    })
    expect(stand.register.receipts.has(ret!.id)).toBe(false)
    // The sale, then the return: the register has both, the return linked to the sale.
    expect((await retry(sale!.id)).json<FiscalReceiptView>()).toMatchObject({ state: 'done' })
    expect((await retry(ret!.id)).json<FiscalReceiptView>()).toMatchObject({ state: 'done', lastError: null })
    expect(stand.register.receipts.get(ret!.id)).toMatchObject({ type: 'RETURN', relatedReceiptId: sale!.id })
    await desk('close-shift')
  })
})
