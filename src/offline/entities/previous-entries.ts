/**
 * The outbox's view of previous entries: each entry is its own record (`previous-entry:<uuid>`),
 * registered under the uuid its device gave it. An entry for a client created offline names the
 * client by uuid and depends on the client's create, so it never reaches the server first.
 */
import type { EntityAdapter } from '../entity-adapter'
import { withServerVersion } from './clients'

export const PREVIOUS_ENTRY_ENTITY = 'previous-entry'
export const PREVIOUS_ENTRY_RECORD_PREFIX = 'previous-entry:'
export const previousEntryRecordKey = (uuid: string): string => `${PREVIOUS_ENTRY_RECORD_PREFIX}${uuid}`

export const previousEntryAdapter: EntityAdapter = {
  recordKey: previousEntryRecordKey,
  fromAnswer: (answer) => answer,
  versionOf: (record) => {
    const v = (record as { version?: unknown } | null)?.version
    return typeof v === 'number' ? v : undefined
  },
  rebase: withServerVersion,
  keepMine: withServerVersion,
  fromCurrent: (current) => current,
}
