import { describe, expect, it } from 'vitest'
import { issuesToFieldErrors } from '../api/field-errors'
import '../api/zod-locale'
import { insuranceCompanyCreateSchema, insuranceCompanyProblems } from './insurance-company.schema'

const valid = { name: 'СК «Здоров’я»', code: 'ZDOROVIA', email: 'dms@example.com' }
const errorsOf = (body: object) => {
  const r = insuranceCompanyCreateSchema.safeParse(body)
  return r.success ? {} : issuesToFieldErrors(r.error.issues)
}

describe('a contractor in the settings form', () => {
  it.each<[string, object, Record<string, string[]>]>([
    ['a valid contractor', valid, {}],
    ['no email', { ...valid, email: undefined }, { email: ["Поле email обов'язково для заповнення"] }],
    ['an empty email', { ...valid, email: ' ' }, { email: ["Поле email обов'язково для заповнення"] }],
    ['a broken email', { ...valid, email: 'dms@' }, { email: ['Некоректна адреса email'] }],
    [
      'a code with spaces',
      { ...valid, code: 'A B' },
      { code: ['Код: від 1 до 50 латинських літер, цифр, «-» або «_»'] },
    ],
    [
      'a city chosen twice',
      { ...valid, cityIds: [1, 1] },
      { city_ids: ['Це місто вже обране в контрагента'] },
    ],
    [
      'a markup name',
      { ...valid, name: '<b>СК</b>' },
      { name: ['Назва може містити літери, цифри, пробіли та знаки - – . , ( ) « » " \' / № + &'] },
    ],
    [
      'a discount above 100%',
      { ...valid, maxDiscountPercent: 101 },
      { max_discount_percent: ['Занадто велике: очікується, що number буде <=100'] },
    ],
  ])('%s', (_name, body, errors) => {
    expect(errorsOf(body)).toEqual(errors)
  })

  it('keeps the digits of a Ukrainian phone', () => {
    expect(insuranceCompanyCreateSchema.parse({ ...valid, phone: '+38 (044) 123-45-67' }).phone).toBe(
      '380441234567',
    )
  })

  it('refuses a contract ending before it starts', () => {
    expect(
      insuranceCompanyProblems({ contractStartDate: '2026-05-01', contractEndDate: '2026-04-30' }),
    ).toEqual({
      contract_end_date: ['Дата закінчення договору не може бути раніше дати початку'],
    })
    expect(insuranceCompanyProblems({ contractStartDate: '2026-05-01', contractEndDate: null })).toEqual({})
  })
})
