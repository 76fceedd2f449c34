/**
 * Coded errors that cross the wire. The server turns a DomainError into `{message, code, errors}`;
 * the PWA's API client turns such a body back into an ApiError with the same code.
 */
import { z } from 'zod'
import { int4, text } from './scalars'

/** Stable error codes; the PWA branches on these, never on message text. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'token_expired',
  'token_invalid',
  'invalid_credentials',
  'login_banned',
  'forbidden',
  'not_found',
  'version_conflict',
  'idempotency_key_reused',
  'rate_limited',
  'payload_too_large',
  'internal',
] as const
export type ErrorCode = (typeof errorCodes)[number] | (string & {})

/** Field errors keyed by snake_case field name, each a list of Ukrainian messages. */
export const fieldErrorsSchema = z.record(text(), z.array(text()))
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

export const errorBodySchema = z
  .object({
    message: text(),
    code: text(),
    errors: fieldErrorsSchema.optional(),
    attemptsLeft: int4().optional(),
    retryAfterSeconds: int4().optional(),
    current: z.unknown().optional(),
  })
  .meta({ id: 'ErrorBody' })
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Ukrainian messages for the generic codes. */
export const errorMessages = {
  bad_request: 'Некоректний запит: не вдалося прочитати дані',
  validation_failed: 'Перевірте правильність заповнення полів',
  unauthenticated: 'Потрібно увійти в систему',
  token_expired: 'Сесія завершилась. Увійдіть знову',
  token_invalid: 'Недійсний токен доступу. Увійдіть знову',
  forbidden: 'У вас немає доступу до цієї дії',
  not_found: 'Не знайдено',
  version_conflict: 'Запис уже змінив інший користувач',
  idempotency_key_reused: 'Ключ ідемпотентності вже використано для іншого запиту',
  rate_limited: 'Забагато запитів. Спробуйте пізніше',
  payload_too_large: 'Запит завеликий',
  internal: 'Помилка сервера. Спробуйте пізніше',
} as const satisfies Partial<Record<ErrorCode, string>>

/** An error with a code, an HTTP status and a Ukrainian message, safe to show to the user. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details: Omit<ErrorBody, 'message' | 'code'> = {},
  ) {
    super(message)
    this.name = 'DomainError'
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code, ...this.details }
  }
}

/** Converts camelCase / dotted paths to the snake_case keys used in `errors`. */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase()
}
