/**
 * A lookup set (domain/resources/lookups.ts) as the device searches it: each record keyed once by its
 * code and name with the catalogue's loose normalisation (case, Latin ↔ Cyrillic, soft signs), so
 * "глюк", "GLUK" and "2001" all find "2001 Глюкоза".
 */
import { lookupResponseSchema, type LookupItem } from '../../../domain/resources/lookups'
import { looseKey } from '../../../domain/search/normalize'

export interface LookupIndex {
  items: readonly LookupItem[]
  byId: ReadonlyMap<number, LookupItem>
  keys: readonly string[]
}

/** The records of a set as the server answered it; undefined when the stored answer is not a set. */
export function lookupRecords(answer: unknown): LookupItem[] | undefined {
  const parsed = lookupResponseSchema.safeParse(answer)
  return parsed.success ? parsed.data.data : undefined
}

/** The set's records keyed for search. */
export function indexLookup(items: readonly LookupItem[]): LookupIndex {
  return {
    items,
    byId: new Map(items.map((i) => [i.id, i])),
    keys: items.map((i) => looseKey(`${i.code ?? ''} ${i.name}`)),
  }
}

/**
 * Records matching every word typed, those still offered first and, among them, those whose code
 * starts with the first word; at most `limit`, with the count of all matches.
 */
export function searchLookup(
  index: LookupIndex,
  text: string,
  limit = 50,
): { found: LookupItem[]; total: number } {
  const words = looseKey(text).split(' ').filter(Boolean)
  const hits: Array<{ item: LookupItem; rank: number }> = []
  const first = words[0]
  index.items.forEach((item, i) => {
    const key = index.keys[i] ?? ''
    if (!words.every((w) => key.includes(w))) return
    const codeFirst = first !== undefined && item.code !== null && looseKey(item.code).startsWith(first)
    hits.push({ item, rank: (item.inactive ? 2 : 0) + (codeFirst ? 0 : 1) })
  })
  // Stable: within a rank the set's own (code) order stays.
  hits.sort((a, b) => a.rank - b.rank)
  return { found: hits.slice(0, limit).map((h) => h.item), total: hits.length }
}
