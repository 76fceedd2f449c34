/** Personal settings on the device: a settings record (domain/settings/personal-settings.resources.ts). */
import { personalSettingsRecord } from '../../../domain/settings/personal-settings.resources'

/** The GET and PUT path; also the local record's key. */
export const PERSONAL_SETTINGS_PATH = personalSettingsRecord.apiPath
