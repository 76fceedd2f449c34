/**
 * The sync contract between the PWA's outbox and the server (ARCHITECTURE.md §4–§5): the headers of
 * exactly-once writes, the change feed (GET /api/v2/sync/pull) and the batch replay
 * (POST /api/v2/sync/push). Both sides validate with these schemas.
 */
import { z } from 'zod'
import { resourceNames, type ResourceName } from '../resources/registry'
import { int4, queryInt, text } from '../api/scalars'

/** Header of every mutating request: the outbox item id. A repeat gets the stored answer. */
export const idempotencyKeyHeader = 'Idempotency-Key'
/** Header of every request from the PWA: the app version that built the payload. */
export const appVersionHeader = 'X-App-Version'
/** Response header: "true" when the answer is the stored answer of an earlier request with the key. */
export const idempotentReplayHeader = 'Idempotent-Replay'

/** An outbox item id: a UUID (crypto.randomUUID()) or any 8–128 characters of [A-Za-z0-9._:-]. */
export const idempotencyKeySchema = text()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'Некоректний ключ ідемпотентності')
export const appVersionSchema = text().min(1).max(50)

/** Scopes of the change feed. Private scopes only ever show the caller's own rows. */
const fixedScopes = {
  'personal-settings': { private: true },
  clients: { private: false },
  'previous-entries': { private: false },
  // A task is private to its author and its performer.
  tasks: { private: true },
} as const satisfies Record<string, { private: boolean }>
/** Every registered resource (domain/resources/registry.ts) is a shared scope named after it. */
export const syncScopes: Readonly<Record<SyncScope, { private: boolean }>> = {
  ...fixedScopes,
  ...(Object.fromEntries(resourceNames.map((n) => [n, { private: false }])) as Record<
    ResourceName,
    { private: false }
  >),
}
export type SyncScope = keyof typeof fixedScopes | ResourceName
export const syncScopeNames = Object.keys(syncScopes) as SyncScope[]
export const isSyncScope = (s: string): s is SyncScope => Object.hasOwn(syncScopes, s)

/**
 * An opaque cursor: pass the `cursor` of the previous answer as `since`. "0" (the default) starts
 * with a full snapshot of the scopes, paged like the changes that follow it. (Server side: "s.…" is a
 * snapshot page, "c.<n>" a change-log position.)
 */
export const syncCursorSchema = text()
  .max(80)
  .regex(/^(0|c\.\d{1,15}|s\.\d{1,15}\.\d{1,4}\.\d{1,15})$/, 'Некоректний курсор синхронізації')

export const pullQuerySchema = z.object({
  since: syncCursorSchema.default('0'),
  /**
   * Comma-separated scope names, e.g. "personal-settings,weekend-reasons". A resource page pulls every
   * resource's scope at once (35 names passed 500 characters); an unknown name is refused anyway.
   */
  scopes: text().min(1).max(4000),
  limit: queryInt(1, 1000).default(500),
})
export type PullQuery = z.infer<typeof pullQuerySchema>

/** The current row of a changed entity, in the shape of its own route's answer. */
export const pullUpsertSchema = z
  .object({
    scope: text(),
    entity: text(),
    id: int4(),
    uuid: text().nullable(),
    version: int4().nullable(),
    data: z.unknown(),
  })
  .meta({ id: 'SyncUpsert' })
export type PullUpsert = z.infer<typeof pullUpsertSchema>

export const pullDeletionSchema = z
  .object({
    scope: text(),
    entity: text(),
    id: int4(),
    uuid: text().nullable(),
  })
  .meta({ id: 'SyncDeletion' })
export type PullDeletion = z.infer<typeof pullDeletionSchema>

export const pullResponseSchema = z
  .object({
    /** 'snapshot': every current row of the scopes (first pull); 'changes': what changed since `since`. */
    mode: z.enum(['snapshot', 'changes']),
    /** True on the first page of a snapshot: drop the local rows of these scopes, then apply the pages. */
    reset: z.boolean(),
    upserts: z.array(pullUpsertSchema),
    deletions: z.array(pullDeletionSchema),
    /** The next `since`. */
    cursor: syncCursorSchema,
    /** More pages wait: pull again at once with the new cursor and the same scopes. */
    hasMore: z.boolean(),
  })
  .meta({ id: 'SyncPullResponse' })
export type PullResponse = z.infer<typeof pullResponseSchema>

export const MAX_PUSH_ITEMS = 200
/** The largest push request body (all items together); a larger one is refused with 413. */
export const MAX_PUSH_BODY_BYTES = 8 * 1024 * 1024

export const pushItemSchema = z
  .object({
    /** The outbox item id, sent on as the item's Idempotency-Key. */
    id: idempotencyKeySchema,
    method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
    /** The spec path relative to the API base, with its query, e.g. "/api/v2/personal-settings". */
    path: text()
      .min(2)
      .max(2000)
      .regex(/^\/[^\s]*$/, 'Шлях має починатися з "/"'),
    body: z.unknown().optional(),
    /** The version the edit was based on; informational (the route reads the version from the body). */
    baseVersion: int4().min(0).optional(),
    /** Entity key for ordering, e.g. "client:<uuid>"; defaults to the path without its query. */
    entity: text().min(1).max(200).optional(),
    /** Ids of earlier items of the same batch this one needs. */
    dependsOn: z.array(idempotencyKeySchema).max(MAX_PUSH_ITEMS).optional(),
    /** The app version that queued the item (sent on as X-App-Version). */
    appVersion: appVersionSchema.optional(),
  })
  .strict()
  .meta({ id: 'SyncPushItem' })
export type PushItem = z.infer<typeof pushItemSchema>

export const pushRequestSchema = z
  .object({ items: z.array(pushItemSchema).min(1).max(MAX_PUSH_ITEMS) })
  .strict()
  .meta({ id: 'SyncPushRequest' })
export type PushRequest = z.infer<typeof pushRequestSchema>

export const pushResultSchema = z
  .object({
    id: text(),
    /** The HTTP status the route answered (424 when skipped because an item it depends on failed). */
    status: int4(),
    /** The route's answer body: the record on 2xx, {message, code, errors?, current?} otherwise. */
    body: z.unknown(),
    /** The answer is the stored answer of an earlier send of the same item. */
    replayed: z.boolean(),
  })
  .meta({ id: 'SyncPushResult' })
export type PushResult = z.infer<typeof pushResultSchema>

export const pushResponseSchema = z
  .object({ results: z.array(pushResultSchema) })
  .meta({ id: 'SyncPushResponse' })
export type PushResponse = z.infer<typeof pushResponseSchema>

/** Error codes of the sync layer (besides version_conflict and idempotency_key_reused). */
export const syncErrorMessages = {
  dependency_failed: 'Не виконано: попередня зміна цього запису не пройшла',
  unknown_scope: 'Невідома область синхронізації',
  push_path_not_allowed:
    'Цей запит не можна передати пакетом: синхронізацію, вхід і оновлення сесії пакет не викликає',
  push_deferred: 'Не виконано: пакет виконувався надто довго, зміну буде надіслано ще раз',
  push_rate_limited: 'Забагато змін за хвилину. Синхронізацію буде продовжено автоматично',
} as const
