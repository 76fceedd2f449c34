/** The demo data set: roles and demo logins, reference data, clients. Running it twice changes nothing. */
import type { Db } from '../client'
import { seedDemoUsers } from './users'
import { seedReferences } from './references'
import { seedClients } from './clients'

export interface SeedOptions {
  clients: number
}

export const defaultSeedOptions: SeedOptions = { clients: 300 }

/** Seeds the demo installation. */
export async function seedDemo(db: Db, opts: SeedOptions = defaultSeedOptions): Promise<void> {
  await seedDemoUsers(db)
  await seedReferences(db)
  await seedClients(db, opts.clients)
}
