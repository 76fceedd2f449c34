/** How the outbox treats the records of one entity type (see entity-adapters.ts). */
export interface EntityAdapter {
  /** The `references` key of the local record. */
  recordKey: (uuid: string) => string
  /**
   * The record as stored locally, from a 2xx answer body; `before` is the server's copy it replaces
   * (for answers that carry only part of the record).
   */
  fromAnswer: (answer: unknown, before?: unknown) => unknown
  /** The record's version, if it has one. */
  versionOf?: (record: unknown) => number | undefined
  /** Re-bases an edit made on top of an unsent one onto the record that edit produced on the server. */
  rebase?: (body: unknown, server: unknown) => unknown
  /** "Keep mine" after a conflict: my edit, based on the server's current record. */
  keepMine: (body: unknown, current: unknown) => unknown
  /** The server's record from a 409 answer's `current`, as stored locally. */
  fromCurrent: (current: unknown) => unknown
}
