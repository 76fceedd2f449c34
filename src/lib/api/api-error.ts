/**
 * The one error type of the API client. Screens branch on `code` (never on message text) and show
 * `message`, which is always Ukrainian: the server's own, or a generic one when the answer had none.
 */
import { errorBodySchema, errorMessages, type FieldErrors } from '../../../domain/api/errors'

/** Codes the client itself produces, beside the server's error codes. */
export const clientErrorMessages = {
  network: 'Немає з’єднання з сервером. Перевірте мережу та спробуйте ще раз',
  bad_response: 'Сервер повернув неочікувану відповідь. Спробуйте пізніше',
} as const

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly errors: FieldErrors
  readonly attemptsLeft: number | undefined
  readonly retryAfterSeconds: number | undefined
  /** The server's current record on a 409 conflict. */
  readonly current: unknown
  /** The whole error body as the server sent it (e.g. the wrong rows of an import). */
  readonly body: unknown

  constructor(init: {
    status: number
    code: string
    message: string
    errors?: FieldErrors | undefined
    attemptsLeft?: number | undefined
    retryAfterSeconds?: number | undefined
    current?: unknown
    body?: unknown
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.errors = init.errors ?? {}
    this.attemptsLeft = init.attemptsLeft
    this.retryAfterSeconds = init.retryAfterSeconds
    this.current = init.current
    this.body = init.body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'network', message: clientErrorMessages.network })
}

function codeForStatus(status: number): keyof typeof errorMessages {
  if (status === 401) return 'unauthenticated'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 409) return 'version_conflict'
  if (status === 413) return 'payload_too_large'
  if (status === 422) return 'validation_failed'
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'internal'
  return 'bad_request'
}

/** Turns a failed answer (its status and parsed body, if any) into an ApiError. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body)
  if (parsed.success) return new ApiError({ status, ...parsed.data, body })
  // A proxy's HTML page or an empty body: keep the status, give a generic Ukrainian message.
  const code = codeForStatus(status)
  return new ApiError({ status, code, message: errorMessages[code] })
}
