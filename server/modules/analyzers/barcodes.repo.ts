/**
 * The barcode settings row and the counter: read together for the settings page, and the next barcode
 * issued for a filial (one UPDATE … RETURNING on the counter, so two tubes labelled at once never get
 * the same number; order_barcodes still refuses any barcode already on another order).
 */
import { eq, sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import {
  barcodeMessages,
  barcodeSettingsDefaults,
  barcodeSettingsValueSchema,
  formatBarcode,
  type BarcodeSettings,
  type BarcodeSettingsValue,
} from '../../../domain/laboratory/barcode-settings'
import type { Db, Tx } from '../../db/client'
import { crmSettings } from '../../db/schema/crm-references'
import { barcodeCounters } from '../../db/schema/lab-devices'

export const BARCODE_SETTING = 'barcode_settings'
export const COUNTER_KEY = 'barcode'

/** The stored value over the defaults (a field that no longer fits takes its default). */
function valueOf(stored: Record<string, unknown> | undefined): BarcodeSettingsValue {
  const out: Record<string, unknown> = { ...barcodeSettingsDefaults }
  for (const [k, field] of Object.entries(barcodeSettingsValueSchema.shape)) {
    const parsed = field.safeParse(stored?.[k])
    if (parsed.success) out[k] = parsed.data
  }
  return out as BarcodeSettingsValue
}

/** The settings, the counter's next number and the row's version; `lock` holds both rows. */
export async function readBarcodeSettings(db: Db | Tx, lock = false): Promise<BarcodeSettings> {
  const settings = db
    .select({ value: crmSettings.value, version: crmSettings.version })
    .from(crmSettings)
    .where(eq(crmSettings.name, BARCODE_SETTING))
  const counter = db
    .select({ last: barcodeCounters.lastValue })
    .from(barcodeCounters)
    .where(eq(barcodeCounters.key, COUNTER_KEY))
  const [[row], [count]] = await Promise.all([
    lock ? settings.for('update') : settings,
    lock ? counter.for('update') : counter,
  ])
  return { ...valueOf(row?.value), nextNumber: (count?.last ?? 0) + 1, version: row?.version ?? 0 }
}

/** Issues the next barcode for a filial's tube: the counter goes up by one whatever happens next. */
export async function issueBarcode(tx: Tx, filialId: number | null): Promise<string> {
  const [row] = await tx
    .insert(barcodeCounters)
    .values({ key: COUNTER_KEY, lastValue: 1 })
    .onConflictDoUpdate({
      target: barcodeCounters.key,
      set: { lastValue: sql`${barcodeCounters.lastValue} + 1`, updatedAt: sql`now()` },
    })
    .returning({ n: barcodeCounters.lastValue })
  const [setting] = await tx
    .select({ value: crmSettings.value })
    .from(crmSettings)
    .where(eq(crmSettings.name, BARCODE_SETTING))
  const barcode = formatBarcode(valueOf(setting?.value), filialId, row?.n ?? 1)
  if (!barcode) throw new DomainError('barcode_counter_exhausted', 422, barcodeMessages.exhausted)
  return barcode
}
