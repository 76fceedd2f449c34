import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Socket } from 'socket.io-client'
import { createRealtimeClient, type Connect } from './realtime-client'
import { createTokenStore } from '../api/token-storage'
import { memoryStorage } from '../api/testing/fake-fetch'

/** Just enough of a socket.io-client Socket: the handlers the client registers, and what it sent. */
class FakeSocket {
  handlers = new Map<string, Array<(...args: unknown[]) => void>>()
  any: Array<(event: string, payload: unknown) => void> = []
  active = true
  disconnected = false
  on(event: string, h: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), h])
    return this
  }
  onAny(h: (event: string, payload: unknown) => void) {
    this.any.push(h)
    return this
  }
  offAny() {
    this.any = []
    return this
  }
  removeAllListeners() {
    this.handlers.clear()
    return this
  }
  disconnect() {
    this.disconnected = true
    return this
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args)
  }
  receive(event: string, payload: unknown) {
    for (const h of this.any) h(event, payload)
  }
}

function setup(basicAuth?: string) {
  const tokens = createTokenStore(memoryStorage(), undefined)
  const sockets: Array<{ uri: string; opts: Record<string, unknown>; socket: FakeSocket }> = []
  const connect: Connect = (uri, opts) => {
    const socket = new FakeSocket()
    sockets.push({ uri, opts: opts, socket })
    return socket as unknown as Socket
  }
  const refresh = vi.fn(() => Promise.resolve())
  const client = createRealtimeClient({
    origin: '',
    path: '/socket.io',
    basicAuth,
    tokens,
    refresh,
    loadConnect: () => Promise.resolve(connect),
    retryMs: 30_000,
  })
  const signIn = (token: string) => tokens.save({ token, refreshToken: 'r', expiresIn: 540 }, Date.now())
  return { client, tokens, sockets, refresh, signIn }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('realtime client', () => {
  it('connects to "mis" with the token (and Basic gate) in the header, polling first', async () => {
    const t = setup('gate:secret')
    t.signIn('access-1')
    t.client.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.sockets).toHaveLength(1)
    expect(t.sockets[0]).toMatchObject({
      uri: '/mis',
      opts: {
        path: '/socket.io',
        transports: ['polling', 'websocket'],
        extraHeaders: { Authorization: `Basic ${btoa('gate:secret')}, Bearer access-1` },
      },
    })
  })

  it('stays closed without a session, reconnects with a fresh token, and disconnects at sign-out', async () => {
    const t = setup()
    const stop = t.client.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.sockets).toHaveLength(0)

    t.signIn('access-1')
    await vi.advanceTimersByTimeAsync(0)
    t.signIn('access-2')
    await vi.advanceTimersByTimeAsync(0)
    expect(t.sockets.map((s) => s.opts.extraHeaders)).toEqual([
      { Authorization: 'Bearer access-1' },
      { Authorization: 'Bearer access-2' },
    ])
    expect(t.sockets[0]?.socket.disconnected).toBe(true)

    t.tokens.clear()
    expect(t.sockets[1]?.socket.disconnected).toBe(true)
    expect(t.client.status()).toBe('off')
    stop()
  })

  it('hands events to their listeners across reconnections, and drops payloads off the contract', async () => {
    const t = setup()
    const got: unknown[] = []
    const off = t.client.on('systemUpdateAlert', (p) => got.push(p))
    t.signIn('access-1')
    t.client.start()
    await vi.advanceTimersByTimeAsync(0)
    t.sockets[0]?.socket.receive('systemUpdateAlert', { version: '1.0.1' })
    t.signIn('access-2')
    await vi.advanceTimersByTimeAsync(0)
    t.sockets[1]?.socket.receive('systemUpdateAlert', { version: 5 })
    t.sockets[1]?.socket.receive('somethingElse', { version: '2' })
    t.sockets[1]?.socket.receive('systemUpdateAlert', { version: '1.0.2' })
    off()
    t.sockets[1]?.socket.receive('systemUpdateAlert', { version: '1.0.3' })
    expect(got).toEqual([{ version: '1.0.1' }, { version: '1.0.2' }])
  })

  it('tells its connect listeners of every connect, the first and each after a drop or a new token', async () => {
    const t = setup()
    let connects = 0
    const off = t.client.onConnect(() => connects++)
    t.signIn('access-1')
    t.client.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(connects).toBe(0)
    t.sockets[0]?.socket.fire('connect')
    expect(t.client.status()).toBe('connected')
    t.sockets[0]?.socket.fire('disconnect', 'transport close')
    t.sockets[0]?.socket.fire('connect')
    t.signIn('access-2')
    await vi.advanceTimersByTimeAsync(0)
    t.sockets[1]?.socket.fire('connect')
    expect(connects).toBe(3)
    off()
    t.sockets[1]?.socket.fire('disconnect', 'transport close')
    t.sockets[1]?.socket.fire('connect')
    expect(connects).toBe(3)
  })

  it('asks for a fresh token when the server refuses an expired one, and retries later', async () => {
    const t = setup()
    t.signIn('access-1')
    t.client.start()
    await vi.advanceTimersByTimeAsync(0)
    const first = t.sockets[0]!.socket
    first.active = false
    first.fire('connect_error', Object.assign(new Error('expired'), { data: { code: 'token_expired' } }))
    expect(t.refresh).toHaveBeenCalledTimes(1)
    expect(t.client.status()).toBe('refused')
    // The refresh did not bring a new token (offline): the same one is tried again later.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(t.sockets).toHaveLength(2)
  })

  it('lets the socket retry network failures by itself', async () => {
    const t = setup()
    t.signIn('access-1')
    t.client.start()
    await vi.advanceTimersByTimeAsync(0)
    t.sockets[0]!.socket.fire('connect_error', new Error('xhr poll error'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.refresh).not.toHaveBeenCalled()
    expect(t.sockets).toHaveLength(1)
  })

  it('tries again later when its script cannot be loaded', async () => {
    const tokens = createTokenStore(memoryStorage(), undefined)
    tokens.save({ token: 'access-1', refreshToken: 'r', expiresIn: 540 }, Date.now())
    const loadConnect = vi
      .fn<() => Promise<Connect>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => new FakeSocket() as unknown as Socket)
    const client = createRealtimeClient({
      origin: '',
      path: '/socket.io',
      tokens,
      refresh: () => Promise.resolve(),
      loadConnect,
      retryMs: 30_000,
    })
    client.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(client.status()).toBe('refused')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(loadConnect).toHaveBeenCalledTimes(2)
    expect(client.status()).toBe('connecting')
  })

  it('closes only when the last user lets go', async () => {
    const t = setup()
    t.signIn('access-1')
    const a = t.client.start()
    const b = t.client.start()
    await vi.advanceTimersByTimeAsync(0)
    a()
    a()
    expect(t.sockets[0]?.socket.disconnected).toBe(false)
    b()
    expect(t.sockets[0]?.socket.disconnected).toBe(true)
  })
})
