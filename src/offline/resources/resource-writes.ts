/**
 * Writes of any resource through the outbox: create (with a device-made uuid), edit and delete, each
 * shown on the device at once. Records are named by uuid in the path, so an edit of a record created
 * offline queues behind its create without waiting for the server's id.
 */
import { writableKeys, type AnyResource, type ResourceRow } from '../../../domain/resources/define-resource'
import { discard, openItemsOf } from '../outbox'
import type { OutboxItem } from '../outbox-types'
import type { OfflineDb } from '../db'
import type { OutboxRuntime } from '../page-runtime'
import { resourceKeyPrefix } from '../entities/resources'
import { newUuid } from '../../lib/new-uuid'

export interface Writer {
  db: OfflineDb
  userId: number
  outbox: OutboxRuntime
}

type Fields = Record<string, unknown>

const label = (def: AnyResource, fields: Fields, what?: string) =>
  `${def.one} «${def.describe(fields)}»${what ? `: ${what}` : ''}`
const openPath = (def: AnyResource, uuid: string) => `${def.route}?${def.name}.edit=${uuid}`

/**
 * Queues a new record; resolves with its outbox item (watch it for the server's answer). A create the
 * server refused is sent again, fixed, under the same `uuid`: the refusal is replaced, not left behind.
 */
export function createRecord(
  w: Writer,
  def: AnyResource,
  fields: Fields,
  uuid: string = newUuid(),
): Promise<OutboxItem> {
  return w.outbox.write({
    userId: w.userId,
    entity: { type: def.entity, uuid },
    method: 'POST',
    path: def.apiPath,
    body: { uuid, ...fields },
    label: label(def, fields),
    openPath: openPath(def, uuid),
    local: { uuid, ...fields },
    replacesWhole: true,
  })
}

/** Queues the changed fields of `row` (an unsent create takes them instead). */
export async function editRecord(
  w: Writer,
  def: AnyResource,
  row: ResourceRow,
  changed: Fields,
): Promise<OutboxItem> {
  const entity = { type: def.entity, uuid: row.uuid }
  const next = { ...row, ...changed }
  const { id: _id, version: _version, uuid: _uuid, ...all } = next
  // Read-only fields (set by the server alone) are never sent back.
  const fields = Object.fromEntries(
    writableKeys(def)
      .filter((k) => k in all)
      .map((k) => [k, all[k]]),
  )
  const open = await openItemsOf(w.db, `${def.entity}:${row.uuid}`)
  const unsentCreate = open.find((i) => i.method === 'POST' && i.status === 'pending' && i.attempts === 0)
  if (unsentCreate)
    return w.outbox.write({
      userId: w.userId,
      entity,
      method: 'POST',
      path: def.apiPath,
      body: { uuid: row.uuid, ...fields },
      label: label(def, fields),
      openPath: openPath(def, row.uuid),
      local: next,
      replacesWhole: true,
    })
  return w.outbox.write({
    userId: w.userId,
    entity,
    method: 'PATCH',
    path: `${def.apiPath}/${row.uuid}`,
    // A record created on this device gets its version from its create's answer (the outbox rebases).
    body: { version: row.version ?? 1, ...fields },
    baseVersion: row.version,
    label: label(def, fields),
    openPath: openPath(def, row.uuid),
    local: next,
    replacesWhole: true,
  })
}

/** Queues the deletion (a record that never reached the server is simply dropped). */
export async function deleteRecord(
  w: Writer,
  def: AnyResource,
  row: ResourceRow,
): Promise<OutboxItem | undefined> {
  const open = await openItemsOf(w.db, `${def.entity}:${row.uuid}`)
  if (row.id === undefined && open.every((i) => i.status === 'pending' && i.attempts === 0)) {
    for (const item of open) await discard(w.db, item.id)
    await w.db.references.delete(`${resourceKeyPrefix(def)}${row.uuid}`)
    return undefined
  }
  return w.outbox.write({
    userId: w.userId,
    entity: { type: def.entity, uuid: row.uuid },
    method: 'DELETE',
    path: `${def.apiPath}/${row.uuid}`,
    label: label(def, row, 'видалення'),
    openPath: def.route,
    local: { deleted: true },
  })
}

/**
 * Forgets a create the server refused, and its record on the device — for a write the user does not fix
 * and send again (a copy that could not be made), so no refusal is left waiting in the outbox.
 */
export async function dropRefusedCreate(w: Writer, def: AnyResource, item: OutboxItem): Promise<void> {
  await discard(w.db, item.id)
  await w.db.references.delete(`${resourceKeyPrefix(def)}${item.entity.uuid}`)
}
