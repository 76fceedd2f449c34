/**
 * Reads TurboSMS's answer: every valid request gets HTTP 200 with {response_code, response_status,
 * response_result}; for a send, response_result lists one entry per recipient with its own code and
 * message_id. 507 FAILED_DUPLICATE_REQUEST (a repeated sequence_id) carries the earlier per-recipient
 * result. Codes from TurboSMS's API page (https://turbosms.ua/api.html).
 */
import { permanent, transient, type FailedOutcome, type SendOutcome } from '../send-outcome'

export interface TurboAnswer {
  response_code: number
  response_status: string
  response_result: unknown
}

interface RecipientResult {
  phone?: string
  response_code: number
  response_status: string
  message_id?: string | null
}

export const DUPLICATE_REQUEST = 507
const ACCEPTED = new Set([0, 800, 801, 802, 803])
/** Codes of requests the provider took in (wholly or partly): look at the recipient's own entry. */
const REQUEST_TAKEN = new Set([...ACCEPTED, DUPLICATE_REQUEST])
const AUTH = new Set([103, 105, 106, 107, 301])
const NO_RECIPIENT_RESULT = 'SMS-провайдер не повідомив результату для отримувача'

/** Ukrainian reasons for the refusals staff can act on; others are shown by their code. */
const REASONS: Record<number, string> = {
  203: 'недостатньо коштів на балансі',
  305: 'номер не розпізнано',
  404: 'номер у стоп-листі',
  406: 'країна отримувача не дозволена',
  412: 'текст містить заборонені фрагменти',
  413: 'задовгий текст',
  427: 'таке саме повідомлення вже створено щойно',
}

export function isTurboAnswer(v: unknown): v is TurboAnswer {
  if (!v || typeof v !== 'object') return false
  const a = v as Record<string, unknown>
  return typeof a.response_code === 'number' && typeof a.response_status === 'string'
}

function isRecipientResult(v: unknown): v is RecipientResult {
  return isTurboAnswer(v)
}

/** A refusal (top-level or per recipient) as an outcome. */
export function refusal(code: number, status: string, answer: string): FailedOutcome {
  if (status.includes('SENDER')) {
    return { ...permanent(`SMS-провайдер не прийняв відправника (${status})`, answer), senderRefused: true }
  }
  if (AUTH.has(code) || status.includes('TOKEN') || status.includes('AUTH')) {
    return permanent('SMS-провайдер не прийняв ключ доступу', answer)
  }
  // 5xx: the provider's own trouble (FAILED_SMS_SEND, FAILED_VIBER_SEND …); 999 FATAL_ERROR.
  if ((code >= 500 && code < 600) || code === 999) {
    return transient(`SMS-провайдер тимчасово не зміг надіслати (${status})`, answer)
  }
  return permanent(`SMS-провайдер відмовив: ${REASONS[code] ?? `${code} ${status}`}`, answer)
}

function recipientEntry(result: unknown, phone: string): RecipientResult | undefined {
  if (!Array.isArray(result)) return undefined
  const entries = result.filter(isRecipientResult)
  return entries.find((e) => e.phone === phone) ?? entries[0]
}

/** The outcome of a send for `phone` from TurboSMS's answer. */
export function sendOutcome(a: TurboAnswer, phone: string): SendOutcome {
  if (!REQUEST_TAKEN.has(a.response_code))
    return refusal(a.response_code, a.response_status, a.response_status)
  const entry = recipientEntry(a.response_result, phone)
  if (!entry) {
    // A 507 without the earlier result: the first request may have sent it; a resend could repeat it.
    if (a.response_code === DUPLICATE_REQUEST) {
      return { kind: 'unknown', message: 'SMS-провайдер вважає запит повтором, але не повідомив результату' }
    }
    return transient(NO_RECIPIENT_RESULT, a.response_status)
  }
  const answer =
    entry.response_status === 'OK' && a.response_code !== DUPLICATE_REQUEST
      ? a.response_status
      : `${a.response_status}: ${entry.response_status}`
  if (ACCEPTED.has(entry.response_code)) {
    return { kind: 'sent', providerMessageId: entry.message_id ?? null, answer }
  }
  return refusal(entry.response_code, entry.response_status, answer)
}
