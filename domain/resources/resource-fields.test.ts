import { describe, expect, it } from 'vitest'
import { optionalEmail, requiredText } from './resource-fields'

describe('an optional e-mail field', () => {
  const field = optionalEmail()
  it('takes an address, none, or an empty field', () => {
    expect(field.parse(' reception@clinic.example ')).toBe('reception@clinic.example')
    expect(field.parse(null)).toBeNull()
    expect(field.parse(undefined)).toBeUndefined()
    expect(field.parse('')).toBe('')
  })
  it('refuses what is not an address, saying how one looks', () => {
    const r = field.safeParse('reception at clinic')
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('«Ел. пошта»: адреса у форматі name@example.com')
  })
})

describe('a required text with a least length', () => {
  const field = requiredText('Назва', 255, 3)
  it('says "required" alone for an empty field, and the least length for a short one', () => {
    expect(field.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['Поле «Назва» обовʼязкове'])
    expect(field.safeParse(' ab ').error?.issues.map((i) => i.message)).toEqual([
      '«Назва»: щонайменше 3 символи',
    ])
    expect(field.parse(' ТТГ ')).toBe('ТТГ')
  })
})
