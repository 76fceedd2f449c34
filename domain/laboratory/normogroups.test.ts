import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { normGroups } from './norm-groups.resource'
import {
  ageInDays,
  normFor,
  normVerdict,
  overlaps,
  pickNormRange,
  type NormParameter,
  type Sex,
} from './normogroups'

const row = (over: Partial<NormParameter>): NormParameter => ({
  ageFromDays: null,
  ageToDays: null,
  sex: null,
  min: 1,
  max: 2,
  textNorm: null,
  criticalLow: null,
  criticalHigh: null,
  ...over,
})

describe('ageInDays', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 0],
    ['2026-02-09', '2026-03-10', 29],
    ['2025-03-10', '2026-03-10', 365],
    ['2024-02-28', '2024-03-01', 2], // across 29 February
    ['2023-03-25', '2023-03-27', 2], // across the spring clock change
    ['2023-10-28', '2023-10-30', 2], // across the autumn clock change
    ['2008-03-01', '2026-02-28', 6573], // 17 years 364 days with four leap days lived
    ['2008-02-28', '2026-02-27', 6574], // 17 years 364 days with five leap days lived
    ['2024-02-29', '2025-02-28', 365],
    ['2026-03-11', '2026-03-10', -1],
  ])('from %s to %s is %i days', (birthday, onDay, days) => {
    expect(ageInDays(birthday, onDay)).toBe(days)
  })

  it('refuses a day that does not exist', () => {
    expect(() => ageInDays('2023-02-29', '2024-01-01')).toThrow(RangeError)
    expect(() => ageInDays('01.02.2020', '2024-01-01')).toThrow(RangeError)
  })
})

describe('pickNormRange', () => {
  // Haemoglobin-like bands: age only for children, age and sex for teenagers and adults, a default.
  const params = [
    row({ ageFromDays: 0, ageToDays: 13, min: 145, max: 225 }),
    row({ ageFromDays: 14, ageToDays: 29, min: 125, max: 205 }),
    row({ ageFromDays: 30, ageToDays: 364, min: 95, max: 180 }),
    row({ ageFromDays: 365, ageToDays: 4382, min: 110, max: 145 }),
    row({ ageFromDays: 4383, ageToDays: 6573, sex: 'male', min: 130, max: 160 }),
    row({ ageFromDays: 4383, ageToDays: 6573, sex: 'female', min: 120, max: 150 }),
    row({ ageFromDays: 6574, sex: 'male', min: 130, max: 170 }),
    row({ ageFromDays: 6574, sex: 'female', min: 120, max: 150 }),
    row({ sex: 'female', min: 118, max: 152 }),
    row({ min: 120, max: 160 }),
  ]
  const day = '2026-02-28'
  const born = {
    newborn: '2026-02-28',
    '29 days': '2026-01-30',
    '1 year': '2025-02-28',
    '17 years 364 days': '2008-03-01',
    adult: '1980-06-15',
  }

  it.each<[keyof typeof born, Sex | null, [number | null, number | null]]>([
    ['newborn', 'male', [145, 225]],
    ['newborn', 'female', [145, 225]],
    ['newborn', null, [145, 225]],
    ['29 days', 'male', [125, 205]],
    ['29 days', null, [125, 205]],
    ['1 year', 'female', [110, 145]],
    ['1 year', null, [110, 145]],
    ['17 years 364 days', 'male', [130, 160]],
    ['17 years 364 days', 'female', [120, 150]],
    // Unknown sex: no age-only row covers 17 years, so the default applies.
    ['17 years 364 days', null, [120, 160]],
    ['adult', 'male', [130, 170]],
    ['adult', 'female', [120, 150]],
    ['adult', null, [120, 160]],
  ])('%s, sex %s → %j', (age, sex, [min, max]) => {
    expect(normFor(params, born[age], sex, day)).toMatchObject({ min, max })
  })

  it('takes the most specific row: age and sex, then age, then sex, then the default', () => {
    const tiers = [
      row({ min: 0 }),
      row({ sex: 'male', min: 1 }),
      row({ ageFromDays: 0, ageToDays: 100, min: 2 }),
      row({ ageFromDays: 0, ageToDays: 100, sex: 'male', min: 3 }),
    ]
    expect(pickNormRange(tiers, { ageDays: 50, sex: 'male' })?.min).toBe(3)
    expect(pickNormRange(tiers, { ageDays: 50, sex: 'female' })?.min).toBe(2)
    expect(pickNormRange(tiers, { ageDays: 500, sex: 'male' })?.min).toBe(1)
    expect(pickNormRange(tiers, { ageDays: 500, sex: null })?.min).toBe(0)
    // An unknown age matches only the rows without age bounds.
    expect(pickNormRange(tiers, { ageDays: null, sex: 'male' })?.min).toBe(1)
  })

  it('finds nothing when no row applies', () => {
    expect(
      pickNormRange([row({ ageFromDays: 0, ageToDays: 10 })], { ageDays: 11, sex: null }),
    ).toBeUndefined()
    expect(pickNormRange([row({ sex: 'female' })], { ageDays: 11, sex: 'male' })).toBeUndefined()
  })

  it('bounds are inclusive on both ends', () => {
    const band = [row({ ageFromDays: 30, ageToDays: 364 })]
    expect(pickNormRange(band, { ageDays: 30, sex: null })).toBeDefined()
    expect(pickNormRange(band, { ageDays: 364, sex: null })).toBeDefined()
    expect(pickNormRange(band, { ageDays: 365, sex: null })).toBeUndefined()
  })
})

describe('normVerdict', () => {
  const range = row({ min: 120, max: 160, criticalLow: 70, criticalHigh: 200 })
  it.each([
    [60, 'criticalLow'],
    [100, 'low'],
    [120, 'normal'],
    [160, 'normal'],
    [161, 'high'],
    [201, 'criticalHigh'],
  ])('%d is %s', (value, verdict) => {
    expect(normVerdict(value, range)).toBe(verdict)
  })
  it('has no verdict for a text norm', () => {
    expect(normVerdict(5, row({ min: null, max: null, textNorm: 'негативний' }))).toBeUndefined()
  })
})

describe('overlaps', () => {
  it('refuses intersecting ages of the same sex, on the later row', () => {
    expect(
      overlaps([row({ ageFromDays: 0, ageToDays: 30 }), row({ ageFromDays: 30, ageToDays: 60 })]),
    ).toEqual([{ index: 1, other: 0, message: 'Діапазон віку перетинається з рядком 1' }])
    expect(
      overlaps([row({ sex: 'male', ageFromDays: 100 }), row({ sex: 'male', ageToDays: 100 })]),
    ).toHaveLength(1)
    expect(overlaps([row({}), row({})])).toEqual([
      { index: 1, other: 0, message: 'Рядок без віку для цієї статі вже є: рядок 1' },
    ])
  })

  it('lets adjacent bands, other sexes and other specificities be', () => {
    expect(
      overlaps([
        row({ ageFromDays: 0, ageToDays: 29 }),
        row({ ageFromDays: 30, ageToDays: 60 }),
        row({ ageFromDays: 0, ageToDays: 60, sex: 'male' }),
        row({ ageFromDays: 0, ageToDays: 60, sex: 'female' }),
        row({ sex: 'male' }),
        row({}),
      ]),
    ).toEqual([])
  })
})

describe('the normogroup parameters schema', () => {
  const schema = normGroups.fields.parameters
  const messages = (params: unknown) => {
    const r = z.safeParse(schema, params)
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('puts an overlap on «Вік від» of the later row', () => {
    expect(
      messages([
        row({ ageFromDays: 0, ageToDays: 364 }),
        row({ ageFromDays: 365, ageToDays: 2000 }),
        row({ ageFromDays: 1000, ageToDays: 3000 }),
      ]),
    ).toEqual({ '2.ageFromDays': 'Діапазон віку перетинається з рядком 2' })
  })

  it('refuses reversed bounds, criticals inside the norm, no norm at all and ages past 150 years', () => {
    expect(
      messages([
        row({ ageFromDays: 10, ageToDays: 5, min: 5, max: 1 }),
        row({ ageFromDays: 100, ageToDays: 200, min: 10, max: 20, criticalLow: 11, criticalHigh: 19 }),
        row({ ageFromDays: 54_751, sex: 'male', min: null, max: null }),
      ]),
    ).toEqual({
      '0.ageToDays': '«Вік до» не може бути меншим за «Вік від»',
      '0.max': '«Норма до» не може бути меншою за «Норма від»',
      '1.criticalLow': 'Критично низьке значення не може бути вищим за норму',
      '1.criticalHigh': 'Критично високе значення не може бути нижчим за норму',
      '2.ageFromDays': '«Вік від, днів»: не більше 54750',
      '2.min': 'Вкажіть норму: межі або текстову норму',
    })
  })

  it('needs at least one row and fills left-out fields with none', () => {
    expect(messages([])).toEqual({ '': 'Додайте хоча б один параметр' })
    expect(z.parse(schema, [{ textNorm: 'негативний' }])).toEqual([
      row({ min: null, max: null, textNorm: 'негативний' }),
    ])
  })
})
