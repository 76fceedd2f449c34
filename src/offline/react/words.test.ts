import { describe, expect, it } from 'vitest'
import { unsentChanges } from './words'

describe('unsent changes in Ukrainian', () => {
  it('agrees the words with the count', () => {
    expect([1, 3, 5, 11, 21, 22, 25].map(unsentChanges)).toEqual([
      'Є 1 ненадіслана зміна',
      'Є 3 ненадіслані зміни',
      'Є 5 ненадісланих змін',
      'Є 11 ненадісланих змін',
      'Є 21 ненадіслана зміна',
      'Є 22 ненадіслані зміни',
      'Є 25 ненадісланих змін',
    ])
  })
})
