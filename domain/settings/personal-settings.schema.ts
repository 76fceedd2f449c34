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
const margin = (label: string) =>
  z
    .number({ error: `«${label}»: введіть число` })
    .min(0, `«${label}»: не менше 0 мм`)
    .max(50, `«${label}»: не більше 50 мм`)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, {
      message: `«${label}»: не більше одного знака після коми`,
    })

const placeId = (label: string) =>
  z
    .number({ error: `Оберіть «${label}»` })
    .int(`Оберіть «${label}»`)
    .positive(`Оберіть «${label}»`)
    .max(2_147_483_647, `Оберіть «${label}»`)
    .nullable()

/** The labels of the fields, as the form shows them and the messages name them. */
export const personalSettingsLabels = {
  cityId: 'Місто',
  filialId: 'Філія',
  language: 'Мова інтерфейсу',
  barcodeMarginTop: 'Штрихкод: відступ зверху, мм',
  barcodeMarginLeft: 'Штрихкод: відступ зліва, мм',
  qrMarginTop: 'QR-код: відступ зверху, мм',
  qrMarginLeft: 'QR-код: відступ зліва, мм',
  labelPrinterType: 'Тип друку етикеток',
  labelPrinterHost: 'Принтер етикеток (ZPL): адреса в локальній мережі',
  labelPrinterPort: 'Принтер етикеток (ZPL): порт',
} as const
const l = personalSettingsLabels

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/

/** 10/8, 172.16/12, 192.168/16 and 127/8: the addresses a label printer may have (the clinic's LAN). */
export function isPrivateIPv4(address: string): boolean {
  if (!IPV4.test(address)) return false
  const [a, b] = address.split('.').map(Number) as [number, number]
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/** The ZPL label printer's address: a host name or a private IPv4 address (a name is checked when printing). */
const printerHost = (label: string) =>
  z
    .string({ error: `«${label}»: введіть адресу` })
    .trim()
    .max(253, `«${label}»: до 253 символів`)
    .refine((h) => (/^[\d.]+$/.test(h) ? IPV4.test(h) : HOSTNAME.test(h)), {
      message: `«${label}»: IPv4-адреса (наприклад 192.168.1.50) або ім'я вузла латиницею`,
    })
    .refine((h) => !IPV4.test(h) || isPrivateIPv4(h), {
      message: `«${label}»: лише адреса локальної мережі (10.x.x.x, 172.16–31.x.x, 192.168.x.x або 127.x.x.x)`,
    })
    .nullable()

export const personalSettingsFields = {
  cityId: placeId(l.cityId),
  filialId: placeId(l.filialId),
  language: z.enum(languages, { error: `Оберіть «${l.language}»` }),
  barcodeMarginTop: margin(l.barcodeMarginTop),
  barcodeMarginLeft: margin(l.barcodeMarginLeft),
  qrMarginTop: margin(l.qrMarginTop),
  qrMarginLeft: margin(l.qrMarginLeft),
  labelPrinterType: z.enum(labelPrinterTypes, { error: `Оберіть «${l.labelPrinterType}»` }),
  labelPrinterHost: printerHost(l.labelPrinterHost),
  labelPrinterPort: z
    .number({ error: `«${l.labelPrinterPort}»: введіть число` })
    .int(`«${l.labelPrinterPort}»: ціле число`)
    .min(1, `«${l.labelPrinterPort}»: від 1 до 65535`)
    .max(65535, `«${l.labelPrinterPort}»: від 1 до 65535`),
}
const fields = personalSettingsFields

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
  labelPrinterHost: null,
  labelPrinterPort: 9100,
}

export const personalSettingsMessages = {
  city_not_found: 'Місто не знайдено',
  filial_not_found: 'Філію не знайдено',
  filial_not_in_city: 'Філія не належить обраному місту',
} as const
