/**
 * The outbox's view of protocol file uploads (domain/protocols/protocol-files.schema.ts): one item per
 * file, keyed by the device's uuid (also in the body, so the server stores a replay once). The local
 * record is the file's description only (name, type, size, protocol), never its bytes, which travel in
 * the item's body alone. An upload has no version and never conflicts: "keep mine" sends it as it was.
 */
import type { EntityAdapter } from '../entity-adapter'

/** What the device shows of a file until the server lists it: the item's `local`. */
export interface PendingProtocolFile {
  uuid: string
  protocolId: number
  name: string
  type: string
  size: number
}

export const protocolFileAdapter: EntityAdapter = {
  recordKey: (uuid) => `protocol-file:${uuid}`,
  fromAnswer: (answer) => answer,
  keepMine: (body) => body,
  fromCurrent: (current) => current,
}
