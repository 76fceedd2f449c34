/** Personal settings of the signed-in user (spec 001 §2): read, and save against a base version. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  personalSettingsPutSchema,
  personalSettingsSchema,
} from '../../../domain/settings/personal-settings.schema'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import { defaultAnswer, findRow, toAnswer } from './personal-settings.repo'
import { saveSettings } from './personal-settings.service'

const tags = ['Налаштування']

export function personalSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/personal-settings',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Персональні налаштування',
          description:
            "The caller's city, filial, language (ua, ru), barcode and QR label margins in mm and label printer type (zpl, pixel). " +
            'A user who never saved gets the defaults with version 0. Synced in the private scope "personal-settings".',
          response: { 200: personalSettingsSchema },
        },
      },
      async (req) => {
        const row = await findRow(ctx.db, requireUser(req).id)
        return row ? toAnswer(row) : defaultAnswer
      },
    )

    app.put(
      '/api/v2/personal-settings',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Зберегти персональні налаштування',
          description:
            'Every field plus `version`, the version the edit is based on (0 for the first save). A stale version gets 409 ' +
            'version_conflict with `current` = the stored settings. An unknown city or filial, or a filial of another city, gets 422.',
          body: personalSettingsPutSchema,
          response: { 200: personalSettingsSchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => saveSettings(m, req.body)),
    )
  }
}
