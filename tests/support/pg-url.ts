/** Where the PostgreSQL test run connects: TEST_DATABASE_URL, DATABASE_URL, or the CI machine's server. */
import pg from 'pg'

export const defaultPgUrl = 'postgres://postgres@127.0.0.1:5432/postgres'

export function pgAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? defaultPgUrl
}

/** The same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** True when a PostgreSQL server answers at `url` within two seconds. */
export async function pgReachable(url = pgAdminUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}
