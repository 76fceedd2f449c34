/**
 * Starts the server: migrate, seed demo data into an empty database (unless SEED=none), serve PWA + API
 * on one port, and shut down gracefully on SIGINT/SIGTERM.
 */
import { loadConfig } from './config'
import { buildApp } from './app'
import { openMigratedDb } from './cli/open'
import { seedDemo } from './db/seed/seed'
import { ensureAdmin, isEmpty } from './db/seed/users'

const config = loadConfig()
const t0 = performance.now()
const handle = await openMigratedDb(config)
if (await isEmpty(handle.db)) {
  if (config.seed === 'demo') {
    await seedDemo(handle.db)
    console.log('Empty database: demo data and demo logins created (see README).')
  } else if (process.env.ADMIN_PASSWORD) {
    await ensureAdmin(handle.db, process.env.ADMIN_PASSWORD)
    console.log('Empty database: user "admin" created with ADMIN_PASSWORD.')
  }
}
const app = await buildApp({ config, db: handle })

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  // In-flight requests finish; a stuck one cannot hold the process for ever.
  const timer = setTimeout(() => process.exit(1), 10_000)
  timer.unref()
  try {
    await app.close()
    await handle.close()
  } finally {
    process.exit(0)
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
app.log.info(
  { database: handle.kind, startupMs: Math.round(performance.now() - t0) },
  `Clinic Office is running at http://localhost:${config.port}`,
)
