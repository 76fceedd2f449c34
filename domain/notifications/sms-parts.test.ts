import { describe, expect, it } from 'vitest'
import { smsParts } from './sms-parts'

describe('SMS parts', () => {
  it('counts a Cyrillic text in parts of 70, then 67', () => {
    expect(smsParts('')).toMatchObject({ parts: 0, length: 0 })
    expect(smsParts('я'.repeat(70))).toEqual({ encoding: 'ucs2', length: 70, parts: 1, perPart: 70 })
    expect(smsParts('я'.repeat(71))).toEqual({ encoding: 'ucs2', length: 71, parts: 2, perPart: 67 })
    expect(smsParts('я'.repeat(134))).toMatchObject({ parts: 2 })
    expect(smsParts('я'.repeat(135))).toMatchObject({ parts: 3 })
  })

  it('counts a Latin text in parts of 160, then 153', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, parts: 1, perPart: 160 })
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm7', length: 161, parts: 2, perPart: 153 })
    expect(smsParts('a'.repeat(306))).toMatchObject({ parts: 2 })
    expect(smsParts('a'.repeat(307))).toMatchObject({ parts: 3 })
  })

  it('sends the whole text as UCS-2 when one character is not Latin', () => {
    expect(smsParts(`${'a'.repeat(100)}ї`)).toMatchObject({ encoding: 'ucs2', length: 101, parts: 2 })
  })

  it('counts a GSM extension character as two', () => {
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'gsm7', length: 160, parts: 1, perPart: 160 })
    expect(smsParts(`${'a'.repeat(159)}[`)).toMatchObject({ length: 161, parts: 2 })
  })
})
