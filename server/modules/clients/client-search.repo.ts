/**
 * Patient search (GET /clients). Names are compared by their stored search keys, in two tiers:
 * 1. prefix — a range on the "C"-collated order index of the first filled name, read in key order
 *    with LIMIT, so an exact key (the smallest key with that prefix) comes first, then longer keys;
 * 2. near misses — only when tier 1 did not fill the page (client-near-miss.repo.ts).
 * Other fields filter: birthday (equal), phone (any run of digits: 4-digit-run or trigram index), email
 * (prefix), sex.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { ClientSearch } from '../../../domain/clients/client-search.schema'
import type { Db } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { nearKeys, nearMisses } from './client-near-miss.repo'
import { allPrefix, c, keyColumns, prefixOf, searchOrder, type Term } from './client-search-sql'
import type { ClientRow } from './clients.repo'

/** Length of the digit runs client_phone_grams() indexes. */
const PHONE_GRAM = 4

function filters(q: ClientSearch): SQL[] {
  const out: SQL[] = []
  if (!q.withDeleted) out.push(isNull(clients.deletedAt))
  if (q.birthday) out.push(eq(clients.birthday, q.birthday))
  // Digits only (the schema made sure), so no LIKE wildcard can come from the user.
  if (q.phone) out.push(sql`${clients.phone} LIKE ${`%${q.phone}%`}`)
  // A run of 4+ digits holds every 4-digit run it has: a necessary condition the grams index answers
  // several times faster than the trigram index answers the LIKE (migration 0019); the LIKE decides.
  if (q.phone && q.phone.length >= PHONE_GRAM)
    out.push(sql`client_phone_grams(${clients.phone}) @> client_phone_grams(${q.phone})`)
  if (q.email) out.push(prefixOf(sql`lower(${clients.email})`, q.email))
  if (q.male) out.push(eq(clients.male, q.male))
  return out
}

/** Clients matching `q`, best first, at most `q.limit`. */
export async function searchClients(db: Db, q: ClientSearch): Promise<ClientRow[]> {
  const terms: Term[] = keyColumns.flatMap((k) => (q[k.field] ? [{ ...k, key: q[k.field]! }] : []))
  const base = filters(q)
  const byKeys = [...searchOrder(terms).map((k) => asc(c(k.col))), asc(clients.id)]

  if (terms.length === 0) {
    // A whole number typed in the phone field comes first.
    const phoneExact = q.phone
      ? [sql`(${clients.phone} IN (${q.phone}, ${'38' + q.phone}, ${'380' + q.phone})) DESC`]
      : []
    return db
      .select()
      .from(clients)
      .where(and(...base))
      .orderBy(...phoneExact, ...byKeys)
      .limit(q.limit)
  }

  const rows = await db
    .select()
    .from(clients)
    .where(and(...base, allPrefix(terms)))
    .orderBy(...byKeys)
    .limit(q.limit)
  if (rows.length >= q.limit) return rows

  const near = await Promise.all(terms.map((t) => nearKeys(db, t.field, t.key)))
  if (near.every((keys) => keys.length === 0)) return rows
  return [...rows, ...(await nearMisses(db, terms, near, base, q.limit - rows.length))]
}
