/** What route modules receive: the database, the clock and the policies taken from configuration. */
import type { Db } from './db/client'
import type { LoginPolicy } from './modules/auth/sign-in.service'
import type { ServerConfig } from './config'
import type { Mutate } from './lib/mutation'
import type { Deliver } from './modules/notifications/deliver'

export interface AppContext {
  /** The database; inside a sync push batch it is the batch's transaction (lib/batch.ts). */
  db: Db
  dbKind: 'pglite' | 'postgres'
  config: ServerConfig
  now: () => Date
  loginPolicy: LoginPolicy
  /** Runs a mutating route's work exactly once per Idempotency-Key, with its change log (lib/mutation.ts). */
  mutate: Mutate
  /** Sends one notification through its channel's provider (a stand-in's address in tests and the demo). */
  deliverNotification: Deliver
  /**
   * Runs a long read (a report) when no interactive request is in flight on the embedded database, one
   * at a time (lib/background-gate.ts); at once on PostgreSQL.
   */
  background<T>(work: () => Promise<T>): Promise<T>
  counters: {
    /** Open tasks (awaiting pickup or in progress) whose performer is the user. */
    taskToMe(userId: number): Promise<number>
  }
}
