import { describe, expect, it } from 'vitest'
import {
  birthdayShown,
  birthdayToSend,
  maskBirthday,
  maskPhone,
  maskPhoneSearch,
  phoneRunToSend,
  phoneToSend,
} from './masks'

describe('patient search masks', () => {
  it('masks the birthday as ##.##.#### while typing and sends it as YYYY-MM-DD', () => {
    expect(maskBirthday('0503')).toBe('05.03')
    expect(maskBirthday('05031987')).toBe('05.03.1987')
    expect(maskBirthday('05.03.19871')).toBe('05.03.1987')
    expect(birthdayToSend('05.03.1987')).toBe('1987-03-05')
    expect(birthdayToSend('31.02.1987')).toBeNull()
    expect(birthdayToSend('05.03.19')).toBeNull()
    expect(birthdayShown('1987-03-05')).toBe('05.03.1987')
  })

  it('masks the phone as +38(###)###-##-## with or without the typed 38', () => {
    expect(maskPhone('067')).toBe('+38(067')
    expect(maskPhone('0671234567')).toBe('+38(067)123-45-67')
    expect(maskPhone('380671234567')).toBe('+38(067)123-45-67')
    expect(maskPhone('+38 (067) 123 45 67 99')).toBe('+38(067)123-45-67')
    expect(maskPhone('')).toBe('')
    expect(maskPhone('067 12', false)).toBe('067 12')
  })

  it('sends the phone without + ( ) - _', () => {
    expect(phoneToSend('+38(067)123-45-67')).toBe('380671234567')
    expect(phoneToSend('+38(067)12_')).toBe('3806712')
  })

  it('keeps a run of a number’s digits in the search field as typed and searches that run', () => {
    expect(maskPhoneSearch('4735555')).toBe('4735555')
    expect(phoneRunToSend(maskPhoneSearch('4735555'))).toBe('4735555')
    expect(maskPhoneSearch('47-35-555')).toBe('4735555')
  })

  it('masks a whole number being typed in the search field and searches it without the mask’s 38', () => {
    expect(maskPhoneSearch('067123')).toBe('+38(067)123')
    expect(maskPhoneSearch('+380671234567')).toBe('+38(067)123-45-67')
    expect(phoneRunToSend('+38(067)123-45-67')).toBe('0671234567')
    expect(phoneRunToSend(maskPhoneSearch('0555'))).toBe('0555')
    expect(maskPhoneSearch('47 35', false)).toBe('47 35')
  })
})
