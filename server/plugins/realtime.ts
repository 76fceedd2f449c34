/**
 * The realtime channel of spec 000 §7: socket.io on the app's own HTTP server at /socket.io, namespace
 * "mis". A socket authenticates with the access token in the Authorization header of its handshake
 * (the PWA opens with HTTP long-polling, which can carry headers, then upgrades to a WebSocket), plus
 * the Basic gate when BASIC_AUTH is set. Each socket joins the room `user:<id>`, so features can
 * notify one user (`app.realtime.toUser`) or everyone (`app.realtime.toAll`). With REDIS_URL the
 * channel spans every server process through socket.io's Redis adapter.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { decodeJwt } from 'jose'
import { Server, type ExtendedError, type Socket } from 'socket.io'
import { and, eq, sql } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../domain/api/errors'
import {
  realtimeChannel,
  realtimePath,
  type RealtimeEventName,
  type RealtimeEvents,
} from '../../domain/realtime/realtime-events'
import type { Db } from '../db/client'
import { appSettings } from '../db/schema/auth'
import { parseAuthorization } from '../lib/authorization-header'
import { loadAuthUser } from '../modules/auth/auth.repo'
import { verifyToken } from '../modules/auth/tokens'

type ServerEvents = { [E in RealtimeEventName]: (payload: RealtimeEvents[E]) => void }
interface SocketData {
  userId: number
}
type ChannelSocket = Socket<Record<string, never>, ServerEvents, Record<string, never>, SocketData>

export interface Realtime {
  /** Sends `event` to every socket of one user, on every server process. */
  toUser<E extends RealtimeEventName>(userId: number, event: E, payload: RealtimeEvents[E]): void
  /** Sends `event` to every signed-in socket, on every server process. */
  toAll<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void
  /** The socket.io server (tests, diagnostics). */
  readonly io: Server
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

export interface RealtimePluginOptions {
  db: Db
  appVersion: string
  /** "user:password" of the Basic gate; off when undefined. */
  basicAuth: string | undefined
  /** Redis for several processes; the in-memory adapter when undefined. */
  redisUrl: string | undefined
  now: () => Date
}

/** app_settings key of the last version announced with systemUpdateAlert. */
export const ANNOUNCED_VERSION_KEY = 'announced_version'
export const userRoom = (userId: number) => `user:${userId}`

// setTimeout overflows above 2^31-1 ms (~24.8 days); a socket with a longer-lived token is cut then.
const MAX_TIMER_MS = 2 ** 31 - 1

/** A handshake refusal the client reads as connect_error with `data.code`. */
function refusal(error: DomainError): ExtendedError {
  return Object.assign(new Error(error.message), { data: { code: error.code } })
}

/**
 * Records `version` as announced. True when another version was announced before, i.e. this start is
 * an update; the conditional UPDATE lets only one of several processes starting together announce it.
 */
export async function recordVersion(db: Db, version: string): Promise<boolean> {
  const updated = await db
    .update(appSettings)
    .set({ value: version, updatedAt: sql`now()` })
    .where(
      and(
        eq(appSettings.key, ANNOUNCED_VERSION_KEY),
        sql`${appSettings.value} IS DISTINCT FROM ${JSON.stringify(version)}::jsonb`,
      ),
    )
    .returning({ key: appSettings.key })
  if (updated.length > 0) return true
  // First start of this installation: remember the version; nobody is connected to tell.
  await db.insert(appSettings).values({ key: ANNOUNCED_VERSION_KEY, value: version }).onConflictDoNothing()
  return false
}

// How long start-up waits for Redis before going on without it (it keeps reconnecting meanwhile).
const REDIS_WAIT_MS = 5000

/**
 * The publisher and subscriber clients of the Redis adapter. Start-up waits a little for them; if
 * Redis is down the server still starts — realtime events then reach only this process's sockets
 * until the clients reconnect, which they keep trying (commands wait in their offline queue).
 */
async function connectRedis(url: string, log: FastifyBaseLogger) {
  // Loaded only with REDIS_URL: the client takes ~0.15 s to load, and most servers run without it.
  const { createClient } = await import('redis')
  const pub = createClient({ url })
  const sub = pub.duplicate()
  const clients = [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const
  for (const [name, client] of clients) {
    // Without a listener a lost connection would crash the process. One line per outage, not per retry.
    let healthy = true
    client.on('error', (err: Error) => {
      if (healthy) log.warn({ redis: name, reason: err.message }, 'redis connection lost; reconnecting')
      healthy = false
    })
    client.on('ready', () => {
      if (!healthy) log.info({ redis: name }, 'redis connection restored')
      healthy = true
    })
  }
  const connected = Promise.all([pub.connect(), sub.connect()]).then(
    () => true,
    () => false,
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), REDIS_WAIT_MS)))
  if (!(await Promise.race([connected, waited])))
    log.warn('redis not reachable yet: realtime events reach this process only until it is')
  clearTimeout(timer)
  return {
    pub,
    sub,
    close: async () => {
      await Promise.allSettled(clients.map(([, c]) => (c.isReady ? c.close() : Promise.resolve(c.destroy()))))
    },
  }
}

async function realtimePlugin(app: FastifyInstance, opts: RealtimePluginOptions) {
  const expectedBasic = opts.basicAuth ? Buffer.from(opts.basicAuth).toString('base64') : undefined
  const io = new Server<Record<string, never>, ServerEvents, Record<string, never>, SocketData>(app.server, {
    path: realtimePath,
    serveClient: false,
    // The channel only carries server → client events; clients send nothing worth more than this.
    maxHttpBufferSize: 64 * 1024,
  })

  const redis = opts.redisUrl ? await connectRedis(opts.redisUrl, app.log) : undefined
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter')
    io.adapter(createAdapter(redis.pub, redis.sub))
  }

  // Only the channel is served: the main namespace refuses everyone.
  io.use((_socket, next) => next(refusal(new DomainError('forbidden', 403, errorMessages.forbidden))))

  const channel = io.of(realtimeChannel)
  channel.use((socket: ChannelSocket, next) => {
    const run = async () => {
      const header = parseAuthorization(socket.request.headers.authorization)
      if (expectedBasic && header.basic !== expectedBasic)
        throw new DomainError('basic_auth_required', 401, 'Потрібна базова автентифікація сервера')
      if (!header.bearer) throw new DomainError('unauthenticated', 401, errorMessages.unauthenticated)
      const { userId } = await verifyToken(app.tokens, header.bearer, 'access', opts.now())
      const user = await loadAuthUser(opts.db, userId)
      if (!user?.isActive) throw new DomainError('token_invalid', 401, errorMessages.token_invalid)
      socket.data.userId = user.id
      // The socket lives no longer than its token; the PWA reconnects with a fresh one before that.
      const exp = decodeJwt(header.bearer).exp
      if (exp !== undefined) {
        const timer = setTimeout(
          () => socket.disconnect(true),
          Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - opts.now().getTime())),
        )
        socket.once('disconnect', () => clearTimeout(timer))
      }
    }
    run().then(
      () => next(),
      (e: unknown) => {
        if (e instanceof DomainError) return next(refusal(e))
        // A failure of ours (the database): the client tries again later, without touching its token.
        app.log.error({ err: e }, 'realtime handshake failed')
        next(refusal(new DomainError('internal', 500, errorMessages.internal)))
      },
    )
  })

  channel.on('connection', (socket: ChannelSocket) => {
    void socket.join(userRoom(socket.data.userId))
    socket.emit('serverVersion', { version: opts.appVersion })
  })

  const realtime: Realtime = {
    toUser: (userId, event, payload) => {
      // socket.io's emit typing cannot follow a generic event name; the signature above keeps it sound.
      channel.to(userRoom(userId)).emit(event, ...([payload] as Parameters<ServerEvents[typeof event]>))
    },
    toAll: (event, payload) => {
      channel.emit(event, ...([payload] as Parameters<ServerEvents[typeof event]>))
    },
    io,
  }
  app.decorate('realtime', realtime)

  app.addHook('onReady', async () => {
    try {
      if (await recordVersion(opts.db, opts.appVersion)) {
        app.log.info({ version: opts.appVersion }, 'announcing the new version')
        realtime.toAll('systemUpdateAlert', { version: opts.appVersion })
      }
    } catch (err) {
      // The alert is a courtesy; a failure to send it must not stop the server.
      app.log.warn({ err }, 'could not announce the version')
    }
  })

  // Open sockets and pending long-polls would keep the HTTP server from closing: end them first.
  // (io.close() would also close the HTTP server, which Fastify does itself after draining requests.)
  app.addHook('preClose', async () => {
    channel.local.disconnectSockets(true)
    io.engine.close()
  })
  app.addHook('onClose', async () => {
    // The Redis adapter unsubscribes here (the in-memory one has nothing to do).
    await Promise.allSettled(
      [io.of('/'), channel].map(async (nsp) => {
        await nsp.adapter.close()
      }),
    )
    await redis?.close()
  })
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth'] })
