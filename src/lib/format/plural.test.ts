import { describe, expect, it } from 'vitest'
import { plural } from './plural'

const positions = (n: number) => `${n} ${plural(n, 'позиція', 'позиції', 'позицій')}`

describe('plural', () => {
  it('picks the Ukrainian form a count takes', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(positions)).toEqual([
      '1 позиція',
      '2 позиції',
      '4 позиції',
      '5 позицій',
      '11 позицій',
      '12 позицій',
      '14 позицій',
      '21 позиція',
      '22 позиції',
      '25 позицій',
      '101 позиція',
      '111 позицій',
    ])
  })
})
