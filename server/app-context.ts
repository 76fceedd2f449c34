/** What route modules receive: the database, the clock and the policies taken from configuration. */
import type { Db } from './db/client'
import type { LoginPolicy } from './modules/auth/auth.service'
import type { ServerConfig } from './config'

export interface AppContext {
  db: Db
  config: ServerConfig
  now: () => Date
  loginPolicy: LoginPolicy
  counters: {
    /** Open tasks assigned to the user; 0 until the task manager lands (README says so). */
    taskToMe(userId: number): Promise<number>
  }
}
