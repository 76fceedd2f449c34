/**
 * The outbox's view of protocols (domain/protocols/protocol.schema.ts): one document per protocol, kept
 * under its API path in the references table like its cached GET answer, saved whole (PUT) against its
 * version; a queued save takes the version its predecessor got from the server, and "keep mine" after a
 * conflict takes the server's current version (an approved protocol still refuses it: 409 again).
 */
import { protocolApiPath } from '../../../domain/protocols/protocol.schema'
import type { EntityAdapter } from '../entity-adapter'

const versionOf = (record: unknown): number | undefined => {
  const v = (record as { version?: unknown } | null)?.version
  return typeof v === 'number' ? v : undefined
}

const withVersionOf = (body: unknown, server: unknown): unknown => {
  const version = versionOf(server)
  if (version === undefined || typeof body !== 'object' || body === null || !('version' in body)) return body
  return { ...body, version }
}

export const protocolAdapter: EntityAdapter = {
  recordKey: (uuid) => protocolApiPath(Number(uuid)),
  fromAnswer: (answer) => answer,
  versionOf,
  rebase: withVersionOf,
  keepMine: withVersionOf,
  fromCurrent: (current) => current,
}
