import { describe, expect, it } from 'vitest'
import { idOrUuidParam, idParam, INT4_MAX, int4, queryInt, scalarMessages, text } from './scalars'

describe('text()', () => {
  it.each(['a\u0000b', '\u0000', '\ud800', 'x\udc00y', '\udfff\ud800'])(
    'refuses %j with a Ukrainian message',
    (s) => {
      const r = text().safeParse(s)
      expect(r.success).toBe(false)
      expect(r.error?.issues[0]?.message).toBe(scalarMessages.unsafeText)
    },
  )

  it('keeps Ukrainian text, apostrophes and emoji (a valid surrogate pair)', () => {
    for (const s of ['Ковальчук Ґанна', "Обʼєднання п'ять", '👩‍⚕️ лікар', '']) expect(text().parse(s)).toBe(s)
  })

  it('chains like z.string()', () => {
    expect(text().trim().max(3).safeParse('  abc ').data).toBe('abc')
    expect(text().max(3).safeParse('abcd').success).toBe(false)
  })
})

describe('int4()', () => {
  it('refuses numbers past the int4 column', () => {
    expect(int4().safeParse(INT4_MAX).success).toBe(true)
    for (const n of [INT4_MAX + 1, -2_147_483_649, 2 ** 53, 1e21, 1.5])
      expect(int4().safeParse(n).success, String(n)).toBe(false)
  })
})

describe('ids in paths and queries', () => {
  it('reads plain decimal digits', () => {
    expect(idParam().parse('1')).toBe(1)
    expect(idParam().parse(String(INT4_MAX))).toBe(INT4_MAX)
    expect(queryInt(0, 10).parse('0')).toBe(0)
  })

  it.each([
    ' 1',
    '1 ',
    '0x10',
    '1e0',
    '+1',
    '01',
    '1.0',
    '-1',
    '0',
    '',
    'abc',
    '٣',
    '2147483648',
    '9'.repeat(400),
  ])('refuses %j', (s) => {
    expect(idParam().safeParse(s).success).toBe(false)
  })

  it('takes a uuid where a record may be named by it', () => {
    const uuid = '0b7e4a52-4c2d-4e8a-9f1e-2d3c4b5a6978'
    expect(idOrUuidParam().parse(uuid)).toBe(uuid)
    expect(idOrUuidParam().parse('7')).toBe(7)
    expect(idOrUuidParam().safeParse('0x7').success).toBe(false)
  })
})
