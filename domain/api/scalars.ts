/**
 * The one set of scalar schemas every payload, path and query schema builds on, so that no input can
 * reach the database in a form it refuses (which would be a 5xx): strings without NUL bytes or unpaired
 * surrogates, integers within their column type, and ids in paths and queries as plain decimal numbers
 * or uuids — never " 1", "0x10", "1e0", "+1" or "01", which Number() would still read as a record.
 */
import { z } from 'zod'

/** PostgreSQL `integer` (int4): ids, versions, quantities, money in kopiykas. */
export const INT4_MAX = 2_147_483_647
export const INT4_MIN = -2_147_483_648
/** PostgreSQL `smallint`. */
export const INT2_MAX = 32_767

export const scalarMessages = {
  unsafeText: 'Текст містить недопустимі символи',
  plainInteger: 'Вкажіть ціле число лише цифрами (без пробілів, знаків і нулів на початку)',
} as const

// A NUL byte, or a surrogate half standing alone (with the u flag a valid pair is one code point).
// eslint-disable-next-line no-control-regex -- finding the NUL byte is the point
const UNSAFE_TEXT = /[\u0000\p{Cs}]/u

/** True when PostgreSQL can store `s` as sent: no NUL byte and no unpaired surrogate. */
export function isSafeText(s: string): boolean {
  return !UNSAFE_TEXT.test(s)
}

/** Any free text of a payload; takes z.string()'s params and chains .min/.max/.trim as it does. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { message: scalarMessages.unsafeText, abort: true })
}

/** An integer of an int4 column, optionally narrowed. */
export function int4(min = INT4_MIN, max = INT4_MAX) {
  return z.number().int().min(min).max(max)
}

/** A record id in a body (int4 serial). */
export function id() {
  return int4(1)
}

/** A row version (int4, starts at 1; 0 is never stored, so it simply conflicts). */
export function version() {
  return int4(0)
}

/** Plain decimal digits: no sign, spaces, exponent, radix prefix or leading zero. */
export const plainDecimalPattern = '^(?:0|[1-9][0-9]*)$'
const PLAIN_DECIMAL = new RegExp(plainDecimalPattern)

/**
 * A non-negative integer sent as text (a path or query parameter), written as plain decimal digits and
 * within [min, max] (int4 by default); anything else is a 422, so an oversized number never reaches SQL.
 */
export function queryInt(min = 0, max = INT4_MAX) {
  return z
    .string()
    .max(20, scalarMessages.plainInteger)
    .regex(PLAIN_DECIMAL, scalarMessages.plainInteger)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
}

/** A record id in a path or query. */
export function idParam() {
  return queryInt(1)
}

/** A record id or the uuid of a record created offline, in a path or query. */
export function idOrUuidParam() {
  return z.union([z.uuid(), idParam()])
}
