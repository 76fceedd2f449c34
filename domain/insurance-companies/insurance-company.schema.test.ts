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
      { max_discount_percent: ['Не більше 100'] },
    ],
    ['a bank code of 5 digits', { ...valid, bankCode: '32231' }, { bank_code: ['Код банку (МФО): 6 цифр'] }],
    [
      'an IBAN one digit short',
      { ...valid, settlementAccount: 'UA21322313000002600723356600' },
      { settlement_account: ['Розрахунковий рахунок: IBAN з UA та 27 цифр'] },
    ],
    [
      'an IBAN with wrong check digits',
      { ...valid, settlementAccount: 'UA22 3223 1300 0002 6007 2335 6600 1' },
      { settlement_account: ['Некоректний IBAN: не збігаються контрольні цифри'] },
    ],
    [
      'a broken results email',
      { ...valid, resultsEmail: 'lab@' },
      { results_email: ['Некоректна адреса email'] },
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

  it('stores an IBAN without spaces, and empty optional details as none', () => {
    const parsed = insuranceCompanyCreateSchema.parse({
      ...valid,
      settlementAccount: 'ua21 3223 1300 0002 6007 2335 6600 1',
      bankCode: '',
      resultsEmail: ' ',
    })
    expect(parsed).toMatchObject({
      settlementAccount: 'UA213223130000026007233566001',
      bankCode: null,
      resultsEmail: null,
    })
  })

  it('refuses a notice whose email is empty', () => {
    expect(insuranceCompanyProblems({ notifyResults: true, resultsEmail: null })).toEqual({
      results_email: ['Вкажіть email для результатів, щоб надсилати їх'],
    })
    expect(insuranceCompanyProblems({ notifyStatements: true })).toEqual({
      financial_email: ['Вкажіть фінансовий email, щоб надсилати щомісячні звіти'],
    })
    expect(
      insuranceCompanyProblems({
        notifyResults: true,
        resultsEmail: 'lab@example.com',
        notifyOrders: true,
        email: 'dms@example.com',
      }),
    ).toEqual({})
  })
})
