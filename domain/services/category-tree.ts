/** A two-level category tree (services, lab tests) as one list in reading order, for selects and filters. */

export interface CategoryRow {
  id: number
  name: string
  parentId: number | null
  sort: number
}

/** A category as a select offers it: the path for a label ("Категорія › Підкатегорія"). */
export interface CategoryChoice {
  id: number
  label: string
  level: 1 | 2
}

const byOrder = (a: CategoryRow, b: CategoryRow) => a.sort - b.sort || a.name.localeCompare(b.name, 'uk')

/** The tree as a flat list in reading order; a sub-category whose parent is unknown is left out. */
export function categoryTree(rows: readonly CategoryRow[]): CategoryChoice[] {
  const tops = rows.filter((r) => r.parentId === null).sort(byOrder)
  return tops.flatMap((top) => [
    { id: top.id, label: top.name, level: 1 as const },
    ...rows
      .filter((r) => r.parentId === top.id)
      .sort(byOrder)
      .map((c) => ({ id: c.id, label: `${top.name} › ${c.name}`, level: 2 as const })),
  ])
}
