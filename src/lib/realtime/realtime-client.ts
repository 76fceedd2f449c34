/**
 * The PWA's end of the realtime channel "mis" (spec 000 §4 "Auth state", §7). It is open while a
 * session token exists: it connects with that token in the Authorization header (long-polling first,
 * which can carry headers, then the WebSocket upgrade), reconnects with the new token after every
 * refresh and disconnects when the token goes away. Listeners survive reconnections.
 */
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client'
import type { ZodType } from 'zod'
import {
  realtimeChannel,
  realtimeEventSchemas,
  type RealtimeEventName,
  type RealtimeEvents,
} from '../../../domain/realtime/realtime-events'
import { composeAuthorization } from '../api/authorization'
import type { TokenStore } from '../api/token-storage'

export type Connect = (uri: string, opts: Partial<ManagerOptions & SocketOptions>) => Socket

export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'refused'

export interface RealtimeClientOptions {
  /** Origin of the server ("https://host"); '' for the page's own origin. */
  origin: string
  /** socket.io path on that origin. */
  path: string
  basicAuth?: string | undefined
  tokens: Pick<TokenStore, 'read' | 'subscribe'>
  /** Asks the API client for a fresh token; saving it reconnects the channel. */
  refresh: () => Promise<unknown>
  /** socket.io-client's `io`, loaded on first use so the sign-in page does not carry it. */
  loadConnect: () => Promise<Connect>
  /** Wait before trying again after the server refused the handshake. */
  retryMs?: number
}

export interface RealtimeClient {
  /** Keeps the channel open while the session lasts; call the returned function to let it go. */
  start: () => () => void
  /** Listens to one event; returns the function that stops listening. */
  on: <E extends RealtimeEventName>(event: E, handler: (payload: RealtimeEvents[E]) => void) => () => void
  status: () => RealtimeStatus
  /**
   * Calls `handler` on every connect — the first and each one after a drop: events sent meanwhile were
   * missed, so a screen kept live by them reads its data again. Returns the function that stops it.
   */
  onConnect: (handler: () => void) => () => void
}

type AnyHandler = (payload: unknown) => void
// Handshake refusals after which a fresh token may help.
const TOKEN_CODES = new Set(['token_expired', 'token_invalid', 'unauthenticated'])

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const retryMs = options.retryMs ?? 30_000
  const handlers = new Map<string, Set<AnyHandler>>()
  let users = 0
  let unsubscribe: (() => void) | undefined
  let socket: Socket | undefined
  let token: string | undefined
  let status: RealtimeStatus = 'off'
  const connectHandlers = new Set<() => void>()
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  // Bumped on every open/close, so a connection still loading when the token changed is dropped.
  let generation = 0

  function dispatch(event: string, payload: unknown) {
    // Events this build does not know, or payloads off the contract, are dropped.
    if (!Object.hasOwn(realtimeEventSchemas, event)) return
    const schema: ZodType = realtimeEventSchemas[event as RealtimeEventName]
    const parsed = schema.safeParse(payload)
    if (!parsed.success) return
    for (const h of handlers.get(event) ?? []) h(parsed.data)
  }

  function close() {
    generation++
    clearTimeout(retryTimer)
    retryTimer = undefined
    socket?.removeAllListeners()
    socket?.offAny()
    socket?.disconnect()
    socket = undefined
    token = undefined
    status = 'off'
  }

  function refused(code: string | undefined) {
    status = 'refused'
    const tried = token
    if (code && TOKEN_CODES.has(code)) {
      // A refused refresh signs the user out (the token store empties and this closes the channel).
      options.refresh().catch(() => undefined)
    }
    // Same token still there after a while (offline refresh, a gate misconfiguration): try again.
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => {
      if (token === tried) {
        close()
        sync()
      }
    }, retryMs)
  }

  async function open(next: string) {
    const mine = ++generation
    token = next
    status = 'connecting'
    let connect: Connect
    try {
      connect = await options.loadConnect()
    } catch {
      // The client's script chunk did not load (offline, a new deployment): try again later.
      if (mine === generation) refused(undefined)
      return
    }
    if (mine !== generation) return
    const authorization = composeAuthorization(options.basicAuth, next)
    const s = connect(`${options.origin}${realtimeChannel}`, {
      path: options.path,
      transports: ['polling', 'websocket'],
      // A new manager per token: its handshake headers are fixed when it is created.
      forceNew: true,
      ...(authorization ? { extraHeaders: { Authorization: authorization } } : {}),
    })
    socket = s
    s.on('connect', () => {
      status = 'connected'
      for (const h of [...connectHandlers]) h()
    })
    s.on('connect_error', (err: Error & { data?: { code?: string } }) => {
      // An inactive socket was refused by the server; an active one retries the network by itself.
      if (!s.active) refused(err.data?.code)
    })
    s.on('disconnect', (reason) => {
      // The server ends a socket when its token expires.
      if (reason === 'io server disconnect') refused('token_expired')
      else status = 'connecting'
    })
    s.onAny((event: string, payload: unknown) => dispatch(event, payload))
  }

  function sync() {
    const next = users > 0 ? options.tokens.read()?.token : undefined
    if (next === token) return
    close()
    if (next !== undefined) void open(next)
  }

  return {
    start() {
      users++
      if (users === 1) unsubscribe = options.tokens.subscribe(sync)
      sync()
      let done = false
      return () => {
        if (done) return
        done = true
        users--
        if (users > 0) return
        unsubscribe?.()
        unsubscribe = undefined
        close()
      }
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<AnyHandler>()
      handlers.set(event, set)
      const h = handler as AnyHandler
      set.add(h)
      return () => {
        set.delete(h)
      }
    },
    status: () => status,
    onConnect: (handler) => {
      connectHandlers.add(handler)
      return () => {
        connectHandlers.delete(handler)
      }
    },
  }
}
