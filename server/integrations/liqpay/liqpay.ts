/**
 * The LiqPay adapter (domain notes G4): the checkout is LiqPay's page opened with the signed `data` and
 * `signature` (made here, no call needed); callbacks come as form fields `data` and `signature` to our
 * server_url; the status is asked through the server API (`/api/request`, action "status"). LiqPay's
 * statuses map: success → approved; failure, error → declined; reversed → reversed; the waiting ones →
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
import { liqpayData, liqpayDecode, liqpaySignature, liqpayVerify } from './liqpay-signature'

const DEFAULT_URL = 'https://www.liqpay.ua'

const WAITING = new Set([
  'processing',
  'prepared',
  'wait_secure',
  'wait_accept',
  'wait_lc',
  'wait_reserve',
  'wait_compensation',
  'wait_card',
  'wait_qr',
  'wait_sender',
  'hold_wait',
  'cash_wait',
  '3ds_verify',
  'cvv_verify',
  'otp_verify',
  'password_verify',
  'phone_verify',
  'pin_verify',
  'captcha_verify',
  'sender_verify',
  'senderapp_verify',
  'receiver_verify',
  'invoice_wait',
])

/** A LiqPay status as ours; null for one that means nothing to a payment (e.g. subscribed). */
export function liqpayStatus(s: string): OnlinePaymentStatus | null {
  if (s === 'success' || s === 'sandbox') return 'approved'
  if (s === 'failure' || s === 'error') return 'declined'
  if (s === 'reversed') return 'reversed'
  return WAITING.has(s) ? 'processing' : null
}

/** The callback's or status answer's fields that name no person. */
const KEPT = [
  'action',
  'status',
  'err_code',
  'payment_id',
  'order_id',
  'liqpay_order_id',
  'amount',
  'currency',
  'create_date',
  'end_date',
  'transaction_id',
  'version',
  'type',
  'paytype',
]

function reportOf(body: Record<string, unknown>): GatewayReport | null {
  if (typeof body.order_id !== 'string' || typeof body.status !== 'string') return null
  const raw = Object.fromEntries(KEPT.filter((k) => k in body).map((k) => [k, body[k]]))
  const id = body.payment_id
  return {
    reference: body.order_id,
    status: liqpayStatus(body.status),
    providerStatus: body.status,
    providerPaymentId: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    amount: kopiykasOf(body.amount),
    raw,
  }
}

/** `data` and `signature` of a callback: form fields as LiqPay posts them (a JSON object is read too). */
function callbackFields(raw: string): { data: string | null; signature: string | null } {
  if (raw.trimStart().startsWith('{')) {
    try {
      const o = JSON.parse(raw) as Record<string, unknown>
      const str = (v: unknown) => (typeof v === 'string' ? v : null)
      return { data: str(o.data), signature: str(o.signature) }
    } catch {
      return { data: null, signature: null }
    }
  }
  const form = new URLSearchParams(raw)
  return { data: form.get('data'), signature: form.get('signature') }
}

export function createLiqpay(c: GatewayCredentials): OnlinePaymentGateway {
  const base = (c.gatewayUrl || DEFAULT_URL).replace(/\/+$/, '')
  const signed = (params: Record<string, unknown>) => {
    const data = liqpayData({ version: 3, public_key: c.publicKey, ...params })
    return { data, signature: liqpaySignature(c.privateKey, data) }
  }
  return {
    provider: 'liqpay',
    createPayment: async (p) => {
      const { data, signature } = signed({
        action: 'pay',
        amount: hryvnias(p.amount),
        currency: p.currency,
        description: p.description,
        order_id: p.reference,
        server_url: p.callbackUrl,
        language: 'uk',
      })
      const q = new URLSearchParams({ data, signature })
      return { checkoutUrl: `${base}/api/3/checkout?${q.toString()}`, providerPaymentId: null }
    },
    parseCallback: (rawBody) => {
      const { data, signature } = callbackFields(rawBody)
      if (!data || !signature || !liqpayVerify(c.privateKey, data, signature)) return null
      const body = liqpayDecode(data)
      if (!body || body.public_key !== c.publicKey) return null
      return reportOf(body)
    },
    // LiqPay takes any 200 answer; it retries otherwise.
    callbackAnswer: () => ({ contentType: 'text/plain; charset=utf-8', body: 'OK' }),
    status: async (reference) => {
      const { data, signature } = signed({ action: 'status', order_id: reference })
      const answer = await postToGateway(
        `${base}/api/request`,
        new URLSearchParams({ data, signature }).toString(),
        'application/x-www-form-urlencoded',
      )
      const body = (answer ?? {}) as Record<string, unknown>
      if (body.result === 'error' || body.status === 'error') {
        if (body.err_code === 'payment_not_found' || body.err_code === 'order_not_found') return null
        throw new GatewayError('refused', 'liqpay refused the status request')
      }
      const report = reportOf(body)
      if (!report) throw new GatewayError('refused', 'liqpay answered no status')
      return report
    },
  }
}
