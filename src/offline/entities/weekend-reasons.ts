/**
 * The outbox's view of weekend reasons: the whole list is saved with one PUT; each reason carries its
 * own version, so a rebase copies the server's version of every reason the edit still contains.
 */
import {
  weekendReasonSchema,
  type WeekendReason,
  type WeekendReasonInput,
  type WeekendReasonsPut,
} from '../../../domain/settings/weekend-reasons.schema'
import type { EntityAdapter } from '../entity-adapter'

/** The GET and PUT path; also the local record's key, so the cached list and the edits are one record. */
export const WEEKEND_REASONS_PATH = '/settings/weekend-reasons'

/** The list from an answer ({data: [...]}) or from a conflict's `current` (the list or {data}). */
export function reasonsOf(value: unknown): WeekendReason[] {
  const list = Array.isArray(value) ? value : (value as { data?: unknown } | null)?.data
  if (!Array.isArray(list)) return []
  return list.flatMap((r) => {
    const parsed = weekendReasonSchema.safeParse(r)
    return parsed.success ? [parsed.data] : []
  })
}

/** Puts the server's id and version on every reason of `body` the server knows (by uuid). */
function onServerVersions(body: unknown, server: unknown): WeekendReasonsPut {
  const known = new Map(reasonsOf(server).map((r) => [r.uuid, r]))
  const data = (body as WeekendReasonsPut).data.map((r): WeekendReasonInput => {
    const s = known.get(r.uuid)
    if (!s) {
      // Not on the server (any more): sent as a new reason under its uuid.
      const { id: _id, version: _v, ...rest } = r
      return rest
    }
    return { ...r, id: s.id, version: s.version }
  })
  return { data }
}

export const weekendReasonsAdapter: EntityAdapter = {
  recordKey: () => WEEKEND_REASONS_PATH,
  // Stored in the shape of the GET answer, {data: [...]}, like every cached reference.
  fromAnswer: (answer) => ({ data: reasonsOf(answer) }),
  rebase: onServerVersions,
  keepMine: onServerVersions,
  fromCurrent: (current) => ({ data: reasonsOf(current) }),
}
