/**
 * A hostile network between the browser and the server: drops requests before they reach the server,
 * drops answers after the server has acted, duplicates requests, and delays everything. Sign-in calls
 * pass untouched so the journey can start; everything else under /api is fair game.
 */
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http'

export interface ChaosStats {
  requests: number
  droppedRequests: number
  droppedAnswers: number
  duplicated: number
  upstreamDown: number
  replayedAnswers: number
}

export interface ChaosOptions {
  target: { host: string; port: number }
  dropRequest: number
  dropAnswer: number
  duplicate: number
  maxDelayMs: number
  random?: () => number
}

const spared = (url: string) =>
  !url.startsWith('/api/') || url === '/api/login' || url === '/api/auth/refresh'

async function body(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const p of req) parts.push(p as Buffer)
  return Buffer.concat(parts)
}

/** Sends one copy upstream; resolves with the whole answer. */
function send(opts: ChaosOptions, req: IncomingMessage, payload: Buffer) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    data: Buffer
  }>((resolve, reject) => {
    const up = forward({ ...opts.target, method: req.method, path: req.url, headers: req.headers }, (res) => {
      body(res).then((data) => resolve({ status: res.statusCode ?? 502, headers: res.headers, data }), reject)
    })
    up.on('error', reject)
    up.end(payload)
  })
}

export function startChaosProxy(port: number, opts: ChaosOptions): { server: Server; stats: ChaosStats } {
  const random = opts.random ?? Math.random
  const stats: ChaosStats = {
    requests: 0,
    droppedRequests: 0,
    droppedAnswers: 0,
    duplicated: 0,
    upstreamDown: 0,
    replayedAnswers: 0,
  }
  const server = createServer((req, res) => {
    const handle = async () => {
      const payload = await body(req)
      const url = req.url ?? '/'
      const chaos = !spared(url)
      if (chaos) {
        stats.requests++
        await new Promise((r) => setTimeout(r, random() * opts.maxDelayMs))
        if (random() < opts.dropRequest) {
          stats.droppedRequests++
          req.socket.destroy()
          return
        }
      }
      const copies = chaos && random() < opts.duplicate ? 2 : 1
      if (copies === 2) stats.duplicated++
      // Both copies run to the end (the server sees the duplicate); the browser gets the first answer.
      const settled = await Promise.allSettled(Array.from({ length: copies }, () => send(opts, req, payload)))
      const answer = settled.find((r) => r.status === 'fulfilled')?.value
      if (!answer) {
        stats.upstreamDown++
        res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway')
        return
      }
      if (answer.headers['idempotent-replay'] === 'true') stats.replayedAnswers++
      if (chaos && random() < opts.dropAnswer) {
        // The server has acted; the browser never hears of it.
        stats.droppedAnswers++
        req.socket.destroy()
        return
      }
      res.writeHead(answer.status, answer.headers).end(answer.data)
    }
    handle().catch(() => req.socket.destroy())
  })
  server.keepAliveTimeout = 1_000
  server.listen(port)
  return { server, stats }
}
