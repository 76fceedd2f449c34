/**
 * npm test — every check a change must pass, in order: types, lint and boundaries, formatting, unit
 * tests, server integration tests on PGlite and (when reachable) on PostgreSQL, the PWA build, and the
 * end-to-end journeys in Chromium. Stops at the first failure.
 */
import { spawnSync } from 'node:child_process'
import { pgAdminUrl, pgReachable } from './support/pg-url'

interface Step {
  name: string
  cmd: string
  args: string[]
  env?: Record<string, string>
}

const npx = (...args: string[]) => ({ cmd: 'npx', args })
const steps: Step[] = [
  { name: 'typecheck', ...npx('tsc', '-b') },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'format', ...npx('prettier', '--check', '--log-level', 'warn', '.') },
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

const only = process.argv.slice(2)
let passed = 0
const t0 = performance.now()
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue
  const s0 = performance.now()
  console.log(`\n▶ ${step.name}`)
  const r = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } })
  const secs = ((performance.now() - s0) / 1000).toFixed(1)
  if (r.status !== 0) {
    console.error(`✖ ${step.name} failed after ${secs} s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(r.status ?? 1)
  }
  passed++
  console.log(`✔ ${step.name} (${secs} s)`)
}
console.log(`\nAll checks passed in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, 0 failed`)
