/** The demo data set: roles and demo logins, reference data, clients, tasks. Running it twice changes nothing. */
import type { Db } from '../client'
import { linkDemoDoctor, seedDemoUsers } from './users'
import { seedReferences } from './references'
import { seedClients } from './clients'
import { seedTasks } from './tasks'
import { seedOrdersArea } from './orders'
import { seedDemoTubes } from './demo-tubes'
import { seedStaffUsers } from './staff-users'
import { seedDemoCashDesk } from './demo-cash-desk'
import { seedDemoOnlinePayments } from './demo-online-payments'
import { seedDemoStock } from './demo-stock'
import { seedRegistryWeek } from './demo-week'
import { seedDemoCalls } from './demo-calls'
import { seedDemoQueue } from './demo-queue'
import { seedDemoProtocols } from './demo-protocols'
import { seedDemoNotifications } from './demo-notifications'
import { seedDemoActivities } from './demo-activities'
import { seedDemoHistory } from './demo-history'
import { seedDemoLabErrors } from './demo-lab-errors'
import { seedDemoLabResults } from './demo-lab-results'

export interface SeedOptions {
  clients: number
  /** Demo tasks to top up to (default: the 40 hand-made ones). */
  tasks?: number
  /**
   * Fill the coming week's slots with the operator's orders (demo-week.ts; default on). The integration
   * tests' template leaves it out: their order lists and searches count the hand-made orders; the
   * demo-data test fills its own copy.
   */
  week?: boolean
  /**
   * Two weeks of every login's working hours (demo-activities.ts; default on). The integration tests'
   * template leaves them out: the activity routes' examples start from an empty activity table.
   */
  activities?: boolean
  /**
   * Six weeks of past visits for the reports (demo-history.ts; default on). The tests' template leaves
   * them out: its order lists and reports count the hand-made orders (DEMO_HISTORY=off too).
   */
  history?: boolean
}

export const defaultSeedOptions: SeedOptions = { clients: 300 }

/** Seeds the demo installation. */
export async function seedDemo(db: Db, opts: SeedOptions = defaultSeedOptions): Promise<void> {
  await seedDemoUsers(db)
  await seedReferences(db)
  await linkDemoDoctor(db)
  await seedStaffUsers(db)
  await seedDemoCashDesk(db)
  await seedDemoOnlinePayments(db)
  await seedClients(db, opts.clients)
  await seedOrdersArea(db)
  await seedDemoTubes(db)
  await seedDemoStock(db)
  await seedDemoQueue(db)
  await seedDemoProtocols(db)
  await seedTasks(db, opts.tasks)
  await seedDemoCalls(db)
  await seedDemoNotifications(db)
  await seedDemoLabErrors(db)
  if (opts.activities !== false) await seedDemoActivities(db)
  if (opts.history !== false && process.env.DEMO_HISTORY !== 'off') await seedDemoHistory(db)
  await seedDemoLabResults(db)
  // Last: the week fills the slots the demo data above left free (DEMO_WEEK=off leaves it out).
  if (opts.week !== false && process.env.DEMO_WEEK !== 'off') await seedRegistryWeek(db)
}
