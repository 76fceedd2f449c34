import { describe, expect, it } from 'vitest'
import { demoClient, demoClientUuid } from './demo-client'

const sample = Array.from({ length: 3000 }, (_, n) => demoClient(n))

describe('demo clients', () => {
  it('are the same on every run, so a top-up continues the same people', () => {
    expect(demoClient(0)).toEqual(demoClient(0))
    expect(demoClient(99_999)).toEqual(demoClient(99_999))
    expect(sample[1234]).toEqual(demoClient(1234))
    expect(demoClient(1)).not.toEqual(demoClient(2))
  })

  it('carry a uuid made from their number', () => {
    expect(demoClientUuid(255)).toBe('00000000-0000-4000-8000-0000000000ff')
    expect(new Set(sample.map((c) => c.uuid)).size).toBe(sample.length)
  })

  it('look like Ukrainian patients: names by sex, digit-only phones, real dates', () => {
    for (const c of sample) {
      expect(c.patronymic).toMatch(c.male === 'woman' ? /(івна|ївна)$/ : /(ович|йович)$/)
      if (c.phone !== null) expect(c.phone).toMatch(/^380\d{9}$/)
      if (c.birthday !== null) expect(Number.isNaN(Date.parse(c.birthday))).toBe(false)
      if (c.email !== null) expect(c.email).toMatch(/^[a-z.0-9]+@example\.(com|net|org)$/)
      expect(c.specialAttentionComment !== null).toBe(c.specialAttention)
    }
    const women = sample.filter((c) => c.male === 'woman').length
    expect(women / sample.length).toBeGreaterThan(0.45)
    expect(women / sample.length).toBeLessThan(0.65)
    expect(sample.filter((c) => c.specialAttention).length).toBeGreaterThan(10)
    expect(sample.filter((c) => c.cabinetEnabledAt !== null).length).toBeGreaterThan(100)
  })
})
