/**
 * A local LiqPay for tests and the demo (domain notes G4): the checkout page `/api/3/checkout?data&signature`
 * (the signature checked as LiqPay checks it) where a test card pays or is declined, signed callbacks
 * (`data` + `signature` form fields) to the payment's server_url — "processing" then the final status —
 * and the status API `/api/request` (action "status"). Scripted faults: the next payment's callbacks
 * dropped, sent twice or out of order; `refund` sends a "reversed" callback.
 */
import { randomInt } from 'node:crypto'
import Fastify from 'fastify'
import { kopiykasOf } from '../online-payment-gateway'
import {
  callbackSequence,
  checkoutPage,
  formOf,
  notFoundPage,
  postCallback,
  resultPage,
  TEST_CARD_APPROVED,
  TEST_CARD_DECLINED,
  type CallbackFault,
  type StandInPayment,
} from '../payment-stand-in-kit'
import { liqpayData, liqpayDecode, liqpaySignature, liqpayVerify } from './liqpay-signature'

export const STAND_IN_LIQPAY_KEYS = {
  publicKey: 'sandbox_i00000000001',
  privateKey: 'sandbox_stand-in-private-key',
}

export interface PaymentStandIn {
  url: string
  payments: Map<string, StandInPayment>
  /** Every callback sent, with what our server answered. */
  callbacks: { reference: string; status: string; answer: number; body: string }[]
  /** The next paid payment's callbacks meet this fault. */
  fail(fault: CallbackFault): void
  /** What the checkout page does with a card number: the gateway's final status word. */
  pay(reference: string, card: string): Promise<string>
  /** Refunds an approved payment and sends its callback. */
  refund(reference: string): Promise<void>
  close(): Promise<void>
}

export async function startLiqpayStandIn({
  port = 0,
  keys = STAND_IN_LIQPAY_KEYS,
}: { port?: number; keys?: { publicKey: string; privateKey: string } } = {}): Promise<PaymentStandIn> {
  const payments = new Map<string, StandInPayment>()
  const callbacks: PaymentStandIn['callbacks'] = []
  const faults: CallbackFault[] = []
  const app = Fastify({ logger: false })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  )

  const bodyOf = (p: StandInPayment, status: string) => ({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    status,
    payment_id: Number(p.paymentId),
    order_id: p.reference,
    amount: p.amount / 100,
    currency: 'UAH',
    description: p.description,
    // Personal data a real callback carries; the product must not keep it.
    sender_card_mask2: '424242*42',
    sender_first_name: 'Тарас',
    sender_phone: '380501234567',
  })
  const send = async (p: StandInPayment, statuses: string[]) => {
    for (const status of statuses) {
      const data = liqpayData(bodyOf(p, status))
      const form = new URLSearchParams({ data, signature: liqpaySignature(keys.privateKey, data) })
      const answer = await postCallback(p.callbackUrl, form.toString(), 'application/x-www-form-urlencoded')
      callbacks.push({ reference: p.reference, status, answer: answer.status, body: answer.body })
    }
  }
  const pay = async (reference: string, card: string) => {
    const p = payments.get(reference)
    if (!p) throw new Error('no such payment')
    if (p.status === 'success') return p.status
    const digits = card.replace(/\D/g, '')
    p.status = digits === TEST_CARD_APPROVED ? 'success' : 'failure'
    if (digits !== TEST_CARD_APPROVED && digits !== TEST_CARD_DECLINED) p.status = 'error'
    await send(p, callbackSequence('processing', p.status, faults.shift()))
    return p.status
  }
  /** The signed data of a request, or null. */
  const signedData = (data: string | null, signature: string | null) =>
    data && signature && liqpayVerify(keys.privateKey, data, signature) ? liqpayDecode(data) : null

  app.get('/api/3/checkout', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>
    const d = signedData(q.data ?? null, q.signature ?? null)
    if (!d || d.public_key !== keys.publicKey || typeof d.order_id !== 'string')
      return reply.code(400).type('text/html; charset=utf-8').send(notFoundPage('Невірний підпис запиту'))
    let p = payments.get(d.order_id)
    if (!p) {
      p = {
        reference: d.order_id,
        amount: kopiykasOf(d.amount) ?? 0,
        description: typeof d.description === 'string' ? d.description : '',
        callbackUrl: typeof d.server_url === 'string' ? d.server_url : '',
        status: 'created',
        paymentId: String(randomInt(1_000_000, 9_999_999)),
      }
      payments.set(p.reference, p)
    }
    if (p.status === 'success') return reply.type('text/html; charset=utf-8').send(resultPage('LiqPay', true))
    return reply
      .type('text/html; charset=utf-8')
      .send(checkoutPage('LiqPay', p, '/api/3/checkout/pay', { order_id: p.reference }))
  })
  app.post('/api/3/checkout/pay', async (req, reply) => {
    const form = formOf(req.body)
    const reference = form.get('order_id') ?? ''
    if (!payments.has(reference))
      return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage('Платіж не знайдено'))
    const status = await pay(reference, form.get('card') ?? '')
    return reply.type('text/html; charset=utf-8').send(resultPage('LiqPay', status === 'success'))
  })
  app.post('/api/request', async (req, reply) => {
    const form = formOf(req.body)
    const d = signedData(form.get('data'), form.get('signature'))
    if (!d || d.public_key !== keys.publicKey)
      return reply.send({ result: 'error', err_code: 'err_signature', err_description: 'Invalid signature' })
    if (d.action !== 'status') return reply.send({ result: 'error', err_code: 'err_action' })
    const p = payments.get(String(d.order_id))
    if (!p || p.status === 'created') return reply.send({ result: 'error', err_code: 'payment_not_found' })
    const { sender_card_mask2: _c, sender_first_name: _n, sender_phone: _p, ...body } = bodyOf(p, p.status)
    return reply.send({ result: 'ok', ...body })
  })

  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  return {
    url,
    payments,
    callbacks,
    fail: (fault) => void faults.push(fault),
    pay,
    refund: async (reference) => {
      const p = payments.get(reference)
      if (p?.status !== 'success') throw new Error('only a paid payment is refunded')
      p.status = 'reversed'
      await send(p, ['reversed'])
    },
    close: () => app.close(),
  }
}
