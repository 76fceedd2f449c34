// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { resourceByName } from '../../../domain/resources/registry'
import type { LocalRow } from '../../offline/resources/resource-store'
import { sortRowsInSlices, sortRowsNow } from './sort-rows'
import { SORT_AT_ONCE, useSortedRows } from './use-resource'

const results = resourceByName('call-results')!
const names = ['Їжак', 'ґанок', 'Іван', 'єнот', 'Гора', 'Ґава', 'и', 'і', 'Яр', 'Абрикос', 'Гора', '10', '9']
const rowsOf = (n: number, rev = 1): LocalRow[] =>
  Array.from({ length: n }, (_, i) => ({
    row: { id: i, uuid: `u-${i}`, version: 1, name: `${names[(i * 7) % names.length]} ${(i * 31) % 97}` },
    unsent: false,
    rev,
  }))
const uuids = (rows: readonly LocalRow[] | undefined) => rows?.map((r) => r.row.uuid)

describe('sortRows', () => {
  it('sorts in slices as at once: Ukrainian letters, numbers, ties kept, both directions', async () => {
    const rows = rowsOf(3000)
    const desc = { ...results, sort: { field: 'name', dir: 'desc' } } as AnyResource
    for (const def of [results, desc]) {
      const now = sortRowsNow(def, rows)
      expect(uuids(await sortRowsInSlices(def, rows, { budgetMs: 0 }))).toEqual(uuids(now))
    }
    const few = sortRowsNow(results, rowsOf(names.length)).map((r) => String(r.row.name).split(' ')[0])
    expect(few.indexOf('Абрикос')).toBeLessThan(few.indexOf('Ґава'))
    expect(few.indexOf('Гора')).toBeLessThan(few.indexOf('Ґава'))
    expect(few.indexOf('и')).toBeLessThan(few.indexOf('і'))
    expect(few.indexOf('і')).toBeLessThan(few.indexOf('Їжак'))
  })
})

describe('useSortedRows', () => {
  it('sorts a long list off the render and keeps the last order on screen while a changed list is sorted', async () => {
    const first = rowsOf(SORT_AT_ONCE + 500)
    const { result, rerender } = renderHook(({ rows }) => useSortedRows(results, rows), {
      initialProps: { rows: first },
    })
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBeDefined())
    expect(uuids(result.current)).toEqual(uuids(sortRowsNow(results, first)))
    const before = result.current
    const changed = first.map((r, i) => (i === 0 ? { ...r, row: { ...r.row, name: 'ААА' }, rev: 2 } : r))
    rerender({ rows: changed })
    expect(result.current).toBe(before)
    await waitFor(() => expect(uuids(result.current)).toEqual(uuids(sortRowsNow(results, changed))))
    expect(result.current?.find((r) => r.row.uuid === 'u-0')?.row.name).toBe('ААА')
  })

  it('sorts a short list during the render', () => {
    const rows = rowsOf(20)
    const { result } = renderHook(() => useSortedRows(results, rows))
    expect(uuids(result.current)).toEqual(uuids(sortRowsNow(results, rows)))
  })
})
