/**
 * TurboSMS HTTP API client (domain notes F1): one SMS, Viber, or hybrid message (Viber first, SMS when
 * Viber cannot deliver — TurboSMS does the fallback) to one phone. Every send carries a `sequence_id`, so
 * a repeat after a timeout is answered with the earlier result instead of a second message: that is why a
 * timeout here is a plain transient failure, not `unknown`.
 */
import {
  permanent,
  PROVIDER_TIMEOUT,
  PROVIDER_UNREACHABLE,
  PROVIDER_UNREADABLE,
  transient,
  type PingResult,
  type SendOutcome,
} from '../send-outcome'
import { classifyFetchError } from '../fetch-errors'
import { isTurboAnswer, refusal, sendOutcome, type TurboAnswer } from './answer'
import { normalizePhone } from './phone'

export interface TurboSmsConfig {
  /** e.g. https://api.turbosms.ua, or a stand-in's address */
  apiUrl: string
  token: string
  timeoutMs?: number
}

export interface TurboSmsSend {
  phone: string
  sms?: { sender: string; text: string }
  /** `token`: a separate TurboSMS key for Viber, used instead of the account's key when given. */
  viber?: { sender: string; text: string; token?: string }
  /** turboSequenceId(notification id): the same for every attempt of one message. */
  sequenceId: string
}

export interface TurboSms {
  send(input: TurboSmsSend): Promise<SendOutcome>
  ping(): Promise<PingResult>
}

export const INVALID_PHONE = 'Неправильний номер телефону'

type Call = { ok: true; answer: TurboAnswer } | { ok: false; outcome: ReturnType<typeof transient> }

/** A TurboSMS client; it never throws and never logs. */
export function createTurboSms({ apiUrl, token, timeoutMs = 10_000 }: TurboSmsConfig): TurboSms {
  const base = apiUrl.replace(/\/+$/, '')

  async function call(path: string, bearer: string, body: unknown): Promise<Call> {
    let res: Response
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      const kind = classifyFetchError(err)
      return { ok: false, outcome: transient(kind === 'timeout' ? PROVIDER_TIMEOUT : PROVIDER_UNREACHABLE) }
    }
    if (!res.ok) {
      await res.body?.cancel()
      const answer = `HTTP ${res.status}`
      if (res.status >= 500 || res.status === 429) {
        return { ok: false, outcome: transient('SMS-провайдер тимчасово не працює', answer) }
      }
      // TurboSMS answers every valid request with 200: a 4xx means a wrong address or key.
      const message =
        res.status === 401 || res.status === 403
          ? 'SMS-провайдер не прийняв ключ доступу'
          : 'Неправильна адреса API SMS-провайдера'
      return { ok: false, outcome: permanent(message, answer) }
    }
    try {
      const answer: unknown = await res.json()
      if (isTurboAnswer(answer)) return { ok: true, answer }
    } catch (err) {
      if (classifyFetchError(err) === 'timeout') return { ok: false, outcome: transient(PROVIDER_TIMEOUT) }
    }
    return { ok: false, outcome: transient(PROVIDER_UNREADABLE) }
  }

  return {
    async send({ phone, sms, viber, sequenceId }) {
      const recipient = normalizePhone(phone)
      if (!recipient) return permanent(INVALID_PHONE)
      if (!sms && !viber) return permanent('Немає тексту повідомлення')
      const body: Record<string, unknown> = { recipients: [recipient], sequence_id: sequenceId }
      if (sms) body.sms = { sender: sms.sender, text: sms.text }
      if (viber) body.viber = { sender: viber.sender, text: viber.text }
      const r = await call('/message/send.json', viber?.token || token, body)
      return r.ok ? sendOutcome(r.answer, recipient) : r.outcome
    },

    async ping() {
      const r = await call('/message/ping.json', token, {})
      if (!r.ok) return { ok: false, message: r.outcome.message }
      const { response_code: code, response_status: status } = r.answer
      if (code === 1) return { ok: true, answer: status }
      return { ok: false, message: refusal(code, status, status).message }
    },
  }
}
