import { describe, expect, it } from 'vitest'
import { clientErrorsFrom422, emptyClientDraft, parseClientDraft } from './client-draft'

describe('client card form', () => {
  it('sends the masked phone and birthday the way the API stores them', () => {
    const r = parseClientDraft(
      {
        ...emptyClientDraft,
        surname: 'Мар’яненко',
        name: 'Ігор',
        birthday: '05.03.1987',
        phone: '+38(067)123-45-67',
      },
      '2026-03-04',
    )
    expect(r).toMatchObject({
      ok: true,
      card: { phone: '380671234567', birthday: '1987-03-05', email: null },
    })
  })

  it('gives one message per field, a future birthday included', () => {
    expect(parseClientDraft({ ...emptyClientDraft, name: 'Ігор2' }, '2026-03-04')).toEqual({
      ok: false,
      errors: { surname: 'Введіть прізвище', name: 'Лише літери, апостроф, дефіс і пробіл' },
    })
    expect(
      parseClientDraft(
        { ...emptyClientDraft, surname: 'Бойко', name: 'Ігор', birthday: '05.03.2027' },
        '2026-03-04',
      ),
    ).toEqual({ ok: false, errors: { birthday: 'Дата народження не може бути в майбутньому' } })
  })

  it('asks for the birthday only while the system module requires it, beside the other messages', () => {
    const card = { ...emptyClientDraft, surname: 'Бойко', name: 'Ігор' }
    expect(parseClientDraft(card, '2026-03-04')).toMatchObject({ ok: true })
    expect(parseClientDraft(card, '2026-03-04', true)).toEqual({
      ok: false,
      errors: { birthday: 'Вкажіть дату народження' },
    })
    expect(parseClientDraft({ ...card, name: '' }, '2026-03-04', true)).toEqual({
      ok: false,
      errors: { birthday: 'Вкажіть дату народження', name: "Введіть ім'я" },
    })
    expect(parseClientDraft({ ...card, birthday: '05.03.1987' }, '2026-03-04', true)).toMatchObject({
      ok: true,
    })
  })

  it('reads the server’s snake_case field errors', () => {
    expect(clientErrorsFrom422({ special_attention_comment: ['Не більше 1000 символів'] })).toEqual({
      specialAttentionComment: 'Не більше 1000 символів',
    })
  })
})
