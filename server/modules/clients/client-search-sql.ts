/** SQL pieces shared by the two search tiers: "C"-collated key comparisons, the name key columns, the order. */
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { clients } from '../../db/schema/clients'

// Above every character a key or an e-mail can hold, under the "C" (byte order) collation.
const TOP = '\uffff'

export type Field = 'surname' | 'name' | 'patronymic'
type KeyProp = 'surnameKey' | 'nameKey' | 'patronymicKey'
export interface KeyColumn {
  field: Field
  col: PgColumn
  prop: KeyProp
}
/** A filled name of the search: its key column and the typed text's search key. */
export type Term = KeyColumn & { key: string }

export const keyColumns: readonly KeyColumn[] = [
  { field: 'surname', col: clients.surnameKey, prop: 'surnameKey' },
  { field: 'name', col: clients.nameKey, prop: 'nameKey' },
  { field: 'patronymic', col: clients.patronymicKey, prop: 'patronymicKey' },
]

/** `col COLLATE "C"`: the form the key indexes are built on. */
export const c = (col: PgColumn | SQL) => sql`${col} COLLATE "C"`

/** `col` starts with `text`, as a range the "C"-collated index answers. */
export const prefixOf = (col: PgColumn | SQL, text: string) =>
  sql`(${c(col)} >= ${text} AND ${c(col)} < ${text + TOP})`

/** Every filled name is a prefix match (parenthesised: it is negated too). */
export const allPrefix = (terms: readonly Term[]) =>
  sql`(${sql.join(
    terms.map((t) => prefixOf(t.col, t.key)),
    sql` AND `,
  )})`

/**
 * The key columns in result order: the filled names first (the first one leads, so its index —
 * clients_<name>_order_idx — gives the order), then the others. Matches the order indexes.
 */
export function searchOrder(terms: readonly Term[]): KeyColumn[] {
  const lead = terms[0]?.field ?? 'surname'
  const rest = keyColumns.filter((k) => k.field !== lead)
  return [keyColumns.find((k) => k.field === lead)!, ...rest]
}
