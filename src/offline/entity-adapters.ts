/**
 * How the outbox treats the records of each entity type: where the local copy lives, how a queued edit
 * picks up the versions its predecessor got from the server, and how "keep mine" rebases an edit onto
 * the server's current record after a conflict. Pure functions over the domain shapes, so the service
 * worker's flusher uses them too.
 */
import { clientAdapter } from './entities/clients'
import { orderAdapter, ORDER_ENTITY } from './entities/orders'
import { personalSettingsAdapter } from './entities/personal-settings'
import { previousEntryAdapter } from './entities/previous-entries'
import {
  taskAdapter,
  taskCategoryAdapter,
  taskSettingsAdapter,
  taskTopicAdapter,
  TASK_CATEGORY_TYPE,
  TASK_ENTITY_TYPE,
  TASK_SETTINGS_TYPE,
  TASK_TOPIC_TYPE,
} from './entities/tasks'
import { weekendReasonsAdapter } from './entities/weekend-reasons'
import { resourceAdapter } from './entities/resources'
import { allResources } from '../../domain/resources/registry'
import type { EntityAdapter } from './entity-adapter'

export type { EntityAdapter } from './entity-adapter'

const adapters: Record<string, EntityAdapter> = {
  'personal-settings': personalSettingsAdapter,
  'weekend-reasons': weekendReasonsAdapter,
  client: clientAdapter,
  'previous-entry': previousEntryAdapter,
  [ORDER_ENTITY]: orderAdapter,
  [TASK_ENTITY_TYPE]: taskAdapter,
  [TASK_SETTINGS_TYPE]: taskSettingsAdapter,
  [TASK_TOPIC_TYPE]: taskTopicAdapter,
  [TASK_CATEGORY_TYPE]: taskCategoryAdapter,
  ...Object.fromEntries(allResources().map((def) => [def.entity, resourceAdapter(def)])),
}

export function adapterFor(type: string): EntityAdapter | undefined {
  return adapters[type]
}
