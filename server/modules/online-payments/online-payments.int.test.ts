/**
 * Online card payments against the LiqPay and WayForPay stand-ins over real HTTP (issue 27 §5): a link
 * is made for an order marked for online payment, the patient pays on the stand-in's page, the signed
 * callbacks reach this server and the order becomes paid; a forged callback is refused and changes
 * nothing; repeated and out-of-order callbacks are harmless; a declined card and an unreachable gateway
 * answer what the staff must see.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnlinePayment } from '../../../domain/online-payments/online-payment.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { onlinePayments } from '../../db/schema/online-payments'
import { orders } from '../../db/schema/orders'
import { liqpayData, liqpaySignature } from '../../integrations/liqpay/liqpay-signature'
import {
  startLiqpayStandIn,
  STAND_IN_LIQPAY_KEYS,
  type PaymentStandIn,
} from '../../integrations/liqpay/stand-in'
import { TEST_CARD_APPROVED, TEST_CARD_DECLINED } from '../../integrations/payment-stand-in-kit'
import {
  startWayforpayStandIn,
  STAND_IN_WAYFORPAY,
  type WayforpayStandIn,
} from '../../integrations/wayforpay/stand-in'
import { closedPort } from '../../../tests/support/closed-port'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, newOrder, readOrder } from '../orders/order-fixtures'

let t: TestApp
let server: string
let liqpay: PaymentStandIn
let wfp: WayforpayStandIn
beforeAll(async () => {
  ;[t, liqpay, wfp] = await Promise.all([createTestApp(), startLiqpayStandIn(), startWayforpayStandIn()])
  server = await t.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await Promise.all([t.close(), liqpay.close(), wfp.close()])
})

const settingsUrl = '/api/settings/online-payment-settings'

async function useGateway(provider: 'liqpay' | 'wayforpay', gatewayUrl?: string) {
  const { version } = (await t.as('admin', { method: 'GET', url: settingsUrl })).json<{ version: number }>()
  const keys =
    provider === 'liqpay'
      ? {
          publicKey: STAND_IN_LIQPAY_KEYS.publicKey,
          privateKey: STAND_IN_LIQPAY_KEYS.privateKey,
          merchantDomain: '',
        }
      : {
          publicKey: STAND_IN_WAYFORPAY.merchantAccount,
          privateKey: STAND_IN_WAYFORPAY.secretKey,
          merchantDomain: STAND_IN_WAYFORPAY.merchantDomain,
        }
  const res = await t.as('admin', {
    method: 'PUT',
    url: settingsUrl,
    payload: {
      version,
      provider,
      ...keys,
      gatewayUrl: gatewayUrl ?? (provider === 'liqpay' ? liqpay.url : wfp.url),
      serverUrl: server,
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json<{ privateKey: string }>().privateKey).toBe('')
}

/** A cashier's order with 1 234,50 грн to pay, marked for online payment. */
async function onlineOrder(login = 'cashier'): Promise<McOrder> {
  const order = await newOrder(t, login)
  const res = await callV2(t, login, 'PATCH', `/mc-orders/${order.id}`, {
    version: order.version,
    isOnlinePayment: true,
  })
  expect(res.statusCode, res.body).toBe(200)
  // The sum a priced cart would leave to pay (pricing is not what is tested here).
  await t.db.db.update(orders).set({ toPay: 123_450 }).where(eq(orders.id, order.id))
  return readOrder(t, order.id)
}

const createLink = (orderId: number, login = 'cashier') =>
  callV2(t, login, 'POST', `/mc-orders/${orderId}/online-payment`, {})

async function link(orderId: number): Promise<OnlinePayment> {
  const res = await createLink(orderId)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<OnlinePayment>()
}

/** What the patient does: opens the link and pays with `card` on the stand-in's page. */
async function payOnPage(p: OnlinePayment, card: string): Promise<string> {
  const page = await fetch(p.checkoutUrl!)
  const html = await page.text()
  expect(html).toContain('1234.50 грн')
  const action = /action="([^"]+)"/
    .exec(html)![1]!
    .replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))
  const hidden = [...html.matchAll(/name="([^"]+)" value="([^"]+)"/g)].map((m) => [m[1]!, m[2]!])
  const res = await fetch(new URL(action, p.checkoutUrl!), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...hidden, ['card', card]]).toString(),
  })
  return res.text()
}

const paymentsOf = async (orderId: number) =>
  (await callV2(t, 'cashier', 'GET', `/mc-orders/${orderId}/online-payments`)).json<{
    data: OnlinePayment[]
  }>().data

const stored = async (id: string) =>
  (await t.db.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0]!

describe('LiqPay', () => {
  beforeAll(() => useGateway('liqpay'))

  it('makes a link for the order, the patient pays with the test card, and the order becomes paid', async () => {
    const order = await onlineOrder()
    const p = await link(order.id)
    expect(p).toMatchObject({
      status: 'created',
      statusLabel: 'Очікує оплати',
      amount: 123_450,
      provider: 'liqpay',
    })
    expect(p.checkoutUrl).toMatch(new RegExp(`^${liqpay.url}/api/3/checkout\\?data=`))
    // Pressed again while waiting: the same link, not a second payment.
    expect((await link(order.id)).id).toBe(p.id)

    expect(await payOnPage(p, TEST_CARD_APPROVED)).toContain('Оплачено')
    const sent = liqpay.callbacks.filter((c) => c.reference === p.id)
    expect(sent.map((c) => [c.status, c.answer])).toEqual([
      ['processing', 200],
      ['success', 200],
    ])
    expect((await paymentsOf(order.id))[0]).toMatchObject({
      id: p.id,
      status: 'approved',
      statusLabel: 'Оплачено',
    })
    const after = await readOrder(t, order.id)
    expect(after.paymentStatus).toBe('paid')
    expect(after.state).toBe(order.state)
    // The callback is kept without the payer's card, name or phone.
    const row = await stored(p.id)
    expect(row.lastCallback).toMatchObject({ status: 'success', order_id: p.id })
    expect(JSON.stringify(row.lastCallback)).not.toMatch(/380501234567|Тарас|424242/)
    // A paid order takes no second link.
    const again = await createLink(order.id)
    expect(again.statusCode).toBe(422)
    expect(again.json<{ message: string }>().message).toBe('Замовлення вже оплачено')
  })

  it('refuses a forged callback with 400 and leaves the payment and the order as they were', async () => {
    const order = await onlineOrder()
    const p = await link(order.id)
    const data = liqpayData({
      version: 3,
      public_key: STAND_IN_LIQPAY_KEYS.publicKey,
      status: 'success',
      order_id: p.id,
      amount: 1234.5,
      currency: 'UAH',
    })
    const post = (body: Record<string, string>) =>
      fetch(`${server}/api/api/public/payments/liqpay/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      })
    const forged = [
      { data, signature: liqpaySignature('a guessed key', data) },
      { data, signature: '' },
      { data: data.slice(1), signature: liqpaySignature(STAND_IN_LIQPAY_KEYS.privateKey, data) },
    ]
    for (const body of forged) {
      const res = await post(body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(
        'Підпис платіжного шлюзу не збігається',
      )
    }
    expect((await stored(p.id)).status).toBe('created')
    expect((await readOrder(t, order.id)).paymentStatus).toBe('not_paid')
    // The same body rightly signed is taken: the refusals were the signature's.
    const res = await post({ data, signature: liqpaySignature(STAND_IN_LIQPAY_KEYS.privateKey, data) })
    expect(res.status).toBe(200)
    expect((await readOrder(t, order.id)).paymentStatus).toBe('paid')
  })

  it('a declined card leaves the order unpaid; a refund after approval reverses the payment', async () => {
    const declined = await onlineOrder()
    const d = await link(declined.id)
    expect(await payOnPage(d, TEST_CARD_DECLINED)).toContain('відмовив')
    expect((await paymentsOf(declined.id))[0]!.statusLabel).toBe('Відхилено')
    expect((await readOrder(t, declined.id)).paymentStatus).toBe('not_paid')

    const paid = await onlineOrder()
    const p = await link(paid.id)
    await payOnPage(p, TEST_CARD_APPROVED)
    await liqpay.refund(p.id)
    expect((await stored(p.id)).status).toBe('reversed')
    expect((await readOrder(t, paid.id)).paymentStatus).toBe('not_paid')
  })

  it('a dropped callback is caught up by «оновити статус»; an unreachable gateway answers 502 in Ukrainian', async () => {
    const order = await onlineOrder()
    const p = await link(order.id)
    liqpay.fail('drop-callback')
    await payOnPage(p, TEST_CARD_APPROVED)
    expect((await stored(p.id)).status).toBe('created')
    const refresh = () => callV2(t, 'cashier', 'POST', `/online-payments/${p.id}/refresh`, {})
    const res = await refresh()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<OnlinePayment>().status).toBe('approved')
    expect((await readOrder(t, order.id)).paymentStatus).toBe('paid')

    await useGateway('liqpay', `http://127.0.0.1:${await closedPort()}`)
    try {
      const down = await refresh()
      expect(down.statusCode).toBe(502)
      expect(down.json()).toMatchObject({
        code: 'payment_gateway_failure',
        message: 'Помилка при зверненні до платіжного шлюзу',
      })
    } finally {
      await useGateway('liqpay')
    }
  })

  it('keeps the link to those who may change the order and the orders they see', async () => {
    const order = await onlineOrder()
    // A registrar (crmMcOrdersEditOwn) does not see the cashier's order: 404 as a missing one.
    expect((await createLink(order.id, 'registrar')).statusCode).toBe(404)
    expect((await callV2(t, 'doctor', 'POST', `/mc-orders/${order.id}/online-payment`, {})).statusCode).toBe(
      403,
    )
    const plain = await newOrder(t)
    const res = await createLink(plain.id)
    expect(res.statusCode).toBe(422)
    expect(res.json<{ message: string }>().message).toBe('Замовлення не позначене для онлайн-оплати')
  })
})

describe('WayForPay', () => {
  beforeAll(() => useGateway('wayforpay'))

  it('pays through an invoice; every callback is answered with a signed accept, so none is sent again', async () => {
    const order = await onlineOrder()
    const p = await link(order.id)
    expect(p.checkoutUrl).toBe(`${wfp.url}/pay/invoice/${p.id}`)
    expect(await payOnPage(p, TEST_CARD_APPROVED)).toContain('Оплачено')
    const sent = wfp.callbacks.filter((c) => c.reference === p.id)
    expect(sent.map((c) => c.status)).toEqual(['InProcessing', 'Approved'])
    for (const c of sent) expect(JSON.parse(c.body)).toMatchObject({ orderReference: p.id, status: 'accept' })
    expect((await readOrder(t, order.id)).paymentStatus).toBe('paid')
  })

  it('a callback sent twice is harmless: the order is marked paid once', async () => {
    const order = await onlineOrder()
    const p = await link(order.id)
    const before = (await readOrder(t, order.id)).version
    wfp.fail('duplicate-callback')
    await payOnPage(p, TEST_CARD_APPROVED)
    const sent = wfp.callbacks.filter((c) => c.reference === p.id)
    expect(sent.map((c) => [c.status, c.answer])).toEqual([
      ['InProcessing', 200],
      ['Approved', 200],
      ['Approved', 200],
    ])
    const after = await readOrder(t, order.id)
    expect(after.paymentStatus).toBe('paid')
    expect(after.version).toBe(before + 1)
  })

  it('a late "processing" after "approved" does not undo the approval', async () => {
    const order = await onlineOrder()
    const p = await link(order.id)
    wfp.fail('out-of-order')
    await payOnPage(p, TEST_CARD_APPROVED)
    expect(wfp.callbacks.filter((c) => c.reference === p.id).map((c) => c.status)).toEqual([
      'Approved',
      'InProcessing',
    ])
    const row = await stored(p.id)
    expect(row.status).toBe('approved')
    expect(row.lastCallback).toMatchObject({ transactionStatus: 'InProcessing' })
    expect((await readOrder(t, order.id)).paymentStatus).toBe('paid')
  })

  it('an expired invoice is shown as such; a forged callback is refused', async () => {
    const order = await onlineOrder()
    const p = await link(order.id)
    const forged = await fetch(`${server}/api/api/public/payments/wayforpay/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchantAccount: STAND_IN_WAYFORPAY.merchantAccount,
        orderReference: p.id,
        amount: 1234.5,
        currency: 'UAH',
        transactionStatus: 'Approved',
        reasonCode: 1100,
        merchantSignature: '0'.repeat(32),
      }),
    })
    expect(forged.status).toBe(400)
    await wfp.expire(p.id)
    expect((await paymentsOf(order.id))[0]!.statusLabel).toBe('Термін минув')
    expect((await readOrder(t, order.id)).paymentStatus).toBe('not_paid')
  })

  it('a gateway that cannot be reached answers 502 in the spec’s words, and no link is made', async () => {
    await useGateway('wayforpay', `http://127.0.0.1:${await closedPort()}`)
    const order = await onlineOrder()
    const res = await createLink(order.id)
    expect(res.statusCode).toBe(502)
    expect(res.json<{ message: string }>().message).toBe('Помилка при зверненні до платіжного шлюзу')
    // Back: the same payment (its reference made before the first call) gets its link.
    await useGateway('wayforpay')
    const p = await link(order.id)
    expect((await paymentsOf(order.id)).map((x) => x.id)).toEqual([p.id])
  })
})
