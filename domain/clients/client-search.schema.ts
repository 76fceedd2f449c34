/**
 * GET /clients query (spec 000 §7): the filled fields of the patient search form. Every filled field
 * narrows the result; the names are matched by their search keys (domain/search), so Latin, any case
 * and apostrophe variants find the same clients. Blank fields are ignored.
 */
import { z } from 'zod'
import { queryInt, text } from '../api/scalars'
import { birthdayIso, phoneDigits, searchKey } from '../search/normalize'
import { clientMessages as m } from './client-rules'

/** How many suggestions by default and at most. */
export const CLIENT_SEARCH_LIMIT = { default: 20, max: 100 } as const

const nameTerm = text()
  .max(100, m.nameTooLong)
  .transform((s) => searchKey(s))
  .optional()

export const clientSearchQuerySchema = z
  .object({
    surname: nameTerm,
    name: nameTerm,
    patronymic: nameTerm,
    birthday: text()
      .max(10, m.birthdayFormat)
      .transform((s, ctx) => {
        if (s.trim() === '') return undefined
        const iso = birthdayIso(s)
        if (iso === null) ctx.addIssue({ code: 'custom', message: m.birthdayFormat })
        return iso ?? undefined
      })
      .optional()
      .describe('YYYY-MM-DD or DD.MM.YYYY'),
    phone: text()
      .max(30, m.phoneFormat)
      .transform((s, ctx) => {
        if (s.trim() === '') return undefined
        const digits = phoneDigits(s)
        if (digits === '') ctx.addIssue({ code: 'custom', message: m.searchPhone })
        return digits
      })
      .optional()
      .describe('Any run of digits of the number, with or without 38 / +38'),
    email: text()
      .max(255, m.emailFormat)
      .transform((s) => s.trim().toLowerCase() || undefined)
      .optional()
      .describe('The start of the address, any case'),
    male: z.enum(['man', 'woman'], { error: m.maleValue }).optional(),
    limit: queryInt(1, CLIENT_SEARCH_LIMIT.max).default(CLIENT_SEARCH_LIMIT.default),
    withDeleted: z
      .enum(['1', '0', 'true', 'false'])
      .optional()
      .transform((v) => v === '1' || v === 'true')
      .describe('1: deleted clients are listed too'),
  })
  // No meta id: @fastify/swagger cannot follow a $ref in a querystring schema.
  .describe('Client search query')
export type ClientSearch = z.infer<typeof clientSearchQuerySchema>
