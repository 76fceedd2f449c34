/** Reads and writes of personal_settings rows, served in the PersonalSettings answer shape. */
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import {
  personalSettingsDefaults,
  type PersonalSettings,
  type PersonalSettingsPut,
} from '../../../domain/settings/personal-settings.schema'
import type { Db, Tx } from '../../db/client'
import { personalSettings } from '../../db/schema/personal-settings'
import { queryRows } from '../../db/raw'
import { cities, filials } from '../../db/schema/places'

type Row = typeof personalSettings.$inferSelect

/** The answer shape of a stored row. */
export function toAnswer(r: Row): PersonalSettings {
  return {
    cityId: r.cityId,
    filialId: r.filialId,
    language: r.language,
    barcodeMarginTop: r.barcodeMarginTop,
    barcodeMarginLeft: r.barcodeMarginLeft,
    qrMarginTop: r.qrMarginTop,
    qrMarginLeft: r.qrMarginLeft,
    labelPrinterType: r.labelPrinterType,
    labelPrinterHost: r.labelPrinterHost,
    labelPrinterPort: r.labelPrinterPort,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  }
}

/** What a user who never saved anything has: the defaults at version 0. */
export const defaultAnswer: PersonalSettings = { ...personalSettingsDefaults, version: 0, updatedAt: null }

export async function findRow(db: Db | Tx, userId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(personalSettings).where(eq(personalSettings.userId, userId))
  return row
}

/** The first save of a user: answers undefined when a row appeared meanwhile (a conflict). */
export async function insertFirst(
  tx: Tx,
  userId: number,
  input: PersonalSettingsPut,
): Promise<Row | undefined> {
  const { version: _base, ...fields } = input
  const [row] = await tx
    .insert(personalSettings)
    .values({ ...fields, userId })
    .onConflictDoNothing({ target: personalSettings.userId })
    .returning()
  return row
}

/** The city and filial named by the settings: whether each exists, and the filial's city (one query). */
export async function placeFacts(tx: Tx, cityId: number | null, filialId: number | null) {
  if (cityId === null && filialId === null) return { cityExists: false, filial: undefined }
  const [row] = await queryRows<{ city: number | null; filial: number | null; filial_city: number | null }>(
    tx,
    sql`SELECT (SELECT id FROM cities WHERE id = ${cityId}) AS city,
               (SELECT id FROM filials WHERE id = ${filialId}) AS filial,
               (SELECT city_id FROM filials WHERE id = ${filialId}) AS filial_city`,
  )
  return {
    cityExists: row?.city != null,
    filial: row?.filial != null ? { id: row.filial, cityId: Number(row.filial_city) } : undefined,
  }
}

/** SQL true when the city and filial exist and the filial is in the city (for the UPDATE's WHERE). */
export function placeIsValid(cityId: number | null, filialId: number | null): SQL | undefined {
  const city = cityId === null ? undefined : sql`EXISTS (SELECT 1 FROM ${cities} c WHERE c.id = ${cityId})`
  const filial =
    filialId === null
      ? undefined
      : cityId === null
        ? sql`EXISTS (SELECT 1 FROM ${filials} f WHERE f.id = ${filialId})`
        : sql`EXISTS (SELECT 1 FROM ${filials} f WHERE f.id = ${filialId} AND f.city_id = ${cityId})`
  return and(city, filial)
}

/** Rows for the change feed: only the caller's own (a private scope). */
export async function rowsByIds(db: Db, ids: number[], userId: number): Promise<Row[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(personalSettings)
    .where(and(inArray(personalSettings.id, ids), eq(personalSettings.userId, userId)))
}

export async function rowsPage(db: Db, afterId: number, limit: number, userId: number): Promise<Row[]> {
  return db
    .select()
    .from(personalSettings)
    .where(and(gt(personalSettings.id, afterId), eq(personalSettings.userId, userId)))
    .orderBy(asc(personalSettings.id))
    .limit(limit)
}
