/**
 * Barcode settings (spec 001 §2 laboratory/barcodes): the crm setting `barcode_settings` — the same row
 * GET /api/v2/crm-setting?settingName=barcode_settings answers (its fields are kept; `prefixes` is
 * added) — with the barcode counter beside it, read and saved whole against the row's version.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, errorBodySchema, errorMessages } from '../../../domain/api/errors'
import {
  barcodeMessages,
  barcodeSettingsPutSchema,
  barcodeSettingsSchema,
} from '../../../domain/laboratory/barcode-settings'
import type { AppContext } from '../../app-context'
import { crmSettings } from '../../db/schema/crm-references'
import { barcodeCounters } from '../../db/schema/lab-devices'
import { versionConflict } from '../../lib/versioned'
import { BARCODE_SETTING, COUNTER_KEY, readBarcodeSettings } from './barcodes.repo'

const tags = ['Налаштування']

export function barcodeSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/barcode-settings',
      {
        config: { auth: 'crmReferencesSee' },
        schema: {
          tags,
          summary: 'Налаштування штрихкодів',
          description:
            'The barcode_settings crm setting over its defaults (format, prefix, prefixes per filial, length, label ' +
            'size, printQr, copies), the counter’s next number and the version (0 until first saved).',
          response: { 200: barcodeSettingsSchema },
        },
      },
      async () => readBarcodeSettings(ctx.db),
    )
    app.put(
      '/settings/barcode-settings',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Зберегти налаштування штрихкодів',
          description:
            'The whole record against the version read (a stale one is 409 with the current record). Every prefix ' +
            'leaves at least 4 digits of the length; one prefix per filial. nextNumber may only go up (422 on ' +
            'next_number): numbers already issued are never issued again.',
          body: barcodeSettingsPutSchema,
          response: { 200: barcodeSettingsSchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async ({ tx }) => {
          const { version, nextNumber, ...value } = req.body
          // Two saves at once: the second waits for the first's row lock, then sees its version.
          await tx
            .insert(crmSettings)
            .values({ name: BARCODE_SETTING, value: {}, version: 0 })
            .onConflictDoNothing({ target: crmSettings.name })
          const current = await readBarcodeSettings(tx, true)
          if (version !== current.version) throw versionConflict(current)
          if (nextNumber < current.nextNumber)
            throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
              errors: { next_number: [barcodeMessages.counterDown(current.nextNumber)] },
            })
          const [stored] = await tx
            .select({ value: crmSettings.value })
            .from(crmSettings)
            .where(eq(crmSettings.name, BARCODE_SETTING))
          // Fields of the setting this page does not know are kept as they are.
          await tx
            .update(crmSettings)
            .set({
              value: { ...(stored?.value ?? {}), ...value },
              version: version + 1,
              updatedAt: sql`now()`,
            })
            .where(eq(crmSettings.name, BARCODE_SETTING))
          await tx
            .update(barcodeCounters)
            .set({ lastValue: nextNumber - 1, updatedAt: sql`now()` })
            .where(eq(barcodeCounters.key, COUNTER_KEY))
          return readBarcodeSettings(tx)
        }),
    )
  }
}
