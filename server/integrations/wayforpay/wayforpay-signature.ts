/**
 * WayForPay's signing rules (domain notes G4): HMAC-MD5 under the merchant's secret key, hex, over the
 * fields joined by ";" in UTF-8 — for a purchase or an invoice merchantAccount; merchantDomainName;
 * orderReference; orderDate; amount; currency; the product names, counts and prices; for a callback or a
 * status answer merchantAccount; orderReference; amount; currency; authCode; cardPan;
 * transactionStatus; reasonCode; for our answer to a callback orderReference; status; time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

type Part = string | number | readonly (string | number)[]

/** HMAC-MD5 (hex) of the parts joined by ";" (lists spread in place). */
export function wayforpaySignature(secretKey: string, parts: readonly Part[]): string {
  const flat = parts.flatMap((p): (string | number)[] => (typeof p === 'object' ? [...p] : [p])).map(String)
  return createHmac('md5', secretKey).update(flat.join(';'), 'utf8').digest('hex')
}

/** True when `signature` is the parts' signature (constant-time). */
export function wayforpayVerify(secretKey: string, parts: readonly Part[], signature: unknown): boolean {
  if (typeof signature !== 'string') return false
  const expected = Buffer.from(wayforpaySignature(secretKey, parts))
  const given = Buffer.from(signature.toLowerCase())
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The fields a callback's and a status answer's merchantSignature covers, from its body. */
export const callbackParts = (b: Record<string, unknown>): (string | number)[] =>
  [
    'merchantAccount',
    'orderReference',
    'amount',
    'currency',
    'authCode',
    'cardPan',
    'transactionStatus',
    'reasonCode',
  ].map((k) => {
    const v = b[k]
    return typeof v === 'string' || typeof v === 'number' ? v : ''
  })
