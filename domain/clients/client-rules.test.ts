import { describe, expect, it } from 'vitest'
import { ageOn, birthdayProblem, clinicDay, fullName } from './client-rules'
import { clientCreateSchema } from './client.schema'
import { clientSearchKeys } from './client-keys'

describe('client rules', () => {
  it('takes "today" in Kyiv, so a late evening in UTC is already tomorrow', () => {
    expect(clinicDay(new Date('2026-03-04T21:30:00Z'))).toBe('2026-03-04')
    expect(clinicDay(new Date('2026-03-04T22:30:00Z'))).toBe('2026-03-05')
  })

  it('counts full years, a birthday today included', () => {
    expect(ageOn('1987-03-05', '2026-03-04')).toBe(38)
    expect(ageOn('1987-03-05', '2026-03-05')).toBe(39)
    expect(ageOn('2024-02-29', '2025-02-28')).toBe(0)
    expect(ageOn('2024-02-29', '2025-03-01')).toBe(1)
    expect(ageOn(null, '2026-03-04')).toBeNull()
  })

  it('bounds the birthday to 1900 … today', () => {
    expect(birthdayProblem('1899-12-31', '2026-03-04')).toBe('Дата народження не може бути раніше 01.01.1900')
    expect(birthdayProblem('2026-03-05', '2026-03-04')).toBe('Дата народження не може бути в майбутньому')
    expect(birthdayProblem('2026-03-04', '2026-03-04')).toBeNull()
  })

  it('writes the full name without empty parts', () => {
    expect(fullName({ surname: 'Гнатюк', name: 'Соломія', patronymic: null })).toBe('Гнатюк Соломія')
  })

  it('keys a client by its names in any spelling', () => {
    expect(clientSearchKeys({ surname: "Дем'яненко", name: 'Ганна' })).toEqual(
      clientSearchKeys({ surname: 'Demianenko', name: 'Hanna', patronymic: '' }),
    )
  })
})

describe('client card payload', () => {
  it('reads the masked phone, both birthday spellings and blank optional fields', () => {
    const card = clientCreateSchema.parse({
      surname: 'Мар’яненко',
      name: 'Ігор',
      patronymic: '',
      phone: '+38(067)123-45-67',
      birthday: '05.03.1987',
      email: ' ',
    })
    expect(card).toMatchObject({
      patronymic: null,
      phone: '380671234567',
      birthday: '1987-03-05',
      email: null,
    })
  })

  it('gives one message per field', () => {
    const r = clientCreateSchema.safeParse({ surname: '', name: 'Ігор2', phone: '0671234567' })
    const messages = (field: string) =>
      (r.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message)
    expect(messages('surname')).toEqual(['Введіть прізвище'])
    expect(messages('name')).toEqual(['Лише літери, апостроф, дефіс і пробіл'])
    expect(messages('phone')).toEqual(['Телефон: 12 цифр, починаючи з 380'])
  })
})
