/**
 * A local WayForPay for tests and the demo (domain notes G4): the API `/api` — CREATE_INVOICE (signed
 * like a purchase; the same orderReference again answers the same invoice) and CHECK_STATUS (an invoice
 * not paid yet answers 1112, as an order the gateway does not know) —, the invoice page
 * `/pay/invoice/<reference>` where a test card pays or is declined, and signed JSON callbacks to the
 * serviceUrl — "InProcessing" then the final status — each sent again (3 times at most) until it is
 * answered with a correctly signed accept. Scripted faults as the LiqPay stand-in's; `refund` sends
 * "Refunded", `expire` "Expired".
 */
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
  type CallbackFault,
  type StandInPayment,
} from '../payment-stand-in-kit'
import type { PaymentStandIn } from '../liqpay/stand-in'
import { callbackParts, wayforpaySignature, wayforpayVerify } from './wayforpay-signature'

export const STAND_IN_WAYFORPAY = {
  merchantAccount: 'stand_in_merchant',
  secretKey: 'stand-in-wayforpay-secret',
  merchantDomain: 'clinic.local',
}

export interface WayforpayStandIn extends PaymentStandIn {
  expire(reference: string): Promise<void>
}

const REASON = { Approved: 1100, Declined: 1101, InProcessing: 1134, Refunded: 1100, Expired: 1133 } as const

export async function startWayforpayStandIn({
  port = 0,
  merchant = STAND_IN_WAYFORPAY,
}: { port?: number; merchant?: typeof STAND_IN_WAYFORPAY } = {}): Promise<WayforpayStandIn> {
  const payments = new Map<string, StandInPayment>()
  const callbacks: PaymentStandIn['callbacks'] = []
  const faults: CallbackFault[] = []
  const app = Fastify({ logger: false })
  // WayForPay's own requests are JSON; the invoice page's form is urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  )

  const signed = (p: StandInPayment, status: string) => {
    const body: Record<string, unknown> = {
      merchantAccount: merchant.merchantAccount,
      orderReference: p.reference,
      amount: p.amount / 100,
      currency: 'UAH',
      authCode: status === 'InProcessing' ? '' : p.paymentId,
      // Personal data a real callback carries; the product must not keep it.
      email: 'patient@example.com',
      phone: '380501234567',
      cardPan: '42****4242',
      transactionStatus: status,
      reasonCode: REASON[status as keyof typeof REASON] ?? 1100,
      reason: status === 'Declined' ? 'Declined by bank' : 'Ok',
      createdDate: 1_700_000_000,
    }
    body.merchantSignature = wayforpaySignature(merchant.secretKey, callbackParts(body))
    return body
  }
  /** Our answer is a signed accept of this very order. */
  const accepted = (p: StandInPayment, text: string) => {
    try {
      const a = JSON.parse(text) as Record<string, unknown>
      return (
        a.orderReference === p.reference &&
        a.status === 'accept' &&
        typeof a.time === 'number' &&
        wayforpayVerify(merchant.secretKey, [p.reference, 'accept', a.time], a.signature)
      )
    } catch {
      return false
    }
  }
  const send = async (p: StandInPayment, statuses: string[]) => {
    for (const status of statuses)
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await postCallback(
          p.callbackUrl,
          JSON.stringify(signed(p, status)),
          'application/json',
        )
        callbacks.push({ reference: p.reference, status, answer: answer.status, body: answer.body })
        if (answer.status === 200 && accepted(p, answer.body)) break
        await new Promise((r) => setTimeout(r, 50))
      }
  }
  const pay = async (reference: string, card: string) => {
    const p = payments.get(reference)
    if (!p) throw new Error('no such payment')
    if (p.status === 'Approved') return p.status
    p.status = card.replace(/\D/g, '') === TEST_CARD_APPROVED ? 'Approved' : 'Declined'
    await send(p, callbackSequence('InProcessing', p.status, faults.shift()))
    return p.status
  }
  const invoicePath = (reference: string) => `/pay/invoice/${encodeURIComponent(reference)}`

  app.post('/api', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>
    if (b.merchantAccount !== merchant.merchantAccount)
      return reply.send({ reason: 'Invalid merchant account', reasonCode: 1113 })
    if (b.transactionType === 'CREATE_INVOICE') {
      const names = Array.isArray(b.productName) ? b.productName : []
      const counts = Array.isArray(b.productCount) ? b.productCount : []
      const prices = Array.isArray(b.productPrice) ? b.productPrice : []
      const parts = [
        b.merchantAccount,
        b.merchantDomainName,
        b.orderReference,
        b.orderDate,
        b.amount,
        b.currency,
      ]
      if (parts.some((v) => typeof v !== 'string' && typeof v !== 'number'))
        return reply.send({ reason: 'Invalid request', reasonCode: 1109 })
      const ok = wayforpayVerify(
        merchant.secretKey,
        [...(parts as (string | number)[]), names, counts, prices] as never,
        b.merchantSignature,
      )
      if (!ok) return reply.send({ reason: 'Invalid signature', reasonCode: 1111 })
      const reference = String(b.orderReference)
      if (!payments.has(reference))
        payments.set(reference, {
          reference,
          amount: kopiykasOf(b.amount) ?? 0,
          description: String(names[0] ?? ''),
          callbackUrl: typeof b.serviceUrl === 'string' ? b.serviceUrl : '',
          status: 'created',
          paymentId: String(100000 + payments.size),
        })
      const url = `${new URL(req.url, `http://${req.headers.host}`).origin}${invoicePath(reference)}`
      return reply.send({ reason: 'Ok', reasonCode: 1100, invoiceUrl: url, qrCode: url })
    }
    if (b.transactionType === 'CHECK_STATUS') {
      if (
        typeof b.orderReference !== 'string' ||
        !wayforpayVerify(
          merchant.secretKey,
          [merchant.merchantAccount, b.orderReference],
          b.merchantSignature,
        )
      )
        return reply.send({ reason: 'Invalid signature', reasonCode: 1111 })
      const p = payments.get(b.orderReference)
      if (!p || p.status === 'created') return reply.send({ reason: 'Order not found', reasonCode: 1112 })
      const { email: _e, phone: _p, ...body } = signed(p, p.status)
      return reply.send(body)
    }
    return reply.send({ reason: 'Unknown transaction type', reasonCode: 1109 })
  })
  app.get('/pay/invoice/:ref', async (req, reply) => {
    const p = payments.get((req.params as { ref: string }).ref)
    if (!p) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage('Рахунок не знайдено'))
    if (p.status === 'Approved')
      return reply.type('text/html; charset=utf-8').send(resultPage('WayForPay', true))
    return reply
      .type('text/html; charset=utf-8')
      .send(checkoutPage('WayForPay', p, invoicePath(p.reference), {}))
  })
  app.post('/pay/invoice/:ref', async (req, reply) => {
    const reference = (req.params as { ref: string }).ref
    if (!payments.has(reference))
      return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage('Рахунок не знайдено'))
    const status = await pay(reference, formOf(req.body).get('card') ?? '')
    return reply.type('text/html; charset=utf-8').send(resultPage('WayForPay', status === 'Approved'))
  })

  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  const finalCallback = async (reference: string, from: string[], to: string) => {
    const p = payments.get(reference)
    if (!p || !from.includes(p.status)) throw new Error(`payment ${reference} cannot become ${to}`)
    p.status = to
    await send(p, [to])
  }
  return {
    url,
    payments,
    callbacks,
    fail: (fault) => void faults.push(fault),
    pay,
    refund: (reference) => finalCallback(reference, ['Approved'], 'Refunded'),
    expire: (reference) => finalCallback(reference, ['created'], 'Expired'),
    close: () => app.close(),
  }
}
