/**
 * The outbox's view of settings records (domain/resources/settings-record.ts): one document, kept
 * under its API path in the references table like its cached GET answer, saved whole against its
 * version; a rebase takes the version the server has now.
 */
import type { AnySettingsRecord } from '../../../domain/resources/settings-record'
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

export function settingsRecordAdapter(def: Pick<AnySettingsRecord, 'apiPath'>): EntityAdapter {
  return {
    recordKey: () => def.apiPath,
    fromAnswer: (answer) => answer,
    versionOf,
    rebase: withVersionOf,
    keepMine: withVersionOf,
    fromCurrent: (current) => current,
  }
}
