/** The raw exchange of the API client: one fetch with the house headers, its answer read as data or ApiError. */
import type { ZodType } from 'zod'
import { ApiError, clientErrorMessages, errorFromResponse, networkError } from './api-error'
import { composeAuthorization } from './authorization'

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface SendInit {
  method: HttpMethod
  body?: unknown
  bearer?: string | undefined
  basicAuth?: string | undefined
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return undefined
  if (!(res.headers.get('content-type') ?? '').includes('json')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Sends one request; resolves with the parsed body of a 2xx answer, rejects with an ApiError otherwise. */
export async function send(fetchFn: FetchLike, url: string, init: SendInit): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers }
  const authorization = composeAuthorization(init.basicAuth, init.bearer)
  if (authorization) headers.Authorization = authorization
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'

  let res: Response
  let body: unknown
  try {
    res = await fetchFn(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal ?? null,
    })
    body = await readBody(res)
  } catch (e) {
    // A cancelled request is not a failure to report; the caller asked for it.
    if (isAbort(e)) throw e
    throw networkError()
  }
  if (!res.ok) throw errorFromResponse(res.status, body)
  return body
}

/** Checks a successful answer against its contract; a mismatch is the server's fault, not the user's. */
export function parseAnswer<T>(body: unknown, schema: ZodType<T> | undefined): T {
  if (!schema) return body as T
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new ApiError({ status: 200, code: 'bad_response', message: clientErrorMessages.bad_response })
}
