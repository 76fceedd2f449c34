/**
 * What the services screen offers: the category tree from the device's copy of the "service-categories"
 * resource (each sub-category right after its parent, named "Категорія › Підкатегорія"), and the active
 * doctors from the cached reference.
 */
import { useMemo } from 'react'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { categoryTree, type CategoryChoice } from '../../../domain/services/category-tree'
import { serviceCategories } from '../../../domain/services/service-categories.resource'
import { useDoctors } from '../../shared/previous-entries/use-doctors'
import type { IdChoice } from '../../ui/id-checklist'
import { useResourceRows } from '../../ui/resource/use-resource'

export interface ServiceChoices {
  /** Top-level categories each followed by its sub-categories; `label` names the path. */
  categories: CategoryChoice[]
  doctors: IdChoice[]
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
