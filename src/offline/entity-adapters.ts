/**
 * How the outbox treats the records of each entity type: where the local copy lives, how a queued edit
 * picks up the versions its predecessor got from the server, and how "keep mine" rebases an edit onto
 * the server's current record after a conflict. Pure functions over the domain shapes, so the service
 * worker's flusher uses them too.
 */
import { clientAdapter } from './entities/clients'
import { orderAdapter, ORDER_ENTITY } from './entities/orders'
import { previousEntryAdapter } from './entities/previous-entries'
import { queueMoveAdapter, QUEUE_MOVE_ENTITY } from './entities/queue-moves'
import { labTubeAdapter, LAB_TUBE_ENTITY } from './entities/lab-tube-moves'
import { registryCallAdapter, REGISTRY_CALL_ENTITY } from './entities/registry-calls'
import { taskAdapter, TASK_ENTITY_TYPE } from './entities/tasks'
import { inventoryCountAdapter, INVENTORY_COUNT_ENTITY } from './entities/inventory-counts'
import { resourceAdapter } from './entities/resources'
import { protocolAdapter } from './entities/protocols'
import { PROTOCOL_ENTITY } from '../../domain/protocols/protocol.schema'
import { protocolFileAdapter } from './entities/protocol-files'
import { PROTOCOL_FILE_ENTITY } from '../../domain/protocols/protocol-files.schema'
import { settingsRecordAdapter } from './entities/settings-records'
import { settingsRecords } from '../../domain/resources/settings-records'
import { allResources } from '../../domain/resources/registry'
import type { EntityAdapter } from './entity-adapter'

export type { EntityAdapter } from './entity-adapter'

const adapters: Record<string, EntityAdapter> = {
  client: clientAdapter,
  'previous-entry': previousEntryAdapter,
  [REGISTRY_CALL_ENTITY]: registryCallAdapter,
  [QUEUE_MOVE_ENTITY]: queueMoveAdapter,
  [LAB_TUBE_ENTITY]: labTubeAdapter,
  [ORDER_ENTITY]: orderAdapter,
  [TASK_ENTITY_TYPE]: taskAdapter,
  [INVENTORY_COUNT_ENTITY]: inventoryCountAdapter,
  [PROTOCOL_ENTITY]: protocolAdapter,
  [PROTOCOL_FILE_ENTITY]: protocolFileAdapter,
  ...Object.fromEntries(allResources().map((def) => [def.entity, resourceAdapter(def)])),
  ...Object.fromEntries(settingsRecords.map((def) => [def.entity, settingsRecordAdapter(def)])),
}

export function adapterFor(type: string): EntityAdapter | undefined {
  return adapters[type]
}
