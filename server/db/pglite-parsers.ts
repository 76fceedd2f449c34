/**
 * Drizzle's PGlite driver passes the same result parsers with every query (dates, intervals and their
 * arrays left as text). PGlite then merges them into its own table of ~250 type parsers — a fresh
 * object spread per query, a tenth of a push item's time. Here those parsers are put into PGlite's
 * table once, and a query whose options carry exactly them runs without the option: the same rows,
 * without the copy. Any other parser option passes through untouched.
 */
import { types, type PGlite, type Transaction } from '@electric-sql/pglite'

/** Drizzle's per-query overrides (drizzle-orm/pglite/session.js): these types stay text. */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]
const asText = (value: string): string => value

type QueryOptions = Parameters<PGlite['query']>[2]

/** Lets `client` answer drizzle's queries without merging their parsers per query. */
export function installDrizzleParsers(client: PGlite): void {
  const ours = client.parsers
  const install = () => {
    for (const oid of AS_TEXT) ours[oid] = asText
  }
  install()
  const strip = (options: QueryOptions): QueryOptions => {
    const parsers = options?.parsers
    if (!parsers) return options
    for (const key of Object.keys(parsers)) if (!AS_TEXT.includes(Number(key))) return options
    // Array parsers are (re)built by refreshArrayTypes(): make sure ours are still the text ones.
    if (AS_TEXT.some((oid) => ours[oid] !== asText)) install()
    const { parsers: _, ...rest } = options
    return rest
  }
  const query = client.query.bind(client)
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, strip(options))) as PGlite['query']
  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const wrapped = Object.create(tx) as Transaction
      wrapped.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        tx.query(text, params, strip(options))) as Transaction['query']
      return callback(wrapped)
    })
}
