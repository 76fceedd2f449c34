/**
 * Personal settings of a signed-in user (spec 001 §2 "Personal settings"): city, filial, interface
 * language, barcode and QR label margins in millimetres, and the label printer's print type. One row
 * per user; `version` 0 means "never saved" (the defaults).
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'

export const languages = ['ua', 'ru'] as const
export const labelPrinterTypes = ['zpl', 'pixel'] as const

/** A print margin in mm, 0–50, in steps of 0.1 mm. */
const margin = z
  .number()
  .min(0)
  .max(50)
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, {
    message: 'Не більше одного знака після коми',
  })

const fields = {
  cityId: int4().positive().max(2_147_483_647).nullable(),
  filialId: int4().positive().max(2_147_483_647).nullable(),
  language: z.enum(languages),
  barcodeMarginTop: margin,
  barcodeMarginLeft: margin,
  qrMarginTop: margin,
  qrMarginLeft: margin,
  labelPrinterType: z.enum(labelPrinterTypes),
}

export const personalSettingsSchema = z
  .object({ ...fields, version: int4().min(0), updatedAt: text().nullable() })
  .meta({ id: 'PersonalSettings' })
export type PersonalSettings = z.infer<typeof personalSettingsSchema>

/** PUT body: every field plus the version the edit is based on (0 for the first save). */
export const personalSettingsPutSchema = z
  .object({ ...fields, version: int4().min(0).max(2_147_483_647) })
  .strict()
  .meta({ id: 'PersonalSettingsPut' })
export type PersonalSettingsPut = z.infer<typeof personalSettingsPutSchema>

/** What a user has before saving anything. */
export const personalSettingsDefaults: Omit<PersonalSettings, 'version' | 'updatedAt'> = {
  cityId: null,
  filialId: null,
  language: 'ua',
  barcodeMarginTop: 0,
  barcodeMarginLeft: 0,
  qrMarginTop: 0,
  qrMarginLeft: 0,
  labelPrinterType: 'zpl',
}

export const personalSettingsMessages = {
  city_not_found: 'Місто не знайдено',
  filial_not_found: 'Філію не знайдено',
  filial_not_in_city: 'Філія не належить обраному місту',
} as const
