/** npm run db:seed [-- --clients N] — seeds demo data (idempotent); --clients tops the clients up to N. */
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { defaultSeedOptions, seedDemo } from '../db/seed/seed'
import { openMigratedDb } from './open'

const { values } = parseArgs({ options: { clients: { type: 'string' } }, allowPositionals: false })
const clients = values.clients === undefined ? defaultSeedOptions.clients : Number(values.clients)
if (!Number.isInteger(clients) || clients < 0) {
  console.error('--clients must be a non-negative whole number')
  process.exit(2)
}
const config = loadConfig()
const handle = await openMigratedDb(config)
const t0 = performance.now()
await seedDemo(handle.db, { clients })
console.log(
  `Demo data seeded (${handle.kind}, ${clients} clients) in ${Math.round(performance.now() - t0)} ms.`,
)
await handle.close()
