import { describe, expect, it } from 'vitest'
import {
  idRanges,
  parseIdRanges,
  promoBatchMessages as m,
  promoBatchProblems,
  promoCodeExportQuerySchema,
  promoCombinations,
} from './promo-code-batch'

describe('promo code batches', () => {
  it('writes ids as ranges and reads them back', () => {
    expect(idRanges([7, 3, 1, 2, 9, 10, 3])).toBe('1-3,7,9-10')
    expect(parseIdRanges('1-3,7,9-10')).toEqual({ ids: [1, 2, 3, 7, 9, 10] })
    const many = Array.from({ length: 10_000 }, (_, i) => 500 + i)
    expect(idRanges(many)).toBe('500-10499')
    expect(parseIdRanges(idRanges(many))).toEqual({ ids: many })
  })

  it('refuses what is not a list of ids, a reversed range and more than a batch', () => {
    for (const bad of ['', 'a', '1-', '-1', '0', '01', '1,,2', '1 ,2', '2147483648'])
      expect(parseIdRanges(bad), bad).toEqual({ problem: m.idsFormat })
    expect(parseIdRanges('5-2')).toEqual({ problem: m.idsOrder })
    expect(parseIdRanges('1-10001')).toEqual({ problem: m.idsTooMany })
    const parsed = promoCodeExportQuerySchema.safeParse({ ids: '3-1' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(m.idsOrder)
  })

  it('counts combinations and puts the single code rules on the batch’s fields', () => {
    expect(promoCombinations(4, 'digits')).toBe(10_000)
    expect(promoCombinations(4, 'digits_letters')).toBe(34 ** 4)
    expect(
      promoBatchProblems({ perpetual: true, multipleUse: false, usesAllowed: 3, symbolCount: 8, padTo: 6 }),
    ).toEqual({
      uses_allowed: ['Кількість використань задається лише для багаторазового промокоду'],
      pad_to: [m.padShorter],
    })
  })
})
