/**
 * Basic settings (spec 001 §2 general/basic-settings): one record for the installation, kept as the
 * app_settings row "basic_settings" over the defaults. Read by anyone who reads references; written
 * whole by holders of crmMainSettingsEdit, every field required ('Заповніть всі поля').
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  basicSettingsDefaults,
  basicSettingsPutSchema,
  basicSettingsSchema,
  type BasicSettings,
} from '../../../domain/settings/basic-settings'
import type { AppContext } from '../../app-context'
import type { Db, Tx } from '../../db/client'
import { appSettings } from '../../db/schema/auth'

const KEY = 'basic_settings'
const tags = ['Налаштування']

export async function readBasicSettings(db: Db | Tx): Promise<BasicSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY))
  return { ...basicSettingsDefaults, ...((row?.value as Partial<BasicSettings> | undefined) ?? {}) }
}

export function basicSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/basic-settings',
      {
        config: { auth: 'crmReferencesSee' },
        schema: { tags, summary: 'Основні налаштування', response: { 200: basicSettingsSchema } },
      },
      async () => readBasicSettings(ctx.db),
    )
    app.put(
      '/settings/basic-settings',
      {
        config: { auth: 'crmMainSettingsEdit' },
        schema: {
          tags,
          summary: 'Зберегти основні налаштування',
          description:
            "The medical centre's data, legal information and contact-centre hours, all fields required: an empty one is " +
            "422 with 'Заповніть всі поля' on it.",
          body: basicSettingsPutSchema,
          response: { 200: basicSettingsSchema, 422: errorBodySchema },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async ({ tx }) => {
          await tx
            .insert(appSettings)
            .values({ key: KEY, value: req.body })
            .onConflictDoUpdate({ target: appSettings.key, set: { value: req.body, updatedAt: sql`now()` } })
          return readBasicSettings(tx)
        }),
    )
  }
}
