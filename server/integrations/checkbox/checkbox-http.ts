/**
 * One call to Checkbox's REST API with the headers it asks for (X-Client-Name, X-Client-Version, the
 * cashier's Bearer token, X-License-Key, X-Device-ID), its answers turned into a FiscalError of the right
 * kind. Nothing is logged: receipts and answers may carry names.
 */
import { classifyFetchError } from '../fetch-errors'
import { FiscalError } from './fiscal-provider'

export interface CheckboxConfig {
  /** https://api.checkbox.ua, or a stand-in's address. */
  apiUrl: string
  licenseKey: string
  /** Checkbox uses it to block duplicates from another device. */
  deviceId?: string
  clientName?: string
  clientVersion?: string
  /** Where a receipt's public page is (`<receiptPageUrl>/<id>`); Checkbox's own by default. */
  receiptPageUrl?: string
  timeoutMs?: number
  /** Repeats of one call after a network failure (the same receipt id each time). */
  retries?: number
  /** The first pause between repeats and between polls; it doubles up to 1 s. */
  backoffMs?: number
  /** How long to wait for a fiscal code (or a shift to open or close) before answering `pending`. */
  fiscalWaitMs?: number
}

export const CHECKBOX_TIMEOUT = 'Каса Checkbox не відповіла вчасно'
export const CHECKBOX_UNREACHABLE = 'Каса Checkbox недоступна, спробуйте пізніше'
export const CHECKBOX_DOWN = 'Каса Checkbox тимчасово не працює, спробуйте пізніше'
export const CHECKBOX_SIGNED_OUT = 'Checkbox не прийняв вхід касира: увійдіть знову'
export const CHECKBOX_LICENSE = 'Checkbox не прийняв ключ ліцензії каси'
export const CHECKBOX_NOT_FOUND = 'Чек або зміну не знайдено в Checkbox'
export const CHECKBOX_REFUSED = 'Checkbox відмовив у цій операції'

export interface CallOptions {
  token?: string
  body?: unknown
  query?: Record<string, string | number | boolean>
  license?: boolean
}

export type CheckboxCall = (method: 'GET' | 'POST', path: string, opts?: CallOptions) => Promise<unknown>

/** The provider's own words, shown to staff only when they are Ukrainian (Checkbox answers so). */
const spoken = (answer: string | null, fallback: string) =>
  answer && /[А-Яа-яІіЇїЄєҐґ]/.test(answer) ? `${fallback}: ${answer}` : fallback

function refusal(status: number, answer: string | null): FiscalError {
  if (status === 401) return new FiscalError('refused', CHECKBOX_SIGNED_OUT, answer)
  if (status === 403) return new FiscalError('refused', CHECKBOX_LICENSE, answer)
  if (status === 404) return new FiscalError('not-found', CHECKBOX_NOT_FOUND, answer)
  if (status === 409) return new FiscalError('conflict', spoken(answer, CHECKBOX_REFUSED), answer)
  // A 5xx may have come after the work was done: the caller must look before repeating.
  if (status >= 500 || status === 429) return new FiscalError('network', CHECKBOX_DOWN, answer, true)
  return new FiscalError('refused', spoken(answer, CHECKBOX_REFUSED), answer)
}

/** A caller bound to one register's settings. */
export function checkboxCaller(config: CheckboxConfig): CheckboxCall {
  const base = config.apiUrl.replace(/\/+$/, '')
  const timeoutMs = config.timeoutMs ?? 15_000
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = {
      'x-client-name': config.clientName ?? 'Clinic Office',
      'x-client-version': config.clientVersion ?? '1.0',
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    if (opts.license) headers['x-license-key'] = config.licenseKey
    if (config.deviceId) headers['x-device-id'] = config.deviceId
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    const query = opts.query
      ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)])).toString()}`
      : ''
    let res: Response
    let text: string
    try {
      res = await fetch(`${base}${path}${query}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await res.text()
    } catch (err) {
      const kind = classifyFetchError(err)
      if (kind === 'not-connected') throw new FiscalError('network', CHECKBOX_UNREACHABLE)
      const message = kind === 'timeout' ? CHECKBOX_TIMEOUT : CHECKBOX_UNREACHABLE
      throw new FiscalError('network', message, null, true)
    }
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      if (res.ok) throw new FiscalError('network', CHECKBOX_DOWN, null, true)
    }
    if (res.ok) return json
    const m = (json as { message?: unknown } | null)?.message
    throw refusal(res.status, typeof m === 'string' ? m.slice(0, 300) : `HTTP ${res.status}`)
  }
}
