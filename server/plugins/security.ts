/**
 * Security headers: a CSP the PWA (scripts, worker, service worker, socket) runs under, the rest of
 * helmet's set, `Cache-Control: no-store` on every API answer (they carry personal data; the PWA keeps
 * what it needs in IndexedDB and revalidates references with its own stored ETag), and HSTS when the
 * request came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
 */
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { isBatchItem } from '../lib/batch-item'

export interface SecurityPluginOptions {
  apiBase: string
}

// A Host header is echoed into the CSP only when it is a plain host[:port]; anything else gets none.
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** The realtime socket's own origin, as ws: and wss: (the page decides which; both name this host). */
function ownSocketOrigins(req: IncomingMessage): string {
  const host = req.headers.host ?? ''
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : ''
}

const HSTS = 'max-age=31536000; includeSubDomains'

async function securityPlugin(app: FastifyInstance, opts: SecurityPluginOptions) {
  // Built once: @fastify/helmet built this middleware anew for every request (a tenth of a ms each).
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers ws(s): of the same host only in CSP level 3 browsers; the origin is named too.
        connectSrc: ["'self'", ownSocketOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below only over HTTPS: the PWA is served over plain HTTP on localhost in development and tests.
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    // An item a sync push replays answers inside the push's own answer, which gets these headers.
    if (isBatchItem()) return done()
    headers(request.raw, reply.raw, () => done())
  })

  const apiPrefix = `${opts.apiBase}/`
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS)
    // Every API answer, 304s and errors included; a route's own caching header is replaced on purpose.
    const isApi =
      request.routeOptions.config?.auth !== undefined ||
      (opts.apiBase !== '' && request.url.startsWith(apiPrefix))
    if (isApi) void reply.header('cache-control', 'no-store')
  })
}

export default fp(securityPlugin, { name: 'security' })
