/**
 * Field messages a person can read (issue 18 item 4): zod's Ukrainian locale speaks of types and
 * operators ('Занадто велике: очікується, що number буде <=100'); these say what to enter instead
 * ('Не більше 100'). A schema's own message still wins over these; anything not covered here falls
 * back to the locale.
 */
import type { z } from 'zod'

type Issue = z.core.$ZodRawIssue

/** Ukrainian count forms: one (1, 21), few (2–4, 22–24), many (5–20, 25…), and fractions take `few`. */
export function plural(n: number, one: string, few: string, many: string): string {
  if (!Number.isInteger(n)) return few
  const d = Math.abs(n) % 10
  const h = Math.abs(n) % 100
  if (d === 1 && h !== 11) return one
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return few
  return many
}

/** After 'не більше' / 'не менше' a count takes the genitive: 1 символу, 2 символів, 5 символів. */
const genitive = (n: number, one: string, many: string) =>
  Number.isInteger(n) && Math.abs(n) % 10 === 1 && Math.abs(n) % 100 !== 11 ? one : many

const number = (n: number | bigint) =>
  typeof n === 'bigint'
    ? n.toString()
    : n.toLocaleString('uk-UA', { maximumFractionDigits: 6 }).replace(/\u00a0/g, ' ')

const unit = {
  string: { one: 'символ', few: 'символи', many: 'символів', gen1: 'символу' },
  array: { one: 'значення', few: 'значення', many: 'значень', gen1: 'значення' },
  set: { one: 'значення', few: 'значення', many: 'значень', gen1: 'значення' },
  map: { one: 'значення', few: 'значення', many: 'значень', gen1: 'значення' },
  file: { one: 'байт', few: 'байти', many: 'байтів', gen1: 'байта' },
} as const

const formats: Record<string, string> = {
  email: 'Введіть адресу ел. пошти, наприклад name@example.com',
  url: 'Введіть адресу сайту, наприклад https://example.com',
  date: 'Введіть дату у форматі ДД.ММ.РРРР',
  datetime: 'Введіть дату й час',
  time: 'Введіть час у форматі ГГ:ХХ',
  duration: 'Введіть тривалість',
  e164: 'Введіть номер телефону',
  ipv4: 'Введіть адресу IP',
  ipv6: 'Введіть адресу IP',
  base64: 'Неправильні дані файлу',
  json_string: 'Неправильні дані',
}

const typeMessages: Record<string, string> = {
  number: 'Введіть число',
  int: 'Введіть ціле число',
  bigint: 'Введіть ціле число',
  string: 'Введіть текст',
  boolean: 'Оберіть так або ні',
  date: 'Введіть дату у форматі ДД.ММ.РРРР',
  array: 'Оберіть значення зі списку',
  set: 'Оберіть значення зі списку',
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum
  const origin = issue.origin
  // A schema with a date limit names it itself (the shell keeps date formatting out of its first load).
  if (origin === 'date') return 'Дата пізніша, ніж дозволено'
  const u = unit[origin as keyof typeof unit]
  if (u) {
    const n = Number(max)
    return `Не більше ${number(max)} ${genitive(n, u.gen1, u.many)}`
  }
  return issue.inclusive ? `Не більше ${number(max)}` : `Має бути менше ${number(max)}`
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum
  const origin = issue.origin
  if (origin === 'date') return 'Дата раніша, ніж дозволено'
  const u = unit[origin as keyof typeof unit]
  if (u) {
    const n = Number(min)
    if (n <= 1 && issue.inclusive !== false)
      return origin === 'string' ? "Обов'язкове поле" : 'Оберіть хоча б одне значення'
    return `Щонайменше ${number(min)} ${plural(n, u.one, u.few, u.many)}`
  }
  return issue.inclusive ? `Не менше ${number(min)}` : `Має бути більше ${number(min)}`
}

function decimals(divisor: number): number | undefined {
  const m = /^0\.(0*)1$/.exec(String(divisor))
  return m ? m[1]!.length + 1 : undefined
}

/** The message for one issue, or undefined to leave it to the locale. */
export function readableIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return "Обов'язкове поле"
      return typeMessages[issue.expected] ?? 'Неправильне значення'
    }
    case 'too_big':
      return tooBig(issue)
    case 'too_small':
      return tooSmall(issue)
    case 'invalid_format': {
      const f = issue.format
      if (f === 'starts_with') return `Має починатися з «${(issue as { prefix?: string }).prefix ?? ''}»`
      if (f === 'ends_with') return `Має закінчуватися на «${(issue as { suffix?: string }).suffix ?? ''}»`
      if (f === 'includes') return `Має містити «${(issue as { includes?: string }).includes ?? ''}»`
      return formats[f] ?? 'Неправильний формат'
    }
    case 'not_multiple_of': {
      const d = Number(issue.divisor)
      const places = decimals(d)
      if (places !== undefined) return `Не більше ${places} ${genitive(places, 'знака', 'знаків')} після коми`
      if (d === 1) return 'Введіть ціле число'
      return `Має ділитися на ${number(issue.divisor)}`
    }
    case 'invalid_value':
      return issue.values.length === 1 ? 'Неправильне значення' : 'Оберіть значення зі списку'
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Невідомі поля: ${issue.keys.join(', ')}`
        : `Невідоме поле: ${issue.keys[0]}`
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Неправильне значення'
    default:
      return undefined
  }
}
