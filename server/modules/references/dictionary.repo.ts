/** Options of one set of the generic `dictionaries` table, in their configured order. */
import { asc, eq } from 'drizzle-orm'
import type { Option } from '../../../domain/references/current-state.schema'
import type { Db } from '../../db/client'
import { dictionaries } from '../../db/schema/dictionaries'

/** The options of dictionary set `setCode` (`extra` fields merged, key and value win). */
export async function dictionarySet(db: Db, setCode: string): Promise<Option[]> {
  const rows = await db
    .select({ key: dictionaries.key, value: dictionaries.value, extra: dictionaries.extra })
    .from(dictionaries)
    .where(eq(dictionaries.setCode, setCode))
    .orderBy(asc(dictionaries.sort), asc(dictionaries.id))
  return rows.map((r) => ({ ...r.extra, key: r.key, value: r.value }))
}
