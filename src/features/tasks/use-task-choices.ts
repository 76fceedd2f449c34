/** What the task form offers: performers and counterparties (collection-filters), topics, categories. */
import type { TaskCollectionFilters } from '../../../domain/tasks/task-list.schema'
import type { TaskListItem, TaskSettings } from '../../../domain/tasks/task-settings.schema'
import { useReference } from '../../offline/react/use-reference'
import {
  categories as categoriesDef,
  topics as topicsDef,
  useCatalogueRows,
  type CatalogueRow,
} from './task-catalogue-items'
import type { Named, TaskFormChoices } from './task-form'

const named = (rows: CatalogueRow[] | undefined): Named[] =>
  (rows ?? []).flatMap((r) => (r.id === undefined ? [] : [{ id: r.id, name: r.name }]))
import { CATEGORIES_PATH, FILTERS_PATH, SETTINGS_PATH, TOPICS_PATH } from './task-paths'

export function useTaskChoices(): TaskFormChoices & { settings: TaskSettings | undefined; loading: boolean } {
  const filters = useReference<TaskCollectionFilters>(FILTERS_PATH)
  const topics = useReference<{ data: TaskListItem[] }>(TOPICS_PATH)
  const categories = useReference<{ data: TaskListItem[] }>(CATEGORIES_PATH)
  const settings = useReference<TaskSettings>(SETTINGS_PATH)
  // Laid over with this device's own changes, so a topic just added in settings is offered at once.
  const topicRows = useCatalogueRows(topicsDef, topics.data?.data ?? [])
  const categoryRows = useCatalogueRows(categoriesDef, categories.data?.data ?? [])
  return {
    filters: filters.data,
    topics: named(topicRows),
    categories: named(categoryRows),
    settings: settings.data,
    loading: filters.loading || settings.loading,
  }
}

/** The name of an option by key ('' when unknown). */
export const optionName = (list: Array<{ key: string | number; value: string }> | undefined, key: unknown) =>
  list?.find((o) => String(o.key) === String(key))?.value ?? ''
