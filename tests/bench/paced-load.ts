/**
 * An evenly paced load: `connections` keep-alive connections, each sending its next request every
 * `connections / rate` seconds, their start times spread over one interval — registrars each typing a
 * keystroke at their own moment. autocannon's `overallRate` is not that: each of its connections sends
 * its whole per-second quota back to back at the start of every second, so a "paced" run is a burst of
 * `rate` requests once a second and measures the queue of that burst. A latency counts from the moment
 * the request was due, so a slow answer that delays the next request is not hidden (coordinated omission).
 */
import http from 'node:http'

export interface PacedResult {
  /** Milliseconds from when each request was due to its answer, unsorted. */
  times: number[]
  requests: number
  rps: number
  errors: number
}

export interface PacedOptions {
  connections: number
  /** Requests per second over all connections. */
  rate: number
  durationS: number
}

/** Sends GET `paths` (in turn) to `origin` at `opts.rate` requests per second, evenly spread. */
export async function pacedLoad(
  origin: string,
  paths: readonly string[],
  headers: Record<string, string>,
  opts: PacedOptions,
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections })
  const interval = (1000 * opts.connections) / opts.rate
  const start = performance.now() + 50
  const end = start + opts.durationS * 1000
  const times: number[] = []
  let errors = 0
  let next = 0

  const get = (path: string) =>
    new Promise<boolean>((resolve) => {
      const req = http.get(`${origin}${path}`, { agent, headers }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode === 200))
        res.on('error', () => resolve(false))
      })
      req.on('error', () => resolve(false))
    })

  const registrar = async (i: number) => {
    for (let due = start + (i * interval) / opts.connections; due < end; due += interval) {
      const wait = due - performance.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      const ok = await get(paths[next++ % paths.length]!)
      times.push(performance.now() - due)
      if (!ok) errors++
    }
  }
  await Promise.all(Array.from({ length: opts.connections }, (_, i) => registrar(i)))
  agent.destroy()
  return { times, requests: times.length, rps: times.length / opts.durationS, errors }
}
