/**
 * Sorts what `fetch` threw into the three cases the adapters treat differently. Only the error's name and
 * its cause's code are read: a fetch error's message may quote the URL, and Telegram's URL holds the token.
 */

export type FetchFailure = 'timeout' | 'not-connected' | 'broken'

/** Codes meaning the request never reached the provider. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_INVALID_URL',
])

function causeCode(err: unknown): string | undefined {
  let e: unknown = err
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/** `timeout`: AbortSignal.timeout fired; `not-connected`: nothing was sent; `broken`: it failed midway. */
export function classifyFetchError(err: unknown): FetchFailure {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timeout'
  const code = causeCode(err)
  if (code && NOT_CONNECTED.has(code)) return 'not-connected'
  return 'broken'
}
