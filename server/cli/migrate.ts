/** npm run db:migrate — applies pending migrations to the configured database. */
import { loadConfig } from '../config'
import { openMigratedDb } from './open'

const config = loadConfig()
const handle = await openMigratedDb(config)
console.log(`Migrations applied (${handle.kind}).`)
await handle.close()
