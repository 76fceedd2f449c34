/**
 * The near-miss tier of patient search. A typo is looked up among the distinct name keys
 * (client_name_keys, trigram GIN index) — not among client rows, of which a common surname has
 * thousands — and the clients of the near keys are then read by exact key in index order.
 */
import { and, asc, eq, getTableColumns, not, or, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { clientNameKeys, clients } from '../../db/schema/clients'
import { allPrefix, c, prefixOf, searchOrder, type Field, type Term } from './client-search-sql'
import type { ClientRow } from './clients.repo'

/**
 * Trigram similarity a near miss needs (0…1). 0.4 keeps "kovalnko" → "Коваленко" (0.58) and drops
 * "Петрук" for "Петренко" (0.33). It must stay ≥ pg_trgm.similarity_threshold (default 0.3), which the
 * `%` operator — the one the GIN index serves — uses to pick candidates.
 */
export const NEAR_MISS_SIMILARITY = 0.4
/** Shorter keys have too few trigrams to judge; they match by prefix only. */
const NEAR_MISS_MIN_LENGTH = 3
/** The closest distinct keys per name that a search looks at. */
const NEAR_KEYS = 30

export type NearKeys = Array<{ key: string; closeness: number }>

/** The distinct keys of `field` that are near misses of `key` (not its prefix matches), closest first. */
export async function nearKeys(db: Db, field: Field, key: string): Promise<NearKeys> {
  if (key.length < NEAR_MISS_MIN_LENGTH) return []
  const closeness = sql`similarity(${clientNameKeys.key}, ${key})`
  return db
    .select({ key: clientNameKeys.key, closeness: sql<number>`${closeness}::float8`.mapWith(Number) })
    .from(clientNameKeys)
    .where(
      and(
        eq(clientNameKeys.field, field),
        sql`${clientNameKeys.key} % ${key}`,
        sql`${closeness} >= ${NEAR_MISS_SIMILARITY}`,
        not(prefixOf(clientNameKeys.key, key)),
      ),
    )
    .orderBy(sql`${closeness} DESC`, asc(clientNameKeys.key))
    .limit(NEAR_KEYS)
}

/** Byte order of ASCII keys, as COLLATE "C" sorts them, NULLs last. */
function compareKeys(a: ReadonlyArray<string | null>, b: ReadonlyArray<string | null>): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? null
    const y = b[i] ?? null
    if (x === y) continue
    if (x === null) return 1
    if (y === null) return -1
    return x < y ? -1 : 1
  }
  return 0
}

/**
 * Near-miss clients (not all names prefix matches), the closest first name first, then in key order.
 * One branch per near key of the first filled name — read in index order with LIMIT, however many
 * clients share the key — plus one for its prefix matches whose other names are near misses; the
 * few rows of the branches are merged here. `near[i]` holds the near keys of `terms[i]`.
 */
export async function nearMisses(db: Db, terms: Term[], near: NearKeys[], base: SQL[], limit: number) {
  const [lead, ...others] = terms as [Term, ...Term[]]
  const otherMatch = others.map((t, i) => {
    const keys = (near[i + 1] ?? []).map((k) => k.key)
    if (keys.length === 0) return prefixOf(t.col, t.key)
    return or(prefixOf(t.col, t.key), sql`${c(t.col)} = ANY(${sql.param(keys)}::text[])`)
  })
  const order = searchOrder(terms)
  const branch = (leadMatch: SQL, closeness: number) =>
    db
      .select({ ...getTableColumns(clients), closeness: sql<number>`${closeness}::float8`.mapWith(Number) })
      .from(clients)
      .where(and(...base, leadMatch, ...otherMatch, not(allPrefix(terms))))
      .orderBy(...order.map((k) => asc(c(k.col))), asc(clients.id))
      .limit(limit)
  const branches = [
    ...(near.slice(1).some((n) => n.length) ? [branch(prefixOf(lead.col, lead.key), 1)] : []),
    ...(near[0] ?? []).map((k) => branch(sql`${c(lead.col)} = ${k.key}`, k.closeness)),
  ]
  const [first, second, ...rest] = branches
  if (!first) return []
  const rows = second ? await unionAll(first, second, ...rest) : await first
  const keysOf = (r: ClientRow) => order.map((k) => r[k.prop])
  return rows
    .sort((a, b) => b.closeness - a.closeness || compareKeys(keysOf(a), keysOf(b)) || a.id - b.id)
    .slice(0, limit)
    .map(({ closeness: _closeness, ...row }): ClientRow => row)
}
