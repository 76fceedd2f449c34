import { describe, expect, it } from 'vitest'
import { foldOrderCode, orderCodeQuery } from './order-code'

describe('orderCodeQuery', () => {
  it.each([
    ['MC-000013'],
    ['МС-000013'], // Cyrillic М and С, as typed on a Ukrainian layout
    ['мс-000013'],
    ['mc-13'],
    ['mc000013'],
    ['000013'],
    ['13'],
    [' 13 '],
  ])('"%s" names MC-000013', (typed) => {
    expect(orderCodeQuery(typed)).toEqual({ exact: 'MC-000013' })
  })

  it('keeps numbers longer than six digits whole', () => {
    expect(orderCodeQuery('1234567')).toEqual({ exact: 'MC-1234567' })
    expect(orderCodeQuery('0')).toEqual({ exact: 'MC-000000' })
  })

  it('searches anything else as a fragment of the code, in Latin capitals', () => {
    expect(orderCodeQuery('мс-')).toEqual({ fragment: 'MC-' })
    expect(orderCodeQuery('C-0001')).toEqual({ fragment: 'C-0001' })
  })

  it('asks for nothing when nothing is typed', () => {
    expect(orderCodeQuery('   ')).toBeNull()
  })

  it('folds only look-alikes: other Cyrillic letters stay as typed', () => {
    expect(foldOrderCode('Мсж')).toBe('MCЖ')
  })
})
