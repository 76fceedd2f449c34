/**
 * npm test — every check a change must pass, in order: types, lint and boundaries, formatting, unit
 * tests, server integration tests on PGlite and (when reachable) on PostgreSQL, the PWA build, and the
 * end-to-end journeys in Chromium. Stops at the first failure.
 */
import { spawn, spawnSync } from 'node:child_process'
import { pgAdminUrl, pgReachable } from './support/pg-url'

interface Step {
  name: string
  cmd: string
  args: string[]
  env?: Record<string, string>
}

const npx = (...args: string[]) => ({ cmd: 'npx', args })
/**
 * The static checks run as one step of two lanes at once — lint (eslint with types, then the boundaries)
 * beside typecheck and formatting: each is one process on one core, and the machine has two.
 */
const STATIC_LANES: Step[][] = [
  [{ name: 'lint', cmd: 'npm', args: ['run', 'lint', '--silent'] }],
  [
    { name: 'typecheck', ...npx('tsc', '-b') },
    { name: 'format', ...npx('prettier', '--check', '--log-level', 'warn', '.') },
  ],
]
const steps: Step[] = [
  { name: 'typecheck, lint, format', cmd: '', args: [] },
  { name: 'unit', ...npx('vitest', 'run', '--project', 'unit') },
  { name: 'integration (PGlite)', ...npx('vitest', 'run', '--project', 'int') },
]
const pgUrl = pgAdminUrl()
if (await pgReachable(pgUrl)) {
  steps.push({ name: 'integration (PostgreSQL)', ...npx('vitest', 'run', '--project', 'int-pg') })
} else if (process.env.CI) {
  console.error(
    `PostgreSQL is not reachable at ${new URL(pgUrl).host}; CI must run the integration tests on it.`,
  )
  process.exit(1)
} else {
  console.warn(`PostgreSQL not reachable at ${new URL(pgUrl).host}: integration tests run on PGlite only.`)
}
steps.push({ name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] })
steps.push({ name: 'end-to-end', ...npx('playwright', 'test') })
steps.push({ name: 'chaos (offline outbox through a lossy proxy)', ...npx('tsx', 'tests/chaos/run.ts') })

/** Runs `step` with its output kept, and prints it whole when it ends (two lanes never interleave lines). */
function runQuiet(step: Step): Promise<{ status: number; secs: string }> {
  return new Promise((resolve) => {
    const s0 = performance.now()
    const child = spawn(step.cmd, step.args, { env: { ...process.env, ...step.env } })
    const out: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => out.push(b))
    child.on('close', (code) => {
      const secs = ((performance.now() - s0) / 1000).toFixed(1)
      const text = Buffer.concat(out).toString()
      console.log(`\n▷ ${step.name} (${secs} s)${text.trim() ? `\n${text.trimEnd()}` : ''}`)
      resolve({ status: code ?? 1, secs })
    })
  })
}

/** The lanes at once, each lane's steps in order (a lane stops at its first failure); 0 when all passed. */
async function runLanes(lanes: Step[][], only: string[]): Promise<number> {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (only.length && !only.some((o) => step.name.startsWith(o))) continue
        const r = await runQuiet(step)
        if (r.status !== 0) {
          console.error(`✖ ${step.name} failed after ${r.secs} s`)
          return r.status
        }
      }
      return 0
    }),
  )
  return results.find((s) => s !== 0) ?? 0
}

const only = process.argv.slice(2)
let passed = 0
const t0 = performance.now()
for (const step of steps) {
  const s0 = performance.now()
  let status: number | null
  if (step.cmd === '') {
    // The static checks: asked for by any of their names (e.g. `npm test -- typecheck lint`).
    const names = STATIC_LANES.flat().map((s) => s.name)
    const asked = only.length === 0 || only.some((o) => names.some((n) => n.startsWith(o)))
    if (!asked) continue
    console.log(`\n▶ ${step.name} (two lanes at once)`)
    status = await runLanes(
      STATIC_LANES,
      only.filter((o) => names.some((n) => n.startsWith(o))),
    )
  } else {
    if (only.length && !only.some((o) => step.name.startsWith(o))) continue
    console.log(`\n▶ ${step.name}`)
    status = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } }).status
  }
  const secs = ((performance.now() - s0) / 1000).toFixed(1)
  if (status !== 0) {
    console.error(`✖ ${step.name} failed after ${secs} s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(status ?? 1)
  }
  passed++
  console.log(`✔ ${step.name} (${secs} s)`)
}
console.log(`\nAll checks passed in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, 0 failed`)
