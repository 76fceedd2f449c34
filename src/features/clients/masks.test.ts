import { describe, expect, it } from 'vitest'
import { birthdayShown, birthdayToSend, maskBirthday, maskPhone, phoneToSend } from './masks'

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
})
