import { describe, expect, it } from 'vitest'
import { changedBetween, errorsAfterEdit } from './errors-after-edit'

type Errors = Partial<Record<'a' | 'b' | 'c' | 'd', string>>

describe('errorsAfterEdit', () => {
  it('drops a fixed field, keeps one still wrong, shows no new one, keeps an untouched server refusal', () => {
    const before = { a: '', b: 'x', c: 'dup', d: '' }
    const after = { a: 'ok', b: 'y', c: 'dup', d: '' }
    const shown: Errors = { a: 'Обовʼязкове поле', b: 'Не більше 0 символів', c: 'Такий телефон уже є' }
    const now: Errors = { b: 'Не більше 0 символів', d: 'Обовʼязкове поле' }
    expect(errorsAfterEdit(shown, now, changedBetween(before, after))).toEqual({
      b: 'Не більше 0 символів',
      c: 'Такий телефон уже є',
    })
  })

  it('drops a server refusal once its field is changed', () => {
    expect(
      errorsAfterEdit<Errors>({ c: 'Такий телефон уже є' }, {}, changedBetween({ c: '1' }, { c: '2' })),
    ).toEqual({})
  })
})
