import { describe, expect, it } from 'vitest'
import { listQuery, readFilters, withFilters } from './order-filters'

const now = new Date(2025, 5, 18, 12, 0)
const read = (q: string) => readFilters(new URLSearchParams(q))

describe('order list filters in the address', () => {
  it('default to the last 30 days and drop unknown states', () => {
    const f = read('state=done,nonsense,deleted&page=3')
    expect(f).toMatchObject({ states: ['done', 'deleted'], period: '30-days', page: 3 })
    expect(new URLSearchParams(listQuery(f, now).query).get('state')).toBe('done,deleted')
    expect(listQuery(read(''), now).query).toBe('page=1&dateFrom=2025-05-20&dateTo=2025-06-18')
  })

  it('send every filter in the API’s names', () => {
    const q = new URLSearchParams(
      listQuery(read('city=1&filial=2&payment=3&operator=4&client=Коваль&period=month'), now).query,
    )
    expect(Object.fromEntries(q)).toEqual({
      page: '1',
      cityId: '1',
      filialId: '2',
      paymentTypeId: '3',
      operatorId: '4',
      client: 'Коваль',
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
    })
  })

  it('give the period’s message instead of a query for a period over 30 days', () => {
    const long = listQuery(read('period=custom&from=2025-01-01&to=2025-06-18'), now)
    expect(long.periodError).toBe('Період не може перевищувати 30 днів')
    // An order code names one order: its search is not held to a period.
    const byCode = listQuery(read('period=custom&from=2025-01-01&to=2025-06-18&code=000123'), now)
    expect(byCode).toEqual({ query: 'page=1&code=000123', periodError: null })
  })

  it('go back to page 1 when a filter changes, and forget custom dates on a preset', () => {
    const params = new URLSearchParams('period=custom&from=2025-06-01&to=2025-06-10&page=4')
    expect(withFilters(params, { page: '5' }).get('page')).toBe('5')
    const next = withFilters(params, { period: 'this-week' })
    expect(next.toString()).toBe('period=this-week')
    expect(withFilters(params, { states: 'done,deleted' }).get('state')).toBe('done,deleted')
  })
})
