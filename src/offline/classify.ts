/**
 * What an answer means for an outbox item (ARCHITECTURE.md §5 "Answers"). Kept apart from the flusher
 * so every answer class is tested on its own, and so the page and the service worker agree.
 */
import { errorBodySchema } from '../../domain/api/errors'
import type { OutboxError } from './outbox-types'

/** One answer to one item: from a single request or from one result of a push batch. */
export interface Outcome {
  /** HTTP status; 0 when the request never got an answer (offline, dropped, timed out). */
  status: number
  body: unknown
  retryAfterSeconds?: number | undefined
}

export type Verdict =
  | { kind: 'done'; answer: unknown }
  | { kind: 'retry'; error: OutboxError; notBeforeMs: number }
  | { kind: 'sign-in'; error: OutboxError }
  | { kind: 'rejected'; error: OutboxError }
  | { kind: 'conflict'; error: OutboxError; current: unknown }
  /** 424 from a batch: not run because an earlier item of it failed; no attempt is counted. */
  | { kind: 'not-run' }

const fallbackMessages: Record<string, string> = {
  network: 'Немає з’єднання з сервером',
  internal: 'Помилка сервера. Спробуйте пізніше',
  rate_limited: 'Сервер просить зачекати',
  unauthenticated: 'Потрібно увійти в систему знову',
  forbidden: 'У вас немає доступу до цієї дії',
  validation_failed: 'Сервер не прийняв дані',
  version_conflict: 'Запис уже змінив інший користувач',
  rejected: 'Сервер відхилив зміну',
}

function errorOf(outcome: Outcome, fallbackCode: string): OutboxError {
  const parsed = errorBodySchema.safeParse(outcome.body)
  if (parsed.success) {
    const { message, code, errors } = parsed.data
    return { status: outcome.status, code, message, errors }
  }
  return { status: outcome.status, code: fallbackCode, message: fallbackMessages[fallbackCode] ?? '' }
}

/** Reads an answer; `current` of a 409 is the server's record. */
export function classify(outcome: Outcome): Verdict {
  const { status } = outcome
  if (status >= 200 && status < 300) return { kind: 'done', answer: outcome.body }
  if (status === 424) return { kind: 'not-run' }
  // No answer, a server fault, a timeout, or "too many": the same request will do later.
  if (status === 0 || status >= 500 || status === 429 || status === 408) {
    const code = status === 0 ? 'network' : status === 429 ? 'rate_limited' : 'internal'
    return {
      kind: 'retry',
      error: errorOf(outcome, code),
      notBeforeMs: (outcome.retryAfterSeconds ?? 0) * 1000,
    }
  }
  if (status === 401) return { kind: 'sign-in', error: errorOf(outcome, 'unauthenticated') }
  const error = errorOf(
    outcome,
    status === 403 ? 'forbidden' : status === 422 ? 'validation_failed' : 'rejected',
  )
  if (status === 409 && error.code === 'version_conflict') {
    const current = (outcome.body as { current?: unknown } | null)?.current
    return { kind: 'conflict', error, current }
  }
  // 403, 422 and every other refusal (404 gone, 409 slot taken, key reused): the user decides.
  return { kind: 'rejected', error }
}

const BASE_MS = 1_000
const CAP_MS = 5 * 60_000

/**
 * Exponential back-off with jitter, without a retry limit: 1 s, 2 s, 4 s … up to 5 minutes, each
 * scaled by a random 50–100 % so that many devices coming back online do not retry in step.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(exp * (0.5 + random() * 0.5))
}
