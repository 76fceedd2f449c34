/**
 * Saving personal settings: the first save inserts the user's row (base version 0), later saves
 * update it against the base version; a stale version gets 409 with the current settings.
 */
import { and, eq } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  personalSettingsMessages as msg,
  type PersonalSettings,
  type PersonalSettingsPut,
} from '../../../domain/settings/personal-settings.schema'
import { personalSettings } from '../../db/schema/personal-settings'
import type { MutationScope } from '../../lib/mutation'
import { updateVersioned, versionConflict } from '../../lib/versioned'
import {
  defaultAnswer,
  findRow,
  insertFirst,
  placeFacts,
  placeIsValid,
  toAnswer,
} from './personal-settings.repo'

export const SCOPE = 'personal-settings'
export const ENTITY = 'personal-settings'

async function checkPlace(m: MutationScope, input: PersonalSettingsPut): Promise<void> {
  const { cityExists, filial } = await placeFacts(m.tx, input.cityId, input.filialId)
  const errors: Record<string, string[]> = {}
  if (input.cityId !== null && !cityExists) errors.city_id = [msg.city_not_found]
  if (input.filialId !== null && !filial) errors.filial_id = [msg.filial_not_found]
  else if (filial && input.cityId !== null && filial.cityId !== input.cityId)
    errors.filial_id = [msg.filial_not_in_city]
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
}

/**
 * Saves the caller's settings against the base version in `input.version`. An edit is one UPDATE that
 * also checks the city and filial; only when it matches nothing are the reasons looked up (422 for a
 * bad place, else 409 with the current settings) — the common case costs one statement.
 */
export async function saveSettings(m: MutationScope, input: PersonalSettingsPut): Promise<PersonalSettings> {
  const userId = m.user.id
  const current = async () => {
    const row = await findRow(m.tx, userId)
    return row ? toAnswer(row) : defaultAnswer
  }
  const { version, ...fields } = input
  let row
  if (version === 0) {
    await checkPlace(m, input)
    row = await insertFirst(m.tx, userId, input)
    if (!row) throw versionConflict(await current())
  } else {
    const match = and(eq(personalSettings.userId, userId), placeIsValid(input.cityId, input.filialId))!
    row = await updateVersioned(m.tx, personalSettings, { match, version }, fields, async () => {
      await checkPlace(m, input)
      return current()
    })
  }
  m.changed({ scope: SCOPE, entity: ENTITY, id: row.id, uuid: row.uuid, op: 'upsert', ownerUserId: userId })
  return toAnswer(row)
}
