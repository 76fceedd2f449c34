import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import './zod-locale'
import { int4, text } from './scalars'
import { plural } from './zod-messages'

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value)
  if (r.success) throw new Error(`${JSON.stringify(value)} passed`)
  return r.error.issues[0]!.message
}

// What a reader must never see: type names, operators and the locale's "expected" jargon.
const JARGON =
  /\b(number|string|int|bigint|boolean|array|object|undefined|null|NaN|date|ISO|UUID)\b|<=|>=|[<>]|очікується|отримано|Занадто|Неправильні вхідні/i

describe('the readable messages of every zod validation', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['a number over its maximum', z.number().max(100), 101, 'Не більше 100'],
    ['a number under its minimum', z.number().min(1), 0, 'Не менше 1'],
    ['a positive number at 0', z.number().positive(), 0, 'Має бути більше 0'],
    ['a number below an exclusive maximum', z.number().lt(5), 5, 'Має бути менше 5'],
    ['a big limit with groups', int4(), 3_000_000_000, 'Не більше 2 147 483 647'],
    ['a fraction for an integer', z.number().int(), 1.5, 'Введіть ціле число'],
    ['text for a number', z.number(), 'десять', 'Введіть число'],
    ['an empty number field (NaN)', z.number(), Number.NaN, 'Введіть число'],
    ['a missing field', z.object({ a: z.number() }), {}, "Обов'язкове поле"],
    ['a null field', z.object({ a: z.string() }), { a: null }, "Обов'язкове поле"],
    ['a number where text goes', z.string(), 5, 'Введіть текст'],
    ['text too long (many)', z.string().max(100), 'x'.repeat(101), 'Не більше 100 символів'],
    ['text too long (one)', z.string().max(1), 'xx', 'Не більше 1 символу'],
    ['text too long (21)', z.string().max(21), 'x'.repeat(22), 'Не більше 21 символу'],
    ['text too short (few)', z.string().min(2), 'x', 'Щонайменше 2 символи'],
    ['text too short (many)', z.string().min(5), 'x', 'Щонайменше 5 символів'],
    ['empty required text', z.string().min(1), '', "Обов'язкове поле"],
    ['safe text too long', text().max(10), 'x'.repeat(11), 'Не більше 10 символів'],
    ['an empty list', z.array(z.number()).min(1), [], 'Оберіть хоча б одне значення'],
    ['a list too long', z.array(z.number()).max(3), [1, 2, 3, 4], 'Не більше 3 значень'],
    ['a broken email', z.email(), 'dms@', 'Введіть адресу ел. пошти, наприклад name@example.com'],
    ['a broken url', z.url(), 'site', 'Введіть адресу сайту, наприклад https://example.com'],
    ['a broken date', z.iso.date(), '31.02', 'Введіть дату у форматі ДД.ММ.РРРР'],
    ['a pattern', z.string().regex(/^\d+$/), 'abc', 'Неправильний формат'],
    ['a choice not on the list', z.enum(['a', 'b']), 'c', 'Оберіть значення зі списку'],
    ['kopiykas (two places)', z.number().multipleOf(0.01), 1.234, 'Не більше 2 знаків після коми'],
    ['a step', z.number().multipleOf(5), 7, 'Має ділитися на 5'],
    ['a boolean', z.boolean(), 'так', 'Оберіть так або ні'],
    [
      'a date too late',
      z.date().max(new Date('2020-01-01')),
      new Date('2021-01-01'),
      'Дата пізніша, ніж дозволено',
    ],
  ])('%s: %s', (_name, schema, value, expected) => {
    const message = messageOf(schema, value)
    expect(message).toBe(expected)
    expect(message).not.toMatch(JARGON)
    // No English either, beyond the examples of an address.
    expect(message.replace(/name@example\.com|https:\/\/example\.com/, '')).not.toMatch(/[A-Za-z]/)
  })

  it("keeps a schema's own message", () => {
    expect(messageOf(z.number().max(365, 'Не більше 365 днів'), 400)).toBe('Не більше 365 днів')
  })

  it('names unknown fields in Ukrainian', () => {
    expect(messageOf(z.object({}).strict(), { extra: 1 })).toBe('Невідоме поле: extra')
  })

  it('counts in Ukrainian', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => plural(n, 'символ', 'символи', 'символів'))).toEqual(
      ['символ', 'символи', 'символів', 'символів', 'символів', 'символ', 'символи', 'символів', 'символів'],
    )
  })
})
