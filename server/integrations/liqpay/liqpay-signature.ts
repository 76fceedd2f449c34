/**
 * LiqPay's signing rules (domain notes G4): `data` is the request's JSON in base64, and its `signature`
 * is base64(sha1(private_key + data + private_key)); a callback is checked by computing the same over
 * its `data` and comparing in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

/** base64 of the JSON of `params`. */
export const liqpayData = (params: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(params), 'utf8').toString('base64')

/** base64(sha1(privateKey + data + privateKey)). */
export const liqpaySignature = (privateKey: string, data: string): string =>
  createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64')

/** True when `signature` is `data`'s signature under `privateKey`. */
export function liqpayVerify(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(liqpaySignature(privateKey, data))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The JSON object inside `data`, or null. */
export function liqpayDecode(data: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}
