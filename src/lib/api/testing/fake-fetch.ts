/** Test doubles for the API client: a scripted fetch that records what it was sent, and a memory Storage. */
import type { FetchLike } from '../http'

export interface SentRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
  credentials: RequestCredentials | undefined
}

type Reply = (req: SentRequest) => Response | Promise<Response>

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** Answers each call with the next scripted reply; a call beyond the script fails the test. */
export function fakeFetch(...replies: Reply[]): FetchLike & { sent: SentRequest[] } {
  const sent: SentRequest[] = []
  const fn = async (url: string, init: RequestInit) => {
    const req: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    }
    sent.push(req)
    const reply = replies.shift()
    if (!reply) throw new Error(`Unexpected request ${req.method} ${url}`)
    return reply(req)
  }
  return Object.assign(fn, { sent })
}

export function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}
