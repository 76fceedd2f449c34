/**
 * Field builders the resource definitions share, so every resource refuses what the database would
 * (NUL bytes, lone surrogates, integers past int4) with the same Ukrainian messages.
 */
import { z } from 'zod'
import { id, INT4_MAX, text, version } from '../api/scalars'
import { formatMoney } from '../pricing/money'

export const idSchema = id()
export const versionSchema = version()

/** "символ" in the form its count asks for (1 символ, 3 символи, 5 символів). */
function characters(n: number): string {
  const [ten, hundred] = [n % 10, n % 100]
  if (ten === 1 && hundred !== 11) return 'символ'
  return ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 'символи' : 'символів'
}

/** A required single-line text, trimmed; `min` characters at least (an empty one is just "required"). */
export const requiredText = (label: string, max = 255, min = 1) =>
  text({ error: `Поле «${label}» обовʼязкове` })
    .trim()
    .min(1, { error: `Поле «${label}» обовʼязкове`, abort: true })
    .min(min, `«${label}»: щонайменше ${min} ${characters(min)}`)
    .max(max, `«${label}»: не довше ${max} символів`)

/** An optional text (the form sends null for an empty field). */
export const optionalText = (label: string, max = 255) =>
  text().trim().max(max, `«${label}»: не довше ${max} символів`).nullable().optional()

/** An optional e-mail address (an empty field is none). */
export const optionalEmail = (label = 'Ел. пошта') =>
  text()
    .trim()
    .max(255, `«${label}»: не довше 255 символів`)
    .pipe(z.email(`«${label}»: адреса у форматі name@example.com`).or(z.literal('')))
    .nullable()
    .optional()

/** A system name: Latin letters, digits, "_" and "-", as integrations and reports refer to it. */
export const systemName = (label = 'Системне імʼя') =>
  requiredText(label, 100).pipe(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, `«${label}»: латинські літери, цифри, «_» або «-»`),
  )

/** A colour as "#RRGGBB" or none. */
export const colour = (label = 'Колір') =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, `«${label}»: колір у форматі #RRGGBB`)
    .nullable()
    .optional()

/** A whole number within [min, max]. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `«${label}»: введіть ціле число` })
    .int(`«${label}»: введіть ціле число`)
    .min(min, `«${label}»: не менше ${min}`)
    .max(max, `«${label}»: не більше ${max}`)

/** A sum in whole kopiykas within [0, max] (the form's 'money' widget types it in hryvnias). */
export const money = (label: string, max: number) =>
  z
    .number({ error: `«${label}»: сума в гривнях, напр. 45,50` })
    .int(`«${label}»: не більше 2 знаків після коми`)
    .min(0, `«${label}»: не менше 0`)
    .max(max, `«${label}»: не більше ${formatMoney(max)}`)

/** The id of a record of another resource. */
export const refId = (label: string) =>
  z
    .number({ error: `Оберіть «${label}»` })
    .int()
    .min(1, `Оберіть «${label}»`)
    .max(INT4_MAX)

/** A yes/no field; false when left out. */
export const flag = () => z.boolean().optional()

/** A calendar day 'YYYY-MM-DD' (shown and typed as DD.MM.YYYY), or none. */
export const optionalDay = (label: string) =>
  z.iso
    .date({ error: `«${label}»: дата у форматі ДД.ММ.РРРР` })
    .nullable()
    .optional()

/** A decimal number within [min, max] with at most `places` digits after the point. */
export const decimal = (label: string, min: number, max: number, places = 4) =>
  z
    .number({ error: `«${label}»: введіть число` })
    .min(min, `«${label}»: не менше ${min}`)
    .max(max, `«${label}»: не більше ${max}`)
    .refine((v) => Number(v.toFixed(places)) === v, `«${label}»: не більше ${places} знаків після коми`)

/**
 * A short list of sub-rows (the form's 'rows' widget; one jsonb column): each row an object of exactly
 * `shape`'s fields, at most `max` rows (`min` at least, with its own words).
 */
export const rowList = <S extends z.ZodRawShape>(
  label: string,
  shape: S,
  { max, min = 0, minMessage }: { max: number; min?: number; minMessage?: string },
) =>
  z
    .array(z.object(shape).strict(), { error: `«${label}»: очікується список рядків` })
    .min(min, minMessage ?? `«${label}»: щонайменше ${min}`)
    .max(max, `«${label}»: не більше ${max} рядків`)

/**
 * A rowList refinement: refuses a row whose `key` repeats an earlier row's, the message on the repeated
 * row's field (e.g. a service listed twice).
 */
export const noRepeatedRows =
  <K extends string>(key: K, message: string) =>
  (rows: ReadonlyArray<Record<K, number>>, ctx: z.RefinementCtx) => {
    const seen = new Set<number>()
    rows.forEach((r, i) => {
      if (seen.has(r[key])) ctx.addIssue({ code: 'custom', message, path: [i, key] })
      seen.add(r[key])
    })
  }
