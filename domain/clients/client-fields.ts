/**
 * zod schemas of the client's fields, shared by the client payloads and the inline client of a
 * previous entry. Optional fields take null or an empty string to mean "none"; the birthday is read
 * in either spelling (YYYY-MM-DD or DD.MM.YYYY) and always answered as YYYY-MM-DD.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { birthdayIso } from '../search/normalize'
import { clientMessages as m, EARLIEST_BIRTHDAY } from './client-rules'

/** Letters (with combining marks), apostrophe variants, hyphens and spaces. */
const NAME_CHARS = /^[\p{L}\p{M}'’ʼ`‘\- ]+$/u

const name = (required: string) =>
  text({ error: required })
    .trim()
    // abort: one message per field — the first rule that fails.
    .min(1, { error: required, abort: true })
    .max(100, { error: m.nameTooLong, abort: true })
    .regex(NAME_CHARS, m.nameLetters)

export const surnameField = name(m.surnameRequired)
export const nameField = name(m.nameRequired)

/** "" → null, so a cleared form field clears the value. */
const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim())

export const patronymicField = text()
  .max(100, m.nameTooLong)
  .transform(blankToNull)
  .pipe(text().regex(NAME_CHARS, m.nameLetters).nullable())
  .nullable()

/** 12 digits starting with 380; the mask's "+ ( ) - _" and spaces are dropped first. */
export const phoneField = text()
  .max(30, m.phoneFormat)
  .transform((s) => (/^[\d\s()+\-_]*$/.test(s) ? s.replace(/\D+/g, '') : s))
  .transform(blankToNull)
  .pipe(
    text()
      .regex(/^380\d{9}$/, m.phoneFormat)
      .nullable(),
  )
  .nullable()

export const emailField = text()
  .max(255, m.emailFormat)
  .transform(blankToNull)
  .pipe(z.email(m.emailFormat).nullable())
  .nullable()

/** YYYY-MM-DD or DD.MM.YYYY, a real date from 1900-01-01; "not in the future" needs today (client-rules). */
export const birthdayField = text()
  .max(10, m.birthdayFormat)
  .transform((text, ctx) => {
    if (text.trim() === '') return null
    const iso = birthdayIso(text)
    if (iso === null) ctx.addIssue({ code: 'custom', message: m.birthdayFormat })
    else if (iso < EARLIEST_BIRTHDAY) ctx.addIssue({ code: 'custom', message: m.birthdayTooEarly })
    return iso
  })
  .nullable()

export const maleField = z.enum(['man', 'woman'], { error: m.maleValue }).nullable()

export const specialAttentionCommentField = text()
  .max(1000, m.commentTooLong)
  .transform(blankToNull)
  .nullable()
