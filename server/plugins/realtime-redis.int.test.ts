/**
 * Issue 3 item 7: two server processes share the realtime channel through socket.io's Redis adapter.
 * Real processes (`node --import tsx server/main.ts`) on two ports, one PostgreSQL database (PGlite
 * cannot be shared between processes) and the Redis at REDIS_URL or 127.0.0.1:6379. Skipped, with the
 * reason printed, only when Redis or PostgreSQL cannot be reached.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { createClient } from 'redis'
import { io as connect, type Socket } from 'socket.io-client'
import { pgAdminUrl, pgReachable, withDatabase } from '../../tests/support/pg-url'

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const adminUrl = pgAdminUrl()

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    return true
  } catch {
    return false
  } finally {
    if (client.isOpen) await client.close()
  }
}

const skipReason = !(await redisReachable())
  ? `Redis is not reachable at ${new URL(redisUrl).host}`
  : !(await pgReachable(adminUrl))
    ? `PostgreSQL is not reachable at ${new URL(adminUrl).host}`
    : undefined
if (skipReason) console.warn(`realtime across processes: skipped — ${skipReason}`)

interface ServerProcess {
  child: ChildProcess
  url: string
  output: string[]
}
const started: ServerProcess[] = []
const sockets: Socket[] = []
let database: string | undefined

async function freePort(): Promise<number> {
  const srv = createServer()
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
  const { port } = srv.address() as AddressInfo
  await new Promise((resolve) => srv.close(resolve))
  return port
}

/** Starts `server/main.ts` and resolves once /healthz answers. */
async function startServer(databaseUrl: string, version: string): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      APP_VERSION: version,
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      BASIC_AUTH: '',
      JWT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const proc: ServerProcess = { child, url: `http://127.0.0.1:${port}`, output: [] }
  started.push(proc)
  child.stdout?.on('data', (d: Buffer) => proc.output.push(d.toString()))
  child.stderr?.on('data', (d: Buffer) => proc.output.push(d.toString()))
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${proc.url}/healthz`)).ok) return proc
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server on port ${port} did not start:\n${proc.output.join('')}`)
}

async function stop(proc: ServerProcess): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return
  const exited = new Promise((resolve) => proc.child.once('exit', resolve))
  proc.child.kill('SIGTERM')
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

async function tokenOf(proc: ServerProcess, login: string): Promise<string> {
  const res = await fetch(`${proc.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo12345' }),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

async function channelClient(proc: ServerProcess, token: string): Promise<Socket> {
  const socket = connect(`${proc.url}/mis`, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    reconnection: false,
    extraHeaders: { authorization: `Bearer ${token}` },
  })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

/** Resolves with the first systemUpdateAlert carrying `version` (other runs may share the Redis). */
function alertOf(socket: Socket, version: string, ms = 10_000): Promise<{ version: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('systemUpdateAlert', on)
      reject(new Error(`no systemUpdateAlert ${version} within ${ms} ms`))
    }, ms)
    const on = (payload: { version: string }) => {
      if (payload.version !== version) return
      clearTimeout(timer)
      socket.off('systemUpdateAlert', on)
      resolve(payload)
    }
    socket.on('systemUpdateAlert', on)
  })
}

afterAll(async () => {
  for (const s of sockets) s.close()
  await Promise.all(started.map(stop))
  if (database) {
    const c = new pg.Client({ connectionString: adminUrl })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await c.end()
  }
}, 60_000)

describe.skipIf(skipReason !== undefined)('realtime across server processes (Redis adapter)', () => {
  it('an alert raised on one process reaches a client of the other; a new version announces itself to old processes', async () => {
    const run = randomBytes(4).toString('hex')
    database = `clinic_redis_${process.pid}_${run}`
    const c = new pg.Client({ connectionString: adminUrl })
    await c.connect()
    await c.query(`CREATE DATABASE ${database}`)
    await c.end()
    const databaseUrl = withDatabase(adminUrl, database)
    const oldVersion = `0.0.1-${run}`
    const newVersion = `0.0.2-${run}`

    // B runs the old version (and seeds the empty database); a tab is connected to it.
    const b = await startServer(databaseUrl, oldVersion)
    const onB = await channelClient(b, await tokenOf(b, 'registrar'))

    // A starts with a new version: it announces it, and the tab on B hears it through Redis.
    const announced = alertOf(onB, newVersion, 60_000)
    const a = await startServer(databaseUrl, newVersion)
    expect(await announced).toEqual({ version: newVersion })

    // An administrator raises the alert on A: the tab on B receives it.
    const raised = alertOf(onB, newVersion)
    const res = await fetch(`${a.url}/api/api/v2/system-update-alert`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(a, 'admin')}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(200)
    expect(await raised).toEqual({ version: newVersion })

    // And the other way round: raised on B, heard by a tab on A.
    const onA = await channelClient(a, await tokenOf(a, 'cashier'))
    const back = alertOf(onA, oldVersion)
    const res2 = await fetch(`${b.url}/api/api/v2/system-update-alert`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(b, 'admin')}` },
    })
    expect(res2.status).toBe(200)
    expect(await back).toEqual({ version: oldVersion })
  }, 180_000)
})
