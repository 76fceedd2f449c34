/**
 * What a provider adapter (TurboSMS, SMTP, Telegram) reports for one send: sent, failed (permanently or
 * for now) or unknown — no answer in time, so the provider may have acted and the caller must not resend
 * by itself (domain notes F5.1). Messages are short Ukrainian sentences for staff and never carry a phone
 * number, an address or the message text; `answer` is the provider's own status in words.
 */

export type SendOutcome =
  | { kind: 'sent'; providerMessageId: string | null; answer: string }
  | {
      kind: 'failed'
      permanent: boolean
      message: string
      answer: string | null
      /** The provider asked to wait this long before the next try (Telegram 429). */
      retryAfterSeconds?: number
      /** The recipient blocked the bot (Telegram 403): the chat should be switched off. */
      blocked?: boolean
      /** The provider refused the sender name: the caller may try the backup sender. */
      senderRefused?: boolean
    }
  | { kind: 'unknown'; message: string }

export type FailedOutcome = Extract<SendOutcome, { kind: 'failed' }>

/** A connection check (ping, getMe, SMTP verify). */
export type PingResult = { ok: true; answer: string } | { ok: false; message: string }

export const PROVIDER_TIMEOUT = 'Провайдер не відповів вчасно'
export const PROVIDER_UNREACHABLE = 'Провайдер недоступний, спробуємо пізніше'
export const PROVIDER_UNREADABLE = 'Провайдер відповів незрозуміло'

/** A failure the next attempt may not repeat. */
export function transient(message: string, answer: string | null = null): FailedOutcome {
  return { kind: 'failed', permanent: false, message, answer }
}

/** A failure the same request will always meet again. */
export function permanent(message: string, answer: string | null = null): FailedOutcome {
  return { kind: 'failed', permanent: true, message, answer }
}
