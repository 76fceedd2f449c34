/**
 * Input masks of the patient search form (spec 000 §2.5, §5): birthday ##.##.####, phone
 * +38(###)###-##-## when applyUaPhoneMask is on, and what is sent: the birthday as YYYY-MM-DD, the
 * phone without "+ ( ) - _". Written by hand: the project has no mask library yet.
 */
import { birthdayIso } from '../../../domain/search/normalize'

/** Lays `digits` over a pattern where # is a digit; stops at the first # without a digit. */
function lay(pattern: string, digits: string): string {
  let out = ''
  let d = 0
  for (const ch of pattern) {
    if (d >= digits.length) break
    if (ch === '#') out += digits[d++]
    else out += ch
  }
  return out
}

/** "05031987" or "05.03.1987" as typed → "05.03.1987" (partial while typing). */
export function maskBirthday(text: string): string {
  return lay('##.##.####', text.replace(/\D+/g, '').slice(0, 8))
}

/** Any typed phone → "+38(067)123-45-67" (partial while typing); a leading 38 or 380 is the prefix. */
export function maskPhone(text: string, applyUaPhoneMask = true): string {
  if (!applyUaPhoneMask) return text
  let digits = text.replace(/\D+/g, '')
  if (digits.startsWith('38')) digits = digits.slice(2)
  digits = digits.slice(0, 10)
  if (digits === '') return ''
  return `+38(${lay('###)###-##-##', digits)}`
}

/**
 * The phone field of a search form: a whole number being typed (it starts with 0, 38 or +) takes the
 * mask as in the card; any other digits are a run of the number — its last digits "4735555" — and stay
 * as typed, since the search matches any run of a phone's digits (spec 000 §5, domain/search).
 */
export function maskPhoneSearch(text: string, applyUaPhoneMask = true): string {
  if (!applyUaPhoneMask) return text
  const digits = text.replace(/\D+/g, '')
  if (digits === '') return ''
  if (text.trim().startsWith('+') || /^(0|38)/.test(digits)) return maskPhone(text)
  return digits.slice(0, 12)
}

/**
 * The digits a phone search asks for: the run typed, without the "38" the mask put in front — so a
 * partly typed "+38(055)5" still finds numbers with 0555 anywhere, as the last digits too.
 */
export function phoneRunToSend(searched: string): string {
  const digits = searched.replace(/\D+/g, '')
  return searched.startsWith('+38(') ? digits.slice(2) : digits
}

/** The phone as sent (spec 000 §5): "+ ( ) - _" removed. */
export const phoneToSend = (masked: string): string => masked.replace(/[+()\-_\s]/g, '')

/** The masked birthday as sent: YYYY-MM-DD, or null while incomplete or not a real date. */
export const birthdayToSend = (masked: string): string | null =>
  masked.length === 10 ? birthdayIso(masked) : null

/** YYYY-MM-DD → DD.MM.YYYY for the form and the card. */
export const birthdayShown = (iso: string | null): string =>
  iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : ''
