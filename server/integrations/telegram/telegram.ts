/**
 * Telegram Bot API client with plain fetch (domain notes F1): sendMessage to a chat and getMe. Telegram
 * has no idempotency key, so a send without an answer in time is `unknown`, never retried by itself.
 * The token is part of every URL: no error text from fetch is passed on, only our own sentences.
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

export interface TelegramConfig {
  apiRoot?: string
  token: string
  timeoutMs?: number
}

export interface Telegram {
  sendMessage(chatId: number | string, text: string): Promise<SendOutcome>
  /** Checks the token; `answer` is the bot's @username. */
  getMe(): Promise<PingResult>
}

interface BotAnswer {
  ok: boolean
  result?: unknown
  error_code?: number
  description?: string
  parameters?: { retry_after?: number }
}

export const BOT_BLOCKED = 'Бот заблоковано користувачем'
export const BAD_BOT_TOKEN = 'Неправильний токен бота'
const CONNECTION_BROKEN = 'Зʼєднання з Telegram обірвалося'

/** BotFather's rule: a bot's username ends with "bot". */
export function isBotName(name: string): boolean {
  return /bot$/i.test(name.trim().replace(/^@/, ''))
}

const isBotAnswer = (v: unknown): v is BotAnswer =>
  !!v && typeof v === 'object' && typeof (v as { ok?: unknown }).ok === 'boolean'

/** Telegram's description in a few words (it names the problem, never the chat or the text). */
const describe = (a: BotAnswer, status: number) =>
  `${a.error_code ?? status}${a.description ? ` ${a.description.slice(0, 200)}` : ''}`

function failure(a: BotAnswer, status: number): SendOutcome {
  const code = a.error_code ?? status
  const answer = describe(a, status)
  const description = (a.description ?? '').toLowerCase()
  if (code === 429) {
    const wait = a.parameters?.retry_after
    return {
      ...transient('Telegram просить зачекати перед наступним повідомленням', answer),
      ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
    }
  }
  if (code === 403) {
    const message = description.includes('kicked') ? 'Бота видалено з чату' : BOT_BLOCKED
    return { ...permanent(message, answer), blocked: true }
  }
  if (code === 401 || code === 404) return permanent(BAD_BOT_TOKEN, answer)
  if (code === 400 && description.includes('chat not found')) return permanent('Чат не знайдено', answer)
  if (code >= 500) return transient('Telegram тимчасово не працює', answer)
  return permanent('Telegram відхилив повідомлення', answer)
}

/** A Telegram bot client; it never throws and never logs. */
export function createTelegram({
  apiRoot = 'https://api.telegram.org',
  token,
  timeoutMs = 10_000,
}: TelegramConfig): Telegram {
  const root = apiRoot.replace(/\/+$/, '')

  /** The answer, or how the call failed: `unknown` when the request may have reached Telegram. */
  async function call(
    method: string,
    body?: unknown,
  ): Promise<{ status: number; answer: BotAnswer } | SendOutcome> {
    try {
      const res = await fetch(`${root}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
      const answer: unknown = await res.json().catch(() => null)
      if (isBotAnswer(answer)) return { status: res.status, answer }
      if (res.status === 401 || res.status === 404) return permanent(BAD_BOT_TOKEN, `HTTP ${res.status}`)
      if (res.status >= 500) return transient('Telegram тимчасово не працює', `HTTP ${res.status}`)
      // A 200 whose body did not arrive whole: Telegram may have sent the message.
      if (res.ok) return { kind: 'unknown', message: PROVIDER_UNREADABLE }
      return transient(PROVIDER_UNREADABLE, `HTTP ${res.status}`)
    } catch (err) {
      const kind = classifyFetchError(err)
      if (kind === 'not-connected') return transient(PROVIDER_UNREACHABLE)
      return { kind: 'unknown', message: kind === 'timeout' ? PROVIDER_TIMEOUT : CONNECTION_BROKEN }
    }
  }

  return {
    async sendMessage(chatId, text) {
      const r = await call('sendMessage', { chat_id: chatId, text })
      if ('kind' in r) return r
      if (!r.answer.ok) return failure(r.answer, r.status)
      const id = (r.answer.result as { message_id?: unknown } | undefined)?.message_id
      const providerMessageId = typeof id === 'number' || typeof id === 'string' ? String(id) : null
      return { kind: 'sent', providerMessageId, answer: 'OK' }
    },

    async getMe() {
      const r = await call('getMe')
      if ('kind' in r) return { ok: false, message: r.kind === 'sent' ? PROVIDER_UNREADABLE : r.message }
      if (!r.answer.ok) {
        const f = failure(r.answer, r.status)
        return { ok: false, message: f.kind === 'sent' ? PROVIDER_UNREADABLE : f.message }
      }
      const username = (r.answer.result as { username?: unknown } | undefined)?.username
      return { ok: true, answer: typeof username === 'string' ? `@${username}` : 'OK' }
    },
  }
}
