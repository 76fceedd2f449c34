/**
 * The API of every settings record an app_settings row keeps (domain/resources/settings-record.ts):
 * GET answers the stored record over the definition's defaults (version 0 before the first save), PUT
 * saves every field against the version the edit is based on — a stale version gets 409
 * version_conflict with `current` — through ctx.mutate (Idempotency-Key, change log).
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { secretKeys } from '../../../domain/resources/define-resource'
import type { AnySettingsRecord } from '../../../domain/resources/settings-record'
import { settingsRecords } from '../../../domain/resources/settings-records'
import type { AppContext } from '../../app-context'
import type { Db, Tx } from '../../db/client'
import { appSettings } from '../../db/schema/auth'
import { versionConflict } from '../versioned'

type Values = Record<string, unknown> & { version: number }

const keyOf = (def: AnySettingsRecord): string => {
  if (!def.appSettingKey) throw new Error(`Settings record ${def.name} has no app_settings key`)
  return def.appSettingKey
}

/** The stored record over the defaults (a field added later reads its default). */
export async function readSettingsRecord(db: Db | Tx, def: AnySettingsRecord): Promise<Values> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, keyOf(def)))
  const stored = (row?.value ?? {}) as Record<string, unknown>
  const out: Values = { ...(def.defaults as Record<string, unknown>), version: 0 }
  for (const k of [...Object.keys(def.fields), 'version']) if (k in stored) out[k] = stored[k]
  return out
}

/** The record as the API answers it: every secret empty. */
export function answerOf(def: AnySettingsRecord, values: Values): Values {
  const out = { ...values }
  for (const k of secretKeys(def)) out[k] = ''
  return out
}

/**
 * Saves `put` if its version is the stored one; 409 with the current record otherwise. A secret sent
 * empty keeps its stored value. Answers the saved record as stored (secrets included).
 */
export async function writeSettingsRecord(tx: Tx, def: AnySettingsRecord, put: Values): Promise<Values> {
  const key = keyOf(def)
  // Row lock (or, before the first save, the insert below races on the key instead).
  await tx.execute(sql`SELECT 1 FROM ${appSettings} WHERE ${appSettings.key} = ${key} FOR UPDATE`)
  const current = await readSettingsRecord(tx, def)
  if (current.version !== put.version) throw versionConflict(answerOf(def, current))
  const next: Values = { ...put, version: put.version + 1 }
  for (const k of secretKeys(def)) if (next[k] === '' || next[k] === undefined) next[k] = current[k]
  await tx
    .insert(appSettings)
    .values({ key, value: next })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: sql`now()` } })
  return next
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

function routesOf(ctx: AppContext, def: AnySettingsRecord): FastifyPluginAsyncZod {
  const tags = ['Налаштування']
  const record = def.schemas.record.meta({ id: `Settings_${def.name}` })
  return async (app) => {
    app.get(
      def.apiPath,
      {
        config: { auth: def.perms.read },
        schema: {
          tags,
          summary: def.title,
          description:
            'The stored record over the defaults; `version` 0 until it is first saved. Secret fields answer empty.',
          response: { 200: record, ...errors },
        },
      },
      async () => answerOf(def, await readSettingsRecord(ctx.db, def)),
    )
    app.put(
      def.apiPath,
      {
        config: { auth: def.perms.write },
        schema: {
          tags,
          summary: `${def.title}: зберегти`,
          description:
            'Every field plus `version`, the version the edit is based on (0 before the first save). A stale version ' +
            'gets 409 version_conflict with `current`.',
          body: def.schemas.put,
          response: { 200: record, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) =>
          answerOf(def, await writeSettingsRecord(m.tx, def, req.body as Values)),
        ),
    )
  }
}

/** Routes of every settings record an app_settings row keeps (others have their own modules). */
export function settingsRecordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const def of settingsRecords) if (def.appSettingKey) await app.register(routesOf(ctx, def))
  }
}
