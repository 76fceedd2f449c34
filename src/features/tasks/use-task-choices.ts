/** What the task form offers: performers and counterparties (collection-filters), topics, categories. */
import type { TaskCollectionFilters } from '../../../domain/tasks/task-list.schema'
import type { TaskSettings } from '../../../domain/tasks/task-settings.schema'
import { taskDocumentCategories, taskTopics } from '../../../domain/tasks/task-settings.resources'
import type { AnyResource } from '../../../domain/resources/define-resource'
import type { LocalRow } from '../../offline/resources/resource-store'
import { useReference } from '../../offline/react/use-reference'
import { useResourceRows } from '../../ui/resource/use-resource'
import type { Named, TaskFormChoices } from './task-form'
import { FILTERS_PATH, SETTINGS_PATH } from './task-paths'

/** Rows the server knows (a topic just added on this device is offered once it has an id), by name. */
const named = (rows: LocalRow[] | undefined): Named[] =>
  (rows ?? [])
    .flatMap(({ row }) => (typeof row.id === 'number' ? [{ id: row.id, name: String(row.name) }] : []))
    .sort((a, b) => a.name.localeCompare(b.name, 'uk'))

export function useTaskChoices(): TaskFormChoices & { settings: TaskSettings | undefined; loading: boolean } {
  const filters = useReference<TaskCollectionFilters>(FILTERS_PATH)
  const settings = useReference<TaskSettings>(SETTINGS_PATH)
  // The device's copy of the resources, kept current by the change feed (pulled at sign-in).
  const topicRows = useResourceRows(taskTopics as unknown as AnyResource)
  const categoryRows = useResourceRows(taskDocumentCategories as unknown as AnyResource)
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
