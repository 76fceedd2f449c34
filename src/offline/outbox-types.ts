/**
 * The outbox item and its states (ARCHITECTURE.md §5). An item is one write the user made; its id is
 * the Idempotency-Key, so however often it is sent the server applies it once.
 */
import type { HttpMethod } from '../lib/api/http'

export const outboxStatuses = [
  'pending',
  'sending',
  'done',
  'retrying',
  'needs-sign-in',
  'rejected',
  'conflict',
] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

/** States that still need the user or the network: the item is not finished. */
export const waitingStatuses: ReadonlySet<OutboxStatus> = new Set([
  'pending',
  'sending',
  'retrying',
  'needs-sign-in',
  'rejected',
  'conflict',
])

export interface EntityRef {
  /** The entity type, e.g. 'personal-settings', 'weekend-reason', 'client'. */
  type: string
  /** The record's client-side uuid (singletons use a fixed one, e.g. the user id). */
  uuid: string
}

export interface OutboxError {
  /** HTTP status; 0 when the request did not reach the server. */
  status: number
  code: string
  message: string
  errors?: Record<string, string[]> | undefined
}

export interface OutboxItem {
  /** Also the Idempotency-Key header. */
  id: string
  /** FIFO order across the whole outbox; assigned on enqueue. */
  seq: number
  userId: number
  entity: EntityRef
  /** entityKey(entity), indexed: the per-record FIFO looks items up by it. */
  key: string
  /** Items (ids) that must be done before this one is sent. */
  dependsOn: string[]
  method: Exclude<HttpMethod, 'GET'>
  /** The spec path relative to the API base, e.g. '/api/v2/personal-settings'. */
  path: string
  body?: unknown
  /** The server version the edit was based on (informational; routes read the version from the body). */
  baseVersion?: number | undefined
  /** Enqueued while an earlier item of the same entity was unsent: its versions are re-read before the first send. */
  basedOnQueued: boolean
  /** The local record as this edit leaves it (restored when a later edit is discarded). */
  local?: unknown
  createdAt: number
  updatedAt: number
  attempts: number
  /** Epoch ms; the flusher leaves a retrying item alone until then. */
  nextAttemptAt: number
  status: OutboxStatus
  lastError?: OutboxError | undefined
  /** The server's record on a version conflict. */
  conflictCurrent?: unknown
  /** The app version that built the payload (X-App-Version). */
  appVersion: string
  /** What it is, in words the user knows: 'Особисті налаштування'. */
  label: string
  /** The app route where the record can be opened and fixed. */
  openPath?: string | undefined
  /** How many edits were merged into this unsent item. */
  edits: number
  /** When it reached the server (done items are kept a day for the sync screen). */
  doneAt?: number | undefined
}

/** What an enqueue call supplies; the outbox fills in the rest. */
export interface NewOutboxItem {
  userId: number
  entity: EntityRef
  method: OutboxItem['method']
  path: string
  body?: unknown
  baseVersion?: number | undefined
  dependsOn?: string[]
  label: string
  openPath?: string | undefined
  local?: unknown
  /**
   * The revision of the local record the user was looking at (useReference's `rev`). If the record
   * changed since — typically the server's answer to this user's previous edit — the edit is sent on
   * the record's newest server version, like an edit queued behind another.
   */
  seenRev?: number | undefined
  /**
   * The whole record (or the whole part this request sets, like a cart's lines) is replaced by each
   * write: an unsent earlier item of the same entity with the same method and path is overwritten
   * instead of queued behind, since the server never saw it.
   */
  replacesWhole?: boolean
}

export const entityKey = (e: EntityRef): string => `${e.type}:${e.uuid}`
