import { describe, expect, it } from 'vitest'
import { birthdayIso, looseKey, phoneDigits, searchKey } from './normalize'

describe('searchKey', () => {
  it.each([
    ['kovalenko', 'Коваленко'],
    ['KOVALENKO', 'коваленко'],
    ['Hryhorenko', 'Григоренко'],
    ['Grigorenko', 'Григоренко'],
    ['Yevhen', 'Євген'],
    ['Olha', 'Ольга'],
    ['Olga', 'Ольга'],
    ['Maryana', "Мар'яна"],
    ['Мар’яна', 'Марʼяна'],
    ['Kharkiv', 'Харків'],
    ['Shchur', 'Щур'],
    ['Zhuk', 'Жук'],
    ['Tsapko', 'Цапко'],
    ['Yurii', 'Юрій'],
    ['Yuriy', 'Юрій'],
    ['Ihor', 'Ігор'],
    ['Igor', 'Игорь'],
    ['Yulia', 'Юлія'],
    ['Oleksandr', 'Олександр'],
    ['Natalia', 'Наталія'],
    ['Ganna', 'Ганна'],
    ['Hanna', 'Ганна'],
  ])('"%s" and "%s" share a key', (a, b) => {
    expect(searchKey(a)).toBe(searchKey(b))
    expect(searchKey(a)).not.toBe('')
  })

  it('keeps different names apart', () => {
    expect(searchKey('Коваленко')).not.toBe(searchKey('Ковальчук'))
    expect(searchKey('Шевченко')).not.toBe(searchKey('Шевчук'))
  })

  it('makes prefixes of the typed text prefixes of the key', () => {
    expect(searchKey('Коваленко').startsWith(searchKey('Ков'))).toBe(true)
    expect(searchKey('Коваленко').startsWith(searchKey('kov'))).toBe(true)
  })

  it('folds punctuation, hyphens and repeated spaces to single spaces', () => {
    expect(searchKey('  Іваненко-Петренко,  Олена ')).toBe('ivanenko petrenko olena')
  })
})

describe('phoneDigits', () => {
  it('keeps only digits, with or without +38', () => {
    expect(phoneDigits('+38(067)123-45-67')).toBe('380671234567')
    expect(phoneDigits('067 123 45 67')).toBe('0671234567')
    expect(phoneDigits('')).toBe('')
  })
})

describe('birthdayIso', () => {
  it('reads both formats', () => {
    expect(birthdayIso('05.03.1987')).toBe('1987-03-05')
    expect(birthdayIso('1987-03-05')).toBe('1987-03-05')
    expect(birthdayIso('5/3/1987')).toBe('1987-03-05')
  })
  it('refuses impossible dates and other text', () => {
    expect(birthdayIso('31.02.2000')).toBeNull()
    expect(birthdayIso('29.02.2023')).toBeNull()
    expect(birthdayIso('29.02.2024')).toBe('2024-02-29')
    expect(birthdayIso('Коваленко')).toBeNull()
  })
})

describe('looseKey', () => {
  it.each([['glukoza'], ['hliukoza'], ['gliukoza'], ['глюкоза'], ['ГЛЮКОЗА']])(
    '"%s" finds "Глюкоза"',
    (typed) => {
      expect(looseKey('Глюкоза')).toContain(looseKey(typed))
    },
  )

  it('still keeps different words apart', () => {
    expect(looseKey('Глюкоза')).not.toBe(looseKey('Лактоза'))
  })
})
