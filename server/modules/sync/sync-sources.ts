/**
 * What each scope of the change feed serves: the entity, whether it is private, and how to read its
 * current rows in the shape of the entity's own route. An area that syncs adds its source here (and
 * its scope to domain/sync/sync.schema.ts).
 */
import type { PermissionName } from '../../../domain/permissions/catalogue'
import { syncScopes, type SyncScope } from '../../../domain/sync/sync.schema'
import type { Db } from '../../db/client'
import * as personal from '../personal-settings/personal-settings.repo'
import { ENTITY as PERSONAL_ENTITY } from '../personal-settings/personal-settings.service'
import { clinicDay } from '../../../domain/clients/client-rules'
import { CLIENT_ENTITY, clientsByIds, clientsPage } from '../clients/clients.repo'
import { ENTRY_ENTITY, entriesByIds, entriesPage } from '../previous-entries/previous-entries.repo'
import { taskSyncRowsByIds, taskSyncRowsPage } from '../tasks/tasks-sync.repo'
import { TASK_ENTITY } from '../tasks/task-sync'
import { boundResources } from '../../lib/crud/resource-routes'
import { rowsByIds as resourceRowsByIds, rowsPage as resourceRowsPage } from '../../lib/crud/resource-repo'

export interface SyncRow {
  id: number
  uuid: string | null
  version: number | null
  data: unknown
}

export interface SyncSource {
  scope: SyncScope
  entity: string
  /** The permission its own read routes need; a pull of the scope needs it too. */
  permission?: PermissionName
  /** Current rows of these ids that `userId` may see. */
  byIds(db: Db, ids: number[], userId: number): Promise<SyncRow[]>
  /** Rows with id > afterId in id order, for the snapshot. */
  page(db: Db, afterId: number, limit: number, userId: number): Promise<SyncRow[]>
}

const wrap = <T extends { id: number; uuid: string; version: number }>(r: T): SyncRow => ({
  id: r.id,
  uuid: r.uuid,
  version: r.version,
  data: r,
})

export const syncSources: readonly SyncSource[] = [
  {
    scope: 'personal-settings',
    entity: PERSONAL_ENTITY,
    byIds: async (db, ids, userId) =>
      (await personal.rowsByIds(db, ids, userId)).map((r) => ({ ...wrap(r), data: personal.toAnswer(r) })),
    page: async (db, afterId, limit, userId) =>
      (await personal.rowsPage(db, afterId, limit, userId)).map((r) => ({
        ...wrap(r),
        data: personal.toAnswer(r),
      })),
  },
  {
    // Ages are computed for the day of the pull (the clinic's calendar day).
    scope: 'clients',
    entity: CLIENT_ENTITY,
    permission: 'crmClientsSee',
    byIds: async (db, ids) => (await clientsByIds(db, ids, clinicDay(new Date()))).map(wrap),
    page: async (db, afterId, limit) =>
      (await clientsPage(db, afterId, limit, clinicDay(new Date()))).map(wrap),
  },
  {
    scope: 'previous-entries',
    entity: ENTRY_ENTITY,
    permission: 'crmClientsSee',
    byIds: async (db, ids) => (await entriesByIds(db, ids)).map(wrap),
    page: async (db, afterId, limit) => (await entriesPage(db, afterId, limit)).map(wrap),
  },
  {
    scope: 'tasks',
    entity: TASK_ENTITY,
    permission: 'crmTasksSee',
    byIds: (db, ids, userId) => taskSyncRowsByIds(db, ids, userId),
    page: (db, afterId, limit, userId) => taskSyncRowsPage(db, afterId, limit, userId),
  },
  ...boundResources.map((b): SyncSource => ({
    scope: b.def.name as SyncScope,
    entity: b.def.entity,
    permission: b.def.perms.read,
    byIds: async (db, ids) => (await resourceRowsByIds(db, b, ids)).map(wrap),
    page: async (db, afterId, limit) => (await resourceRowsPage(db, b, afterId, limit)).map(wrap),
  })),
]

/** Whether rows of `scope` belong to one user. */
export const isPrivateScope = (scope: SyncScope): boolean => syncScopes[scope].private
