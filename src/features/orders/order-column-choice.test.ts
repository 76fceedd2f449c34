import { describe, expect, it } from 'vitest'
import type { OrderColumn } from '../../shared/orders/order-columns'
import { columnChoiceKey, defaultChoice, readChoice } from './order-column-choice'

const col = (key: string, flags: Partial<OrderColumn> = {}): OrderColumn => ({
  key,
  header: key,
  cell: () => null,
  ...flags,
})
const columns = [col('code', { fixed: true }), col('state', { shown: true }), col('city'), col('sum')]

describe('the order list column choice', () => {
  it('shows the fixed and the default columns until the user chooses', () => {
    expect(defaultChoice(columns)).toEqual({ code: true, state: true, city: false, sum: false })
    expect(readChoice(null, columns)).toEqual(defaultChoice(columns))
  })

  it("keeps the user's choices over the defaults; a column added later shows as defined", () => {
    const stored = JSON.stringify({ state: false, city: true })
    expect(readChoice(stored, [...columns, col('slot', { shown: true })])).toEqual({
      code: true,
      state: false,
      city: true,
      sum: false,
      slot: true,
    })
  })

  it('never hides the fixed column and ignores what it cannot read', () => {
    expect(readChoice(JSON.stringify({ code: false, gone: true, sum: 'yes' }), columns)).toEqual(
      defaultChoice(columns),
    )
    expect(readChoice('{not json', columns)).toEqual(defaultChoice(columns))
    expect(readChoice('[true]', columns)).toEqual(defaultChoice(columns))
  })

  it('is kept per user', () => {
    expect(columnChoiceKey(7)).not.toBe(columnChoiceKey(8))
  })
})
