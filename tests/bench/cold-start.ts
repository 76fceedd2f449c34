/** Time from starting the server process to a healthy answer: on a fresh data folder (initdb + migrate + seed) and again on the same one. */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

async function waitHealthy(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('server did not become healthy in time')
}

export async function startOnce(port: number, dataDir: string): Promise<number> {
  const t0 = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  })
  try {
    await waitHealthy(port, Date.now() + 120_000)
    return performance.now() - t0
  } finally {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
}

export async function coldStart(port = 8295): Promise<{ freshMs: number; warmMs: number }> {
  const dir = `node_modules/.tmp/bench-start-${port}`
  rmSync(dir, { recursive: true, force: true })
  const freshMs = await startOnce(port, dir)
  const warmMs = await startOnce(port, dir)
  rmSync(dir, { recursive: true, force: true })
  return { freshMs, warmMs }
}
