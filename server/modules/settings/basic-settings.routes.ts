/**
 * Basic settings (spec 001 §2 general/basic-settings): one record for the installation, kept as the
 * app_settings row "basic_settings" over the defaults. Read by anyone who reads references; written
 * whole by holders of crmMainSettingsEdit, every field required ('Заповніть всі поля'), against the
 * version the editor read.
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
import { versionConflict } from '../../lib/versioned'

const KEY = 'basic_settings'
const tags = ['Налаштування']

/** The record over the defaults; `lock` holds the row until the transaction ends (a versioned save). */
export async function readBasicSettings(db: Db | Tx, lock = false): Promise<BasicSettings> {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY))
  const [row] = await (lock ? query.for('update') : query)
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
            "422 with 'Заповніть всі поля' on it. Saved against the version read: a stale one is 409 with the current " +
            'record in `current`.',
          body: basicSettingsPutSchema,
          response: { 200: basicSettingsSchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async ({ tx }) => {
          // Two saves at once: the second waits for the first's row lock, then sees its version.
          await tx
            .insert(appSettings)
            .values({ key: KEY, value: basicSettingsDefaults })
            .onConflictDoNothing({ target: appSettings.key })
          const current = await readBasicSettings(tx, true)
          if (req.body.version !== current.version) throw versionConflict(current)
          const value: BasicSettings = { ...req.body, version: current.version + 1 }
          await tx
            .update(appSettings)
            .set({ value, updatedAt: sql`now()` })
            .where(eq(appSettings.key, KEY))
          return value
        }),
    )
  }
}
