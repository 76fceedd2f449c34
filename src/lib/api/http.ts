/** The raw exchange of the API client: one fetch with the house headers, its answer read as data or ApiError. */
import type { ZodType } from 'zod'
import { ApiError, clientErrorMessages, errorFromResponse, networkError } from './api-error'
import { composeAuthorization } from './authorization'

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface SendInit {
  method: HttpMethod
  /** JSON, or a Blob (a file) sent as it is with its own type. */
  body?: unknown
  /** 'blob': a successful answer is returned as a Blob (a file to save), not parsed. */
  as?: 'blob' | undefined
  bearer?: string | undefined
  basicAuth?: string | undefined
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /** Conditional GETs (If-None-Match): a 304 answers with an undefined body instead of an error. */
  allowNotModified?: boolean | undefined
  /** Sees the raw answer (status, ETag) before its body is read; the body stays the caller's. */
  onResponse?: ((res: Response) => void) | undefined
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'

/** How a request ended, for observers such as the shell's loading bar. */
export type RequestOutcome = 'ok' | 'failed' | 'unauthorized' | 'aborted'
export interface RequestActivityListener {
  onRequestStart: () => void
  onRequestEnd: (outcome: RequestOutcome) => void
}
const activityListeners = new Set<RequestActivityListener>()

/** Follows every request's start and end (the loading bar) without the client knowing who listens. */
export function onRequestActivity(listener: RequestActivityListener): () => void {
  activityListeners.add(listener)
  return () => void activityListeners.delete(listener)
}
const emitEnd = (outcome: RequestOutcome) => activityListeners.forEach((l) => l.onRequestEnd(outcome))

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
  const raw = init.body instanceof Blob
  if (init.body !== undefined && !raw) headers['Content-Type'] = 'application/json'

  let res: Response
  let body: unknown
  activityListeners.forEach((l) => l.onRequestStart())
  try {
    res = await fetchFn(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : raw ? (init.body as Blob) : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal ?? null,
    })
    body = init.as === 'blob' && res.ok ? await res.blob() : await readBody(res)
  } catch (e) {
    // A cancelled request is not a failure to report; the caller asked for it.
    emitEnd(isAbort(e) ? 'aborted' : 'failed')
    if (isAbort(e)) throw e
    throw networkError()
  }
  // A 401 is the client's cue to refresh the token and try again, not yet a failure.
  const notModified = res.status === 304 && init.allowNotModified === true
  emitEnd(res.ok || notModified ? 'ok' : res.status === 401 ? 'unauthorized' : 'failed')
  init.onResponse?.(res)
  if (!res.ok && !notModified) throw errorFromResponse(res.status, body)
  return body
}

/** Checks a successful answer against its contract; a mismatch is the server's fault, not the user's. */
export function parseAnswer<T>(body: unknown, schema: ZodType<T> | undefined): T {
  if (!schema) return body as T
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new ApiError({ status: 200, code: 'bad_response', message: clientErrorMessages.bad_response })
}
