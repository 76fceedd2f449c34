/**
 * Serves the built PWA from the same origin as the API: hashed assets cached for a year, the
 * service worker and index.html never cached, and every non-API GET falls back to index.html so
 * client routes like /clients work on reload. Unknown API paths answer a JSON 404.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { errorMessages } from '../../domain/api/errors'

export interface StaticOptions {
  root: string
  apiBase: string
}

async function staticPlugin(app: FastifyInstance, opts: StaticOptions) {
  const hasBuild = existsSync(path.join(opts.root, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(opts.root, filePath)
        if (rel.startsWith(`assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable')
        else reply.header('cache-control', 'no-cache')
      },
    })
  }
  const isApi = (url: string) =>
    opts.apiBase !== '' && (url === opts.apiBase || url.startsWith(`${opts.apiBase}/`))

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    if (hasBuild && !isApi(url) && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = path.join(opts.root, url)
      if (file.startsWith(opts.root) && url !== '/' && existsSync(file) && !url.endsWith('/')) {
        return reply.header('cache-control', 'no-cache').sendFile(url.slice(1))
      }
      // Missing asset files (a stale chunk) must fail as 404, not as an HTML page the loader cannot run.
      if (!/\.[a-z0-9]+$/i.test(url)) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send({ message: errorMessages.not_found, code: 'not_found' })
  })
}

export default fp(staticPlugin, { name: 'static' })
