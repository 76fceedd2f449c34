/**
 * Phone numbers as TurboSMS takes them: international digits without '+'. A Ukrainian number written
 * locally (0XXXXXXXXX, or the old 80XXXXXXXXX) gets its 380; anything else must already be 10–15 digits.
 */
import { createHash } from 'node:crypto'

/** The number in TurboSMS form, or null when it cannot be a phone number. */
export function normalizePhone(raw: string): string | null {
  let digits = raw.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  if (/^0\d{9}$/.test(digits)) digits = `38${digits}`
  else if (/^80\d{9}$/.test(digits)) digits = `3${digits}`
  if (digits.startsWith('380')) return digits.length === 12 ? digits : null
  if (digits.startsWith('0')) return null
  return /^\d{10,15}$/.test(digits) ? digits : null
}

/**
 * The `sequence_id` of one notification: the same id gives the same value, so a retry is answered with
 * 507 and the earlier result instead of a second SMS. `variant` separates sends of the same notification
 * that must not be taken for a repeat — the backup sender's attempt after the main sender was refused.
 */
export function turboSequenceId(notificationId: number | string, variant?: string): string {
  const key = variant ? `clinic-office:${notificationId}:${variant}` : `clinic-office:${notificationId}`
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}
