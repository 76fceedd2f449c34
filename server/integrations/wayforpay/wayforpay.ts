/**
 * The WayForPay adapter (domain notes G4): a payment is an invoice made through the API
 * (transactionType CREATE_INVOICE, signed like a purchase) whose `invoiceUrl` is the page the patient
 * pays on; callbacks come as JSON to our serviceUrl and must be answered with a signed accept, or the
 * gateway sends them again; the status is asked with CHECK_STATUS. WayForPay's statuses map: Approved →
 * approved; Declined → declined; Expired → expired; Refunded, Voided → reversed; the waiting ones →
 * processing.
 */
import type { OnlinePaymentStatus } from '../../../domain/online-payments/online-payment.schema'
import {
  GatewayError,
  hryvnias,
  kopiykasOf,
  postToGateway,
  type GatewayCredentials,
  type GatewayReport,
  type OnlinePaymentGateway,
} from '../online-payment-gateway'
import { callbackParts, wayforpaySignature, wayforpayVerify } from './wayforpay-signature'

const DEFAULT_API = 'https://api.wayforpay.com'

const STATUSES: Record<string, OnlinePaymentStatus> = {
  Approved: 'approved',
  Declined: 'declined',
  Expired: 'expired',
  Refunded: 'reversed',
  Voided: 'reversed',
  InProcessing: 'processing',
  Pending: 'processing',
  WaitingAuthComplete: 'processing',
  RefundInProcessing: 'processing',
}

/** A WayForPay transactionStatus as ours; null for one we do not know. */
export const wayforpayStatus = (s: string): OnlinePaymentStatus | null => STATUSES[s] ?? null

/** The callback's or status answer's fields that name no person (no e-mail, phone, card or name). */
const KEPT = [
  'orderReference',
  'transactionStatus',
  'reason',
  'reasonCode',
  'amount',
  'currency',
  'authCode',
  'createdDate',
  'processingDate',
  'paymentSystem',
  'fee',
]

function reportOf(body: Record<string, unknown>): GatewayReport | null {
  if (typeof body.orderReference !== 'string' || typeof body.transactionStatus !== 'string') return null
  const auth = body.authCode
  return {
    reference: body.orderReference,
    status: wayforpayStatus(body.transactionStatus),
    providerStatus: body.transactionStatus,
    providerPaymentId: typeof auth === 'string' && auth !== '' ? auth : null,
    amount: kopiykasOf(body.amount),
    raw: Object.fromEntries(KEPT.filter((k) => k in body).map((k) => [k, body[k]])),
  }
}

const parseJson = (raw: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(raw)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function createWayforpay(c: GatewayCredentials): OnlinePaymentGateway {
  const api = `${(c.gatewayUrl || DEFAULT_API).replace(/\/+$/, '')}/api`
  const signedBy = (b: Record<string, unknown>) =>
    b.merchantAccount === c.publicKey && wayforpayVerify(c.privateKey, callbackParts(b), b.merchantSignature)
  const call = async (body: Record<string, unknown>) =>
    ((await postToGateway(api, JSON.stringify(body), 'application/json')) ?? {}) as Record<string, unknown>
  return {
    provider: 'wayforpay',
    createPayment: async (p) => {
      const orderDate = Math.floor(p.createdAt.getTime() / 1000)
      const amount = hryvnias(p.amount)
      const product = { productName: [p.description], productCount: [1], productPrice: [amount] }
      const merchantSignature = wayforpaySignature(c.privateKey, [
        c.publicKey,
        c.merchantDomain,
        p.reference,
        orderDate,
        amount,
        p.currency,
        product.productName,
        product.productCount,
        product.productPrice,
      ])
      const answer = await call({
        transactionType: 'CREATE_INVOICE',
        merchantAccount: c.publicKey,
        merchantAuthType: 'SimpleSignature',
        merchantDomainName: c.merchantDomain,
        merchantSignature,
        apiVersion: 1,
        language: 'UA',
        serviceUrl: p.callbackUrl,
        orderReference: p.reference,
        orderDate,
        amount,
        currency: p.currency,
        ...product,
      })
      if (Number(answer.reasonCode) !== 1100 || typeof answer.invoiceUrl !== 'string')
        throw new GatewayError('refused', 'wayforpay refused the invoice')
      return { checkoutUrl: answer.invoiceUrl, providerPaymentId: null }
    },
    parseCallback: (rawBody) => {
      const body = parseJson(rawBody)
      return body && signedBy(body) ? reportOf(body) : null
    },
    callbackAnswer: (report, now) => {
      const time = Math.floor(now.getTime() / 1000)
      const signature = wayforpaySignature(c.privateKey, [report.reference, 'accept', time])
      return {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ orderReference: report.reference, status: 'accept', time, signature }),
      }
    },
    status: async (reference) => {
      const answer = await call({
        transactionType: 'CHECK_STATUS',
        merchantAccount: c.publicKey,
        orderReference: reference,
        merchantSignature: wayforpaySignature(c.privateKey, [c.publicKey, reference]),
        apiVersion: 1,
      })
      // 1112: no such order at the gateway (not paid, not even opened).
      if (Number(answer.reasonCode) === 1112 || answer.transactionStatus === undefined) return null
      if (!signedBy(answer)) throw new GatewayError('refused', 'wayforpay status answer is not signed by it')
      return reportOf(answer)
    },
  }
}
