/** Ukrainian alphabet order for option labels (done here, not in SQL: PGlite and servers may differ in collation). */

const collator = new Intl.Collator('uk', { numeric: true })

/** Options sorted by their label. */
export const byLabel = <T extends { value: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => collator.compare(a.value, b.value))

/** Case-insensitive substring filter on the label (and an optional code), for `search` queries. */
export function matching<T extends { value: string; code?: string | null }>(rows: T[], search?: string): T[] {
  const q = search?.trim().toLocaleLowerCase('uk')
  if (!q) return rows
  return rows.filter(
    (r) => r.value.toLocaleLowerCase('uk').includes(q) || (r.code ?? '').toLocaleLowerCase('uk').includes(q),
  )
}

/** `{data}` of the first `limit` rows. */
export const listOf = <T>(rows: T[], limit?: number) => ({ data: limit ? rows.slice(0, limit) : rows })
