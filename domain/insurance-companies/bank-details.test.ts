import { describe, expect, it } from 'vitest'
import { ibanCheckDigitsValid, isMfo, isUaIbanShape, normalizeIban, uaIban } from './bank-details'

const REAL = 'UA213223130000026007233566001'

describe('Ukrainian bank details', () => {
  it('accepts a 6-digit bank code (MFO) only', () => {
    expect(isMfo('322313')).toBe(true)
    expect(isMfo('32231')).toBe(false)
    expect(isMfo('3223130')).toBe(false)
    expect(isMfo('32231a')).toBe(false)
  })

  it('drops the spaces an IBAN is printed with', () => {
    expect(normalizeIban('ua21 3223 1300 0002 6007 2335 6600 1')).toBe(REAL)
  })

  it('knows the shape of a Ukrainian IBAN: UA and 27 digits', () => {
    expect(isUaIbanShape(REAL)).toBe(true)
    expect(isUaIbanShape(REAL.slice(0, -1))).toBe(false)
    expect(isUaIbanShape(`${REAL}0`)).toBe(false)
    expect(isUaIbanShape(`PL${REAL.slice(2)}`)).toBe(false)
  })

  it('checks the IBAN check digits mod 97', () => {
    expect(ibanCheckDigitsValid(REAL)).toBe(true)
    expect(ibanCheckDigitsValid('DE89370400440532013000')).toBe(true)
    expect(ibanCheckDigitsValid(REAL.replace('UA21', 'UA22'))).toBe(false)
    // One digit of the account mistyped.
    expect(ibanCheckDigitsValid(REAL.replace('26007', '26008'))).toBe(false)
  })

  it('computes the check digits of an account', () => {
    expect(uaIban(REAL.slice(4))).toBe(REAL)
    const made = uaIban('3052990000026001234567890')
    expect(isUaIbanShape(made) && ibanCheckDigitsValid(made)).toBe(true)
  })
})
