/**
 * Barcode settings (spec 000 §7 crm setting `barcode_settings`, spec 001 §2 laboratory/barcodes): the
 * symbology printed on tube labels, the prefix (one for the installation and one per filial), the
 * length of a barcode, the label size and copies, and the counter new barcodes are numbered by. A
 * barcode is the filial's prefix and the counter's number zero-padded to the length: 'KV00001234'.
 */
import { z } from 'zod'
import { int4 } from '../api/scalars'

/**
 * What the label paths of the domain notes print (I1, I3): Code 128 (ZPL ^BC, bwip-js, jsbarcode; subset C
 * packs digits in pairs, the usual tube barcode) and Data Matrix (ZPL ^BX, bwip-js) for small tubes.
 */
export const barcodeFormats = [
  { value: 'code128', label: 'Code 128 (лінійний, рекомендовано)' },
  { value: 'datamatrix', label: 'Data Matrix (двовимірний, для малих пробірок)' },
] as const

export const barcodeMessages = {
  prefix: 'Префікс: до 6 латинських великих літер або цифр',
  length: (min: number) => `Довжина від ${min} до 20 символів`,
  tooShort: (prefix: string) => `Довжина замала для префікса «${prefix}»: залиште щонайменше 4 цифри номера`,
  filialTwice: 'Для цього філіалу префікс уже задано',
  counterDown: (next: number) => `Лічильник не можна зменшити: наступний номер уже ${next}`,
  exhausted: 'Лічильник штрихкодів вичерпано: збільште довжину штрихкоду',
  saved: 'Налаштування штрихкодів збережено',
} as const
const m = barcodeMessages

const prefix = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{0,6}$/, m.prefix)
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `«${label}»: введіть ціле число` })
    .int(`«${label}»: введіть ціле число`)
    .min(min, `«${label}»: не менше ${min}`)
    .max(max, `«${label}»: не більше ${max}`)

/** Digits of the number at least, whatever the prefix. */
export const MIN_NUMBER_DIGITS = 4

const valueShape = {
  format: z.enum(['code128', 'datamatrix'], { error: 'Оберіть тип штрихкоду' }),
  prefix,
  prefixes: z.array(z.object({ filialId: int4().min(1, 'Оберіть філіал'), prefix }).strict()).max(500),
  length: whole('Довжина', 6, 20),
  labelWidthMm: whole('Ширина етикетки, мм', 20, 120),
  labelHeightMm: whole('Висота етикетки, мм', 10, 100),
  printQr: z.boolean(),
  copies: whole('Копій', 1, 10),
}

/** The crm setting's value (what GET /api/v2/crm-setting?settingName=barcode_settings answers). */
export const barcodeSettingsValueSchema = z.object(valueShape)
export type BarcodeSettingsValue = z.infer<typeof barcodeSettingsValueSchema>

/** The rules across fields: room for the number after every prefix, one prefix per filial. */
function rules(v: BarcodeSettingsValue, ctx: z.RefinementCtx): void {
  const check = (p: string, path: PropertyKey[]) => {
    if (v.length - p.length < MIN_NUMBER_DIGITS)
      ctx.addIssue({ code: 'custom', path, message: m.tooShort(p) })
  }
  check(v.prefix, ['length'])
  const seen = new Set<number>()
  v.prefixes.forEach((p, i) => {
    if (seen.has(p.filialId))
      ctx.addIssue({ code: 'custom', path: ['prefixes', i, 'filialId'], message: m.filialTwice })
    seen.add(p.filialId)
    check(p.prefix, ['prefixes', i, 'prefix'])
  })
}

const nextNumber = whole('Наступний номер', 1, 2_000_000_000)
const version = int4().min(0)

/** GET /settings/barcode-settings: the value, the counter's next number and the record's version. */
export const barcodeSettingsSchema = z
  .object({ ...valueShape, nextNumber: int4(), version })
  .meta({ id: 'BarcodeSettings' })
export type BarcodeSettings = z.infer<typeof barcodeSettingsSchema>

/** PUT /settings/barcode-settings: the whole record against its version; the counter only goes up. */
export const barcodeSettingsPutSchema = z
  .object({ ...valueShape, nextNumber, version })
  .strict()
  .superRefine(rules)
  .meta({ id: 'BarcodeSettingsPut' })
export type BarcodeSettingsPut = z.infer<typeof barcodeSettingsPutSchema>

export const barcodeSettingsDefaults: BarcodeSettingsValue = {
  format: 'code128',
  prefix: '',
  prefixes: [],
  length: 10,
  labelWidthMm: 58,
  labelHeightMm: 40,
  printQr: true,
  copies: 1,
}

/** The prefix of a filial's barcodes: its own, else the installation's. */
export const prefixFor = (s: Pick<BarcodeSettingsValue, 'prefix' | 'prefixes'>, filialId: number | null) =>
  s.prefixes.find((p) => p.filialId === filialId)?.prefix ?? s.prefix

/** The barcode numbered `n` for a filial, or null when `n` no longer fits the length. */
export function formatBarcode(
  s: Pick<BarcodeSettingsValue, 'prefix' | 'prefixes' | 'length'>,
  filialId: number | null,
  n: number,
): string | null {
  const p = prefixFor(s, filialId)
  const digits = s.length - p.length
  const number = String(n)
  return number.length > digits ? null : `${p}${number.padStart(digits, '0')}`
}
