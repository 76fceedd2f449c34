/**
 * Starts the server: migrate, seed demo data into an empty database (unless SEED=none), serve PWA + API
 * on one port, and shut down gracefully on SIGINT/SIGTERM.
 */
import { loadConfig } from './config'
import { buildApp } from './app'
import { openMigratedDb } from './cli/open'
import { seedDemo } from './db/seed/seed'
import { ensureAdmin, isEmpty } from './db/seed/users'
import { demoStandInPorts } from './integrations/demo-stand-ins'
import { startStandIns, type StandIns } from './integrations/stand-ins'

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
// The providers' stand-ins for the demo: notifications (and, once wired, fiscal receipts) reach them
// instead of the internet.
let standIns: StandIns | undefined
if (config.standIns) {
  const ports = demoStandInPorts()
  try {
    standIns = await startStandIns({
      turbosmsPort: ports.turbosms,
      telegramPort: ports.telegram,
      smtpPort: ports.smtp,
      checkboxPort: ports.checkbox,
      liqpayPort: ports.liqpay,
      wayforpayPort: ports.wayforpay,
    })
    console.log(
      `Demo provider stand-ins: TurboSMS ${standIns.turbosms.url}, Telegram ${standIns.telegram.url}, SMTP 127.0.0.1:${ports.smtp}, Checkbox ${standIns.checkbox.url}, LiqPay ${standIns.liqpay.url}, WayForPay ${standIns.wayforpay.url}`,
    )
  } catch (e) {
    console.warn(
      `Demo provider stand-ins not started (${(e as Error).message}); STAND_INS=off silences this.`,
    )
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
    await standIns?.close()
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
