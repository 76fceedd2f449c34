/**
 * What the product needs of a card payment gateway (issue 27 §5, domain notes G4), so LiqPay and
 * WayForPay (and another later) sit behind one interface: make a payment for an order — its reference
 * made by us before the first call, so asking again can never make a second one — and give back the
 * page where the patient pays; verify and read a callback; answer it as the gateway requires; ask a
 * payment's status. Amounts are kopiykas here; each adapter writes them as its gateway wants.
 */
import type {
  OnlinePaymentProvider,
  OnlinePaymentStatus,
} from '../../domain/online-payments/online-payment.schema'

export interface GatewayCredentials {
  /** LiqPay public_key; WayForPay merchantAccount. */
  publicKey: string
  /** LiqPay private_key; WayForPay secretKey. */
  privateKey: string
  /** WayForPay merchantDomainName. */
  merchantDomain: string
  /** The gateway's base address; empty: the provider's own. */
  gatewayUrl: string
}

export interface NewGatewayPayment {
  /** Our order reference: the payment's uuid. */
  reference: string
  /** Kopiykas. */
  amount: number
  currency: 'UAH'
  description: string
  /** Where the gateway posts its callbacks. */
  callbackUrl: string
  createdAt: Date
}

/** What a gateway says of a payment (a callback or a status answer), without personal data. */
export interface GatewayReport {
  reference: string
  /** null: a status of the gateway's that means nothing to us (kept in `raw`). */
  status: OnlinePaymentStatus | null
  providerStatus: string
  providerPaymentId: string | null
  /** Kopiykas, as the gateway reported it. */
  amount: number | null
  /** The gateway's fields that name no person (no card, name, phone or e-mail). */
  raw: Record<string, unknown>
}

/** The answer a callback must get: LiqPay takes any 200, WayForPay a signed accept. */
export interface CallbackAnswer {
  contentType: string
  body: string
}

export interface OnlinePaymentGateway {
  provider: OnlinePaymentProvider
  /** The page where the patient pays. Throws GatewayError. */
  createPayment(p: NewGatewayPayment): Promise<{ checkoutUrl: string; providerPaymentId: string | null }>
  /** The callback's report when its signature and merchant are ours, else null. */
  parseCallback(rawBody: string): GatewayReport | null
  callbackAnswer(report: GatewayReport, now: Date): CallbackAnswer
  /** The payment as the gateway knows it now; null when it knows none. Throws GatewayError. */
  status(reference: string): Promise<GatewayReport | null>
}

/** The gateway could not be reached, or answered what we cannot use. */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'network' | 'refused',
    message: string,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

/** Kopiykas as the gateways write hryvnias: 12345 → 123.45, 10000 → 100. */
export const hryvnias = (kopiykas: number): number => Math.round(kopiykas) / 100

/** Hryvnias a gateway wrote, as kopiykas; null when it is not a sum. */
export function kopiykasOf(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null
}

/** JSON (or form) POST with a timeout; a network failure or a non-2xx answer is a GatewayError. */
export async function postToGateway(
  url: string,
  body: string,
  contentType: string,
  timeoutMs = 10_000,
): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    throw new GatewayError('network', 'gateway unreachable')
  }
  if (!res.ok) throw new GatewayError('refused', `gateway answered ${res.status}`)
  try {
    return (await res.json()) as unknown
  } catch {
    throw new GatewayError('refused', 'gateway answered no JSON')
  }
}
