/**
 * The names from the top of each category of a two-level tree (service categories, test categories):
 * "Категорія › Підкатегорія" in lists. The trees are small, so each is read whole.
 */
import type { Db, Tx } from '../db/client'
import type { serviceCategories } from '../db/schema/catalogue'
import type { mcTestCategories } from '../db/schema/lab'

/** Category id → its names from the top. */
export async function categoryPaths(
  db: Db | Tx,
  table: typeof serviceCategories | typeof mcTestCategories,
): Promise<Map<number, string[]>> {
  const rows: Array<{ id: number; name: string; parentId: number | null }> = await db
    .select({ id: table.id, name: table.name, parentId: table.parentId })
    .from(table)
  const byId = new Map(rows.map((r) => [r.id, r]))
  return new Map(
    rows.map((r) => {
      const parent = r.parentId === null ? undefined : byId.get(r.parentId)
      return [r.id, parent ? [parent.name, r.name] : [r.name]]
    }),
  )
}
