/**
 * What the services screen offers: the category tree from the device's copy of the "service-categories"
 * resource (each sub-category right after its parent, named "Категорія › Підкатегорія"), and the active
 * doctors from the cached reference.
 */
import { useMemo } from 'react'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { serviceCategories } from '../../../domain/services/service-categories.resource'
import { useDoctors } from '../../shared/previous-entries/use-doctors'
import type { IdChoice } from '../../ui/id-checklist'
import { useResourceRows } from '../../ui/resource/use-resource'

export interface CategoryRow {
  id: number
  name: string
  parentId: number | null
  sort: number
}

export interface ServiceChoices {
  /** Top-level categories each followed by its sub-categories; `label` names the path. */
  categories: Array<{ id: number; label: string; level: 1 | 2 }>
  doctors: IdChoice[]
}

const byOrder = (a: CategoryRow, b: CategoryRow) => a.sort - b.sort || a.name.localeCompare(b.name, 'uk')

/** The tree as a flat list in reading order; a sub-category whose parent is unknown is left out. */
export function categoryTree(rows: readonly CategoryRow[]): ServiceChoices['categories'] {
  const tops = rows.filter((r) => r.parentId === null).sort(byOrder)
  return tops.flatMap((top) => [
    { id: top.id, label: top.name, level: 1 as const },
    ...rows
      .filter((r) => r.parentId === top.id)
      .sort(byOrder)
      .map((c) => ({ id: c.id, label: `${top.name} › ${c.name}`, level: 2 as const })),
  ])
}

export function useServiceChoices(): ServiceChoices {
  const rows = useResourceRows(serviceCategories as unknown as AnyResource)
  const doctors = useDoctors()
  return useMemo(
    () => ({
      categories: categoryTree(
        (rows ?? []).flatMap(({ row }) =>
          typeof row.id === 'number'
            ? [
                {
                  id: row.id,
                  name: String(row.name),
                  parentId: typeof row.parentId === 'number' ? row.parentId : null,
                  sort: typeof row.sort === 'number' ? row.sort : 0,
                },
              ]
            : [],
        ),
      ),
      doctors: doctors.map((d) => ({ id: d.key, name: d.value })),
    }),
    [rows, doctors],
  )
}
