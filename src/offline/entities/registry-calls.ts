/**
 * The outbox's view of registry calls (issue 20 item 5): each call is its own record
 * (`registry-call:<uuid>`), recorded once under the uuid its device gave it; a call is never edited,
 * so there is no version to rebase.
 */
import type { EntityAdapter } from '../entity-adapter'

export const REGISTRY_CALL_ENTITY = 'registry-call'
export const registryCallRecordKey = (uuid: string): string => `${REGISTRY_CALL_ENTITY}:${uuid}`

export const registryCallAdapter: EntityAdapter = {
  recordKey: registryCallRecordKey,
  fromAnswer: (answer) => answer,
  versionOf: () => undefined,
  rebase: (body) => body,
  keepMine: (body) => body,
  fromCurrent: (current) => current,
}
