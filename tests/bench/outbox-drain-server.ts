/** A real API server on a data folder of the bench's own, started and stopped by its PID. */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

export interface LocalServer {
  origin: string
  stop: () => Promise<void>
}

async function waitHealthy(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not become healthy in time')
}

export async function startServer(
  port: number,
  dataDir: string,
  fresh = true,
  env: Record<string, string> = {},
): Promise<LocalServer> {
  if (fresh) rmSync(dataDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  })
  const origin = `http://127.0.0.1:${port}`
  await waitHealthy(origin, Date.now() + 120_000)
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}

export async function signInToken(origin: string, login = 'admin'): Promise<string> {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ login, password: 'demo12345' }),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}
