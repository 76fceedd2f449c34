/**
 * Structured log settings that keep personal data out: no query strings (client searches carry names
 * and phones), no headers, no bodies, and database error texts cut before their parameter values.
 */
import type { FastifyServerOptions } from 'fastify'

interface ReqLike {
  method: string
  url: string
  id: string
}

function safeError(err: Error) {
  const e = err as Error & { code?: unknown; statusCode?: unknown }
  // Drizzle puts the query parameters after "params:"; PostgreSQL puts row values in `detail`.
  const message = (e.message ?? '').split('\nparams:')[0]?.slice(0, 500) ?? ''
  const stack = (e.stack ?? '').split('\n').slice(1, 8).join('\n')
  return { type: e.name, code: e.code, statusCode: e.statusCode, message, stack }
}

/** Pino options for Fastify. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: ReqLike) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  }
}
