/** Builders for outbox tests: a fresh per-user database over fake-indexeddb and typical writes. */
import { OfflineDb } from '../db'
import { enqueue } from '../outbox'
import type { OutboxItem } from '../outbox-types'
import { PERSONAL_SETTINGS_PATH } from '../entities/personal-settings'
import { personalSettingsDefaults } from '../../../domain/settings/personal-settings.schema'

let nextUser = 1000

export function freshDb(): OfflineDb {
  return new OfflineDb(nextUser++)
}

/** A personal-settings save: every field, based on `version`. */
export function saveSettings(
  db: OfflineDb,
  patch: Partial<typeof personalSettingsDefaults> & { version?: number },
  options: { replacesWhole?: boolean } = {},
): Promise<OutboxItem> {
  const body = { ...personalSettingsDefaults, version: 0, ...patch }
  return enqueue(db, {
    userId: db.userId,
    entity: { type: 'personal-settings', uuid: String(db.userId) },
    method: 'PUT',
    path: PERSONAL_SETTINGS_PATH,
    body,
    baseVersion: body.version,
    label: 'Особисті налаштування',
    local: { ...body, updatedAt: null },
    replacesWhole: options.replacesWhole ?? false,
  })
}

/** A write to an entity the outbox has no adapter for (its record lives elsewhere). */
export function writeOther(db: OfflineDb, uuid: string, dependsOn: string[] = []): Promise<OutboxItem> {
  return enqueue(db, {
    userId: db.userId,
    entity: { type: 'client', uuid },
    method: 'PUT',
    path: '/api/v2/personal-settings',
    body: { ...personalSettingsDefaults, version: 0 },
    dependsOn,
    label: `Клієнт ${uuid}`,
  })
}

export const statuses = async (db: OfflineDb) =>
  (await db.outbox.orderBy('seq').toArray()).map((i) => i.status)
