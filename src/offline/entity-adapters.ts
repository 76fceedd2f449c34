/**
 * How the outbox treats the records of each entity type: where the local copy lives, how a queued edit
 * picks up the versions its predecessor got from the server, and how "keep mine" rebases an edit onto
 * the server's current record after a conflict. Pure functions over the domain shapes, so the service
 * worker's flusher uses them too.
 */
import { personalSettingsAdapter } from './entities/personal-settings'
import { weekendReasonsAdapter } from './entities/weekend-reasons'
import type { EntityAdapter } from './entity-adapter'

export type { EntityAdapter } from './entity-adapter'

const adapters: Record<string, EntityAdapter> = {
  'personal-settings': personalSettingsAdapter,
  'weekend-reasons': weekendReasonsAdapter,
}

export function adapterFor(type: string): EntityAdapter | undefined {
  return adapters[type]
}
