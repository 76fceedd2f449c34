/**
 * The outbox's view of clients: each client is its own record (`client:<uuid>` in the local store),
 * created under the uuid its device gave it and edited against its version. A queued edit behind an
 * unsent one (an offline create, then an edit) takes the version the server gave the first.
 */
import type { EntityAdapter } from '../entity-adapter'

export const CLIENT_ENTITY = 'client'
/** The chunked set of the change feed's client snapshot (and its sync cursor record). */
export const CLIENTS_SET = 'clients'
/** Local records of single clients: written by the outbox and by the change feed after the snapshot. */
export const CLIENT_RECORD_PREFIX = 'client:'
export const clientRecordKey = (uuid: string): string => `${CLIENT_RECORD_PREFIX}${uuid}`

const versionOf = (record: unknown): number | undefined => {
  const v = (record as { version?: unknown } | null)?.version
  return typeof v === 'number' ? v : undefined
}

/** A body that carries a version (edit, delete, restore) is re-based on the server's; a create has none. */
export const withServerVersion = (body: unknown, server: unknown): unknown => {
  const version = versionOf(server)
  if (version === undefined || body === null || typeof body !== 'object' || !('version' in body)) return body
  return { ...body, version }
}

export const clientAdapter: EntityAdapter = {
  recordKey: clientRecordKey,
  fromAnswer: (answer) => answer,
  versionOf,
  rebase: withServerVersion,
  keepMine: withServerVersion,
  fromCurrent: (current) => current,
}
