/** The outbox's view of personal settings: one document per user, saved whole against its version. */
import {
  personalSettingsSchema,
  type PersonalSettings,
  type PersonalSettingsPut,
} from '../../../domain/settings/personal-settings.schema'
import type { EntityAdapter } from '../entity-adapter'

/** The GET and PUT path; also the local record's key. */
export const PERSONAL_SETTINGS_PATH = '/api/v2/personal-settings'

const parse = (v: unknown): PersonalSettings | undefined => {
  const r = personalSettingsSchema.safeParse(v)
  return r.success ? r.data : undefined
}

const withVersion = (body: unknown, server: unknown): unknown => {
  const version = parse(server)?.version
  return version === undefined ? body : { ...(body as PersonalSettingsPut), version }
}

export const personalSettingsAdapter: EntityAdapter = {
  recordKey: () => PERSONAL_SETTINGS_PATH,
  fromAnswer: (answer) => answer,
  versionOf: (record) => parse(record)?.version,
  rebase: withVersion,
  keepMine: withVersion,
  fromCurrent: (current) => current,
}
