import { describe, expect, it } from 'vitest'
import { mcTestRecordIssues } from './mc-test.schema'

const ind = (code: string, formula: string | null = null, resultType: 'numeric' | 'text' = 'numeric') => ({
  code,
  name: code,
  unitId: null,
  decimals: 2,
  resultType,
  options: [],
  formula,
  normGroupIds: [],
})

describe('calculated indicators', () => {
  it('takes a formula over the test’s other numeric indicators', () => {
    const issues = mcTestRecordIssues({
      indicators: [ind('CHOL'), ind('HDL'), ind('TG'), ind('LDL', 'CHOL - HDL - TG / 2.2')],
    })
    expect(issues).toEqual([])
  })

  it('refuses an unknown code, a text indicator read or made by a formula, and its own value', () => {
    const issues = mcTestRecordIssues({
      indicators: [
        ind('A'),
        ind('NOTE', null, 'text'),
        ind('B', 'A + NOTE'),
        ind('C', 'A * 2', 'text'),
        ind('D', 'D + 1'),
        ind('E', 'A +'),
      ],
    })
    expect(issues.map(([path]) => path.join('.'))).toEqual([
      'indicators.2.formula',
      'indicators.3.formula',
      'indicators.4.formula',
      'indicators.5.formula',
    ])
    expect(issues[0]![1]).toMatch(/^Поля не знайдено або формулу записано неправильно: .*NOTE/)
    expect(issues[1]![1]).toBe('Формула можлива лише для числового показника')
  })

  it('refuses formulas that read one another in a circle, naming the circle', () => {
    const issues = mcTestRecordIssues({ indicators: [ind('A', 'B + 1'), ind('B', 'A * 2'), ind('C')] })
    expect(issues).toHaveLength(1)
    expect(issues[0]![0]).toEqual(['indicators', 0, 'formula'])
    expect(issues[0]![1]).toMatch(/по колу \(A → B → A\)/)
  })
})
