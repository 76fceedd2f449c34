/**
 * One declaration per reference endpoint: a signed-in GET whose answer carries a weak ETag of its
 * body and answers 304 to a device that already holds it (If-None-Match). Used by every *.routes.ts
 * of this folder, so caching behaves the same on all of them.
 */
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { referenceListResponseSchema } from '../../../domain/references/reference.schema'
import { requireUser } from '../../plugins/auth'
import type { AuthUser } from '../auth/auth.repo'

type App = Parameters<FastifyPluginAsyncZod>[0]

export interface ReferenceDef<Q extends z.ZodType, P extends z.ZodType> {
  url: string
  summary: string
  description?: string
  /** 'cache': the PWA keeps it after the first load; 'network': always asked (spec "not cached"). */
  caching?: 'cache' | 'network'
  querystring?: Q
  params?: P
  /** The 200 answer; default `{data: Option[]}`. */
  response?: z.ZodType
  load(input: { query: z.output<Q>; params: z.output<P>; user: AuthUser }): Promise<unknown>
}

/** A weak ETag of an answer body. */
export function etagOf(data: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`
}

/** Whether an If-None-Match header (a list, or *) names `etag`. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const tags = [header].flat().flatMap((h) => h.split(','))
  return tags.some((t) => t.trim() === '*' || t.trim() === etag || t.trim() === etag.slice(2))
}

/** Sends `body` with its ETag, or 304 when the device already holds it. */
export function sendCached<T>(req: FastifyRequest, reply: FastifyReply, body: T): T {
  const etag = etagOf(body)
  // References differ per installation, not per user, but only signed-in users may read them.
  void reply.header('etag', etag).header('cache-control', 'private, no-cache')
  // Fastify ignores a handler's result that is the reply itself: the 304 is already sent.
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send(null) as never
  return body
}

const tags = ['Довідники']

/** Registers a reference endpoint on `app`. */
export function referenceRoute<Q extends z.ZodType = z.ZodObject, P extends z.ZodType = z.ZodObject>(
  app: App,
  def: ReferenceDef<Q, P>,
): void {
  const caching =
    def.caching === 'network'
      ? ' Not cached by the PWA (asked every time).'
      : ' The PWA caches it after the first load.'
  app.get(
    def.url,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: def.summary,
        description: `${def.description ?? 'Key/value options.'}${caching} Weak ETag; If-None-Match gives 304 when unchanged.`,
        ...(def.querystring ? { querystring: def.querystring } : {}),
        ...(def.params ? { params: def.params } : {}),
        response: {
          200: def.response ?? referenceListResponseSchema,
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current'),
          401: errorBodySchema,
          ...(def.params ? { 404: errorBodySchema } : {}),
        },
      },
    },
    async (req, reply) => {
      const body = await def.load({
        query: req.query as z.output<Q>,
        params: req.params as z.output<P>,
        user: requireUser(req),
      })
      return sendCached(req, reply, body)
    },
  )
}
