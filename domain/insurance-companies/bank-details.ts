/**
 * Ukrainian bank details of a contractor (spec 001 §3 "Contractor": bank name, bank code, settlement
 * account): the bank code is the 6-digit MFO, the settlement account an IBAN — "UA", two check digits
 * and 25 more digits (ISO 13616, checked mod 97). Pure, shared by the zod schemas and their tests.
 */

/** A Ukrainian bank code (MFO): exactly 6 digits. */
export const isMfo = (code: string): boolean => /^\d{6}$/.test(code)

/** The IBAN as stored: spaces dropped, letters upper-cased ("ua21 3223 …" → "UA213223…"). */
export const normalizeIban = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase()

/** A normalised Ukrainian IBAN has the right shape: "UA" and 27 digits. */
export const isUaIbanShape = (iban: string): boolean => /^UA\d{27}$/.test(iban)

/** ISO 13616 remainder: the country and check digits moved to the end, letters as 10–35, mod 97. */
function ibanRemainder(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4)
  let rest = 0
  for (const ch of moved) {
    const n = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55
    rest = (rest * (n > 9 ? 100 : 10) + n) % 97
  }
  return rest
}

/** Whether the IBAN's check digits are right (mod 97 = 1). Expects a normalised IBAN. */
export const ibanCheckDigitsValid = (iban: string): boolean =>
  /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && ibanRemainder(iban) === 1

/** The check digits for a Ukrainian account of 25 digits (bank code + account): for demo data and tests. */
export function uaIban(bankAndAccount: string): string {
  const check = 98 - ibanRemainder(`UA00${bankAndAccount}`)
  return `UA${String(check).padStart(2, '0')}${bankAndAccount}`
}
