/**
 * The outbox's view of back-office resources (domain/resources): every record is its own local record
 * `res:<entity>:<uuid>` in the shape of the resource API's answer. A queued edit takes the version its
 * predecessor got from the server; a deletion's answer ({deleted: true}) is kept until the change feed
 * drops the record.
 */
import type { AnyResource } from '../../../domain/resources/define-resource'
import type { EntityAdapter } from '../entity-adapter'

/** The key prefix of a resource's local records (a primary-key range in IndexedDB). */
export const resourceKeyPrefix = (def: Pick<AnyResource, 'entity'>): string => `res:${def.entity}:`

const versionOf = (record: unknown): number | undefined => {
  const v = (record as { version?: unknown } | null)?.version
  return typeof v === 'number' ? v : undefined
}

const withVersionOf = (body: unknown, server: unknown): unknown => {
  const version = versionOf(server)
  if (version === undefined || typeof body !== 'object' || body === null || !('version' in body)) return body
  return { ...body, version }
}

export function resourceAdapter(def: AnyResource): EntityAdapter {
  const prefix = resourceKeyPrefix(def)
  return {
    recordKey: (uuid) => `${prefix}${uuid}`,
    fromAnswer: (answer) => answer,
    versionOf,
    rebase: withVersionOf,
    keepMine: withVersionOf,
    fromCurrent: (current) => current,
  }
}
