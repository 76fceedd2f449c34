/** What the stock tests share: the demo's «шт» unit, Kyiv days from today, service work run as a user. */
import { sql } from 'drizzle-orm'
import { kyivDay } from '../../domain/time/kyiv'
import type { Db, Tx } from '../../server/db/client'
import type { MutationScope } from '../../server/lib/mutation'
import type { AuthUser } from '../../server/modules/auth/auth.repo'

/** The demo's «шт» unit (the references seed), as a value of an insert. */
export const pieces = sql<number>`(SELECT id FROM nomenclature_units WHERE name = 'шт')`

/** The Kyiv day `offset` days from today, YYYY-MM-DD. */
export const dayFromToday = (offset: number) => kyivDay(new Date(Date.now() + offset * 86_400_000))

/** Runs service work as the user `userId` in its own transaction (the warehouse services read only the id). */
export const runAs = <T>(db: Db, userId: number, work: (m: MutationScope) => Promise<T>) =>
  db.transaction((tx: Tx) =>
    work({
      tx,
      user: { id: userId } as AuthUser,
      now: new Date(),
      changed: () => undefined,
      status: () => undefined,
      storeForRepeat: () => undefined,
    }),
  )
