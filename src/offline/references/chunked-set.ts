/**
 * Large sets (clients, price-list positions: tens of thousands of rows) stored as chunks: each chunk
 * record holds its rows as one JSON string and their search keys as one newline-separated string.
 * IndexedDB clones one long string far faster than thousands of small objects, so 100,000 rows are
 * stored in a fraction of the time a per-row bulkPut takes (tests/bench/reference-load.ts measures it),
 * and a search scans the compact key strings and parses only the chunks that matched.
 */
import type { ChunkRecord, OfflineDb } from '../db'

export const CHUNK_ROWS = 5_000

/** The search keys of one row, already normalised (domain/search): words separated by spaces. */
export type KeysOf<T> = (row: T) => string

export function buildChunks<T>(set: string, rows: readonly T[], keysOf: KeysOf<T>, first = 0): ChunkRecord[] {
  const chunks: ChunkRecord[] = []
  for (let start = 0, n = first; start < rows.length; start += CHUNK_ROWS, n++) {
    const slice = rows.slice(start, start + CHUNK_ROWS)
    // A newline starts every row's line; keys never contain one (they are [a-z0-9 ]).
    const index = slice.map((r) => `\n${keysOf(r)}`).join('')
    chunks.push({ key: `${set}#${n}`, set, n, count: slice.length, rowsJson: JSON.stringify(slice), index })
  }
  return chunks
}

/** Replaces the whole set: the old chunks go in the same transaction, so a reader never sees a mix. */
export async function replaceChunkedSet<T>(
  db: OfflineDb,
  set: string,
  rows: readonly T[],
  keysOf: KeysOf<T>,
  meta: { etag?: string; cursor?: string } = {},
): Promise<void> {
  const chunks = buildChunks(set, rows, keysOf)
  await db.transaction('rw', db.chunks, db.references, async () => {
    await db.chunks.where('set').equals(set).delete()
    await db.chunks.bulkPut(chunks)
    await db.references.put({
      key: set,
      data: { cursor: meta.cursor },
      etag: meta.etag,
      fetchedAt: Date.now(),
      chunks: chunks.length,
      rows: rows.length,
    })
  })
}

/** Row numbers in a chunk whose keys have a word starting with every term. */
function matchRows(index: string, terms: string[]): number[] {
  const [first, ...rest] = terms
  if (!first) return []
  const hits: number[] = []
  const lines = index.split('\n')
  // lines[0] is the empty string before the first row.
  for (let r = 1; r < lines.length; r++) {
    const line = ` ${lines[r]}`
    if (line.includes(` ${first}`) && rest.every((t) => line.includes(` ${t}`))) hits.push(r - 1)
  }
  return hits
}

/** Rows whose keys contain words starting with every term of `query` (already normalised), up to `limit`. */
export async function searchChunkedSet<T>(
  db: OfflineDb,
  set: string,
  query: string,
  limit = 50,
): Promise<T[]> {
  const terms = query.split(' ').filter(Boolean)
  const found: T[] = []
  await db.chunks
    .where('set')
    .equals(set)
    .until(() => found.length >= limit)
    .each((chunk) => {
      const hits = matchRows(chunk.index, terms)
      if (hits.length === 0) return
      const rows = JSON.parse(chunk.rowsJson) as T[]
      for (const h of hits) if (found.length < limit) found.push(rows[h]!)
    })
  return found
}
