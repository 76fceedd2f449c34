/**
 * Task topics and task document categories as a settings page shows them: the list loaded from the
 * server with this device's changes laid over it (each row is its own outbox record, see
 * src/offline/entities/tasks.ts), and the writes: add, rename, delete.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { TaskListItem } from '../../../domain/tasks/task-settings.schema'
import type { OfflineDb } from '../../offline/db'
import { TASK_CATEGORY_TYPE, TASK_TOPIC_TYPE } from '../../offline/entities/tasks'
import { openItemsOf, discard } from '../../offline/outbox'
import { useOffline, type Offline } from '../../offline/react/offline-context'
import { CATEGORIES_PATH, TOPICS_PATH } from './task-paths'

export interface CatalogueDef {
  type: string
  path: string
  title: string
  one: string
  openPath: string
}

export const topics: CatalogueDef = {
  type: TASK_TOPIC_TYPE,
  path: TOPICS_PATH,
  title: 'Теми задач',
  one: 'Тема задачі',
  openPath: '/settings/task-manager/task-topics',
}
export const categories: CatalogueDef = {
  type: TASK_CATEGORY_TYPE,
  path: CATEGORIES_PATH,
  title: 'Категорії документів',
  one: 'Категорія документів',
  openPath: '/settings/task-manager/task-document-category',
}

export interface CatalogueRow {
  uuid: string
  id: number | undefined
  name: string
  sort: number
  version: number | undefined
  unsent: boolean
}

interface LocalRecord {
  data: unknown
  unsent: boolean
}

const isItem = (v: unknown): v is Partial<TaskListItem> & { name: string } =>
  typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string'
const isDeleted = (v: unknown) => typeof v === 'object' && v !== null && 'deleted' in v

async function readLocal(db: OfflineDb, type: string): Promise<Map<string, LocalRecord>> {
  const records = await db.references.where('key').startsWith(`${type}:`).toArray()
  const open = await db.outbox.where('status').notEqual('done').toArray()
  const unsent = new Set(open.filter((i) => i.entity.type === type).map((i) => i.entity.uuid))
  return new Map(
    records.map((r) => {
      const uuid = r.key.slice(type.length + 1)
      return [uuid, { data: r.data, unsent: unsent.has(uuid) }]
    }),
  )
}

/** The rows to show, by sort then name. A local copy wins while unsent or when it is not older. */
export function useCatalogueRows(
  def: CatalogueDef,
  server: TaskListItem[] | undefined,
): CatalogueRow[] | undefined {
  const { db } = useOffline()
  const local = useLiveQuery(() => readLocal(db, def.type), [db, def.type])
  return mergeRows(server, local)
}

export function mergeRows(
  server: TaskListItem[] | undefined,
  local: Map<string, LocalRecord> | undefined,
): CatalogueRow[] | undefined {
  if (!server || !local) return undefined
  const rows = new Map<string, CatalogueRow>()
  for (const s of server) rows.set(s.uuid, { ...s, unsent: false })
  for (const [uuid, l] of local) {
    const s = rows.get(uuid)
    if (isDeleted(l.data)) {
      rows.delete(uuid)
      continue
    }
    if (!isItem(l.data)) continue
    const newer = l.unsent || !s || (l.data.version ?? 0) >= (s.version ?? 0)
    if (!newer) continue
    rows.set(uuid, {
      uuid,
      id: l.data.id ?? s?.id,
      name: l.data.name,
      sort: l.data.sort ?? s?.sort ?? 0,
      version: l.data.version ?? s?.version,
      unsent: l.unsent,
    })
  }
  return [...rows.values()].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'uk'))
}

type Writer = Pick<Offline, 'db' | 'userId' | 'outbox'>

export async function addItem(w: Writer, def: CatalogueDef, name: string, sort: number): Promise<void> {
  const uuid = crypto.randomUUID()
  await w.outbox.write({
    userId: w.userId,
    entity: { type: def.type, uuid },
    method: 'POST',
    path: def.path,
    body: { uuid, name, sort },
    label: `${def.one} «${name}»`,
    openPath: def.openPath,
    local: { uuid, name, sort },
  })
}

export async function renameItem(
  w: Writer,
  def: CatalogueDef,
  row: CatalogueRow,
  name: string,
): Promise<void> {
  const entity = { type: def.type, uuid: row.uuid }
  if (row.id === undefined) {
    // Not on the server yet: the unsent create takes the new name.
    await w.outbox.write({
      userId: w.userId,
      entity,
      method: 'POST',
      path: def.path,
      body: { uuid: row.uuid, name, sort: row.sort },
      label: `${def.one} «${name}»`,
      openPath: def.openPath,
      local: { uuid: row.uuid, name, sort: row.sort },
      replacesWhole: true,
    })
    return
  }
  await w.outbox.write({
    userId: w.userId,
    entity,
    method: 'PATCH',
    path: `${def.path}/${row.id}`,
    body: { version: row.version, name },
    baseVersion: row.version,
    label: `${def.one} «${name}»`,
    openPath: def.openPath,
    local: { id: row.id, uuid: row.uuid, name, sort: row.sort, version: row.version },
  })
}

export async function deleteItem(w: Writer, def: CatalogueDef, row: CatalogueRow): Promise<void> {
  const entity = { type: def.type, uuid: row.uuid }
  if (row.id === undefined) {
    // Never reached the server: dropping its create is the whole deletion.
    for (const item of await openItemsOf(w.db, `${def.type}:${row.uuid}`)) await discard(w.db, item.id)
    await w.db.references.delete(`${def.type}:${row.uuid}`)
    return
  }
  await w.outbox.write({
    userId: w.userId,
    entity,
    method: 'DELETE',
    path: `${def.path}/${row.id}`,
    label: `${def.one} «${row.name}»: видалення`,
    openPath: def.openPath,
    local: { deleted: true },
  })
}
