/**
 * The local store: one IndexedDB database per signed-in user, so the next person on the same device
 * never sees another's data or unsent writes. Few indexes on purpose: every index is paid on each
 * write, and large sets are stored in chunks (see chunked-set.ts) rather than one record per row.
 */
import { Dexie, type Table } from 'dexie'
import type { OutboxItem } from './outbox-types'

/** A cached reference set or a synced document (personal settings, task settings). */
export interface ReferenceRecord {
  /** The set's name or its request path with query, e.g. '/api/v2/staff/reference'. */
  key: string
  /** What screens show: the server's data, or the user's unsent edit on top of it. */
  data: unknown
  /** The server's data as last received (differs from `data` while an edit is unsent). */
  server?: unknown
  /** ETag of the last answer, sent back in If-None-Match. */
  etag?: string | undefined
  /** The record's server version, where it has one. */
  version?: number | undefined
  fetchedAt: number
  /** Grows with every write of the record, so a screen can tell an older read from a newer one. */
  rev?: number | undefined
  /** Large sets: the rows live in `chunks`, this record holds their count. */
  chunks?: number | undefined
  rows?: number | undefined
}

/** A slice of a large set: rows as one JSON string and their search keys as one string (chunked-set.ts). */
export interface ChunkRecord {
  key: string
  set: string
  n: number
  count: number
  rowsJson: string
  index: string
}

/** Per-row records of entities that are edited one by one (filled by their features). */
export interface EntityRow {
  uuid: string
  id?: number | undefined
  version?: number | undefined
  data: unknown
  /** Pre-normalised search keys (domain/search): searchKey of names, phoneDigits. */
  keys?: string[] | undefined
}

export interface SyncStateRecord {
  key: string
  value: unknown
}

export class OfflineDb extends Dexie {
  references!: Table<ReferenceRecord, string>
  chunks!: Table<ChunkRecord, string>
  clients!: Table<EntityRow, string>
  orders!: Table<EntityRow, string>
  carts!: Table<EntityRow, string>
  previousEntries!: Table<EntityRow, string>
  outbox!: Table<OutboxItem, string>
  syncState!: Table<SyncStateRecord, string>

  constructor(
    readonly userId: number,
    options?: ConstructorParameters<typeof Dexie>[1],
  ) {
    super(userDbName(userId), options)
    this.version(1).stores({
      references: 'key',
      chunks: 'key, set',
      clients: 'uuid, id, *keys',
      orders: 'uuid, id',
      carts: 'uuid',
      tasks: 'uuid, id',
      previousEntries: 'uuid, id',
      outbox: 'id, seq, status, key',
      syncState: 'key',
    })
    // Tasks are kept as `task:<uuid>` records in `references`, where the outbox writes its copies
    // (src/features/tasks/task-store.ts); the per-row table declared for them was never written.
    this.version(2).stores({ tasks: null })
    // Sent items stay a day (the sync screen lists them) and hold their whole bodies: reads of what is
    // still open go through [key+status] and status, never through every item ever sent that day.
    this.version(3).stores({ outbox: 'id, seq, status, key, [key+status]' })
  }
}

/** The database of one user; the id in the name is what keeps users apart on a shared device. */
export const userDbName = (userId: number): string => `clinic-office-user-${userId}`

const open = new Map<number, OfflineDb>()

/** One instance per user per JavaScript context (tab or service worker). */
export function openUserDb(userId: number): OfflineDb {
  let db = open.get(userId)
  if (!db) {
    db = new OfflineDb(userId)
    open.set(userId, db)
  }
  return db
}

export function closeUserDb(userId: number): void {
  open.get(userId)?.close()
  open.delete(userId)
}
