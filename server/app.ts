/**
 * Builds the Fastify app: plugins, every API module under the base path, health check and the PWA.
 * Tests call buildApp() and use inject(); main.ts listens on a port.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import '../domain/api/zod-locale'
import type { ServerConfig } from './config'
import type { DbHandle } from './db/client'
import type { AppContext } from './app-context'
import { loggerOptions } from './lib/logger'
import { ensureSecret } from './lib/secrets'
import { createMutate } from './lib/mutation'
import { batchAwareDb } from './lib/batch'
import { createBackgroundGate } from './lib/background-gate'
import errorsPlugin from './plugins/errors'
import securityPlugin from './plugins/security'
import batchGuardPlugin from './plugins/batch-guard'
import authPlugin from './plugins/auth'
import idempotencyPlugin from './plugins/idempotency'
import realtimePlugin from './plugins/realtime'
import staticPlugin from './plugins/static'
import { apiModules } from './modules'
import { countTasksToMe } from './modules/tasks/tasks.repo'
import { channelDeliver } from './modules/notifications/channels'
import { runNotificationJob, type Deliver } from './modules/notifications/send'
import { startJobQueue } from './jobs/job-queue'
import { runOfflineUploadJob } from './modules/cash-desk/fiscal-offline.service'
import { autoApproveDue } from './modules/protocols/protocols.service'

export interface BuildAppOptions {
  config: ServerConfig
  db: DbHandle
  /** Clock for tests; defaults to the wall clock. */
  now?: () => Date
  logger?: boolean
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
  /** How notifications reach their providers (tests shorten its timeouts); the real adapters by default. */
  deliver?: Deliver
  /** false: reports do not wait for interactive requests on PGlite (the bench's baseline). */
  backgroundGate?: boolean
}

/** Creates the app with every route registered; call `ready()` or `listen()` on it. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts
  const now = opts.now ?? (() => new Date())
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const secret = config.jwtSecret ?? (await ensureSecret(opts.db.db, 'jwt_secret'))
  // Routes see the database through the batch-aware view: a sync push batch runs in one transaction.
  const db = batchAwareDb(opts.db.db)
  const gate = createBackgroundGate({
    enabled: opts.db.kind === 'pglite' && opts.backgroundGate !== false,
  })
  // Every request but a long read is interactive until its answer is sent or the client goes away.
  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.config?.background) return
    reply.raw.once('close', gate.enter())
  })
  const ctx: AppContext = {
    db,
    dbKind: opts.db.kind,
    config,
    now,
    loginPolicy: {
      maxAttempts: config.loginMaxAttempts,
      banSeconds: config.loginBanSeconds,
      windowSeconds: config.loginWindowSeconds,
      addressMaxAttempts: config.loginAddressMaxAttempts,
      addressWindowSeconds: config.loginAddressWindowSeconds,
    },
    mutate: createMutate(db, now, { lockChangeLog: opts.db.kind === 'postgres' }),
    deliverNotification: opts.deliver ?? channelDeliver(),
    background: (work) => gate.background(work),
    counters: { taskToMe: (userId) => countTasksToMe(db, userId) },
  }

  await app.register(errorsPlugin)
  await app.register(securityPlugin, { apiBase: config.apiBase })
  await app.register(batchGuardPlugin, { apiBase: config.apiBase })
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Clinic Office API',
        version: config.appVersion,
        description:
          'REST API of the Clinic Office back office. Paths of the specification are served under the base path ' +
          `"${config.apiBase}". Errors answer {message, code, errors?}; 422 errors are keyed by snake_case field name. ` +
          'Mutating requests take an Idempotency-Key header (the PWA always sends one): a repeat gets the stored answer ' +
          '(header Idempotent-Replay: true) without the work being done again; without the header a request simply runs. ' +
          'Edits carry the version they are based on; a stale one answers 409 version_conflict with the current record.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(fastifySwaggerUi, { routePrefix: `${config.apiBase}/docs`, staticCSP: true })
  await app.register(authPlugin, {
    db: ctx.db,
    tokens: {
      secret: new TextEncoder().encode(secret),
      accessTtl: config.accessTokenTtl,
      refreshTtl: config.refreshTokenTtl,
      reuseGraceSeconds: config.refreshReuseGraceSeconds,
    },
    // Sign-in counters are kept as long as any of their windows or bans can still matter.
    loginCountersKeepSeconds: Math.max(
      config.loginWindowSeconds,
      config.loginBanSeconds,
      config.loginAddressWindowSeconds,
    ),
    apiBase: config.apiBase,
    basicAuth: config.basicAuth,
    now,
  })
  await app.register(idempotencyPlugin, { db: ctx.db, apiBase: config.apiBase, now })
  await app.register(realtimePlugin, {
    db: ctx.db,
    appVersion: config.appVersion,
    basicAuth: config.basicAuth,
    redisUrl: config.redisUrl,
    now,
  })

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod(ctx))
    },
    { prefix: config.apiBase },
  )

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await opts.db.exec('SELECT 1')
    return { status: 'ok', version: config.appVersion, database: opts.db.kind }
  })

  await app.register(staticPlugin, { root: config.staticDir, apiBase: config.apiBase })

  // This process's share of the background jobs (JOBS=off: none, e.g. a process that only serves).
  if (config.jobs) {
    const jobs = await startJobQueue(opts.db, app.log)
    app.addHook('onClose', () => jobs.stop())
    await jobs.work('notification.send', (data) =>
      runNotificationJob(opts.db.db, data, ctx.deliverNotification),
    )
    await jobs.work('protocol.auto-approve', async () => {
      await autoApproveDue(opts.db.db, now())
    })
    await jobs.work('fiscal.offline-upload', (data) => runOfflineUploadJob(opts.db.db, now, data))
  }
  return app
}
