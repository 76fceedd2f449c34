/**
 * A resource's rows in its definition's order (by its sort field, Ukrainian collation, ties in the
 * order given): at once for a short list, in slices of main-thread time for a long one.
 */
import type { AnyResource } from '../../../domain/resources/define-resource'
import { sortInSlices, type SliceOptions } from '../../lib/sort-in-slices'
import type { LocalRow } from '../../offline/resources/resource-store'
import { valueText } from './value-text'

const collator = new Intl.Collator('uk')

function orderOf(def: AnyResource, rows: readonly LocalRow[]) {
  const { field, dir } = def.sort
  const sign = dir === 'desc' ? -1 : 1
  const text = rows.map((r) => valueText(r.row[field]))
  return {
    positions: rows.map((_, i) => i),
    compare: (a: number, b: number) => sign * collator.compare(text[a]!, text[b]!),
  }
}

/** Sorted in one go: for lists short enough to sort during a render. */
export function sortRowsNow(def: AnyResource, rows: readonly LocalRow[]): LocalRow[] {
  const { positions, compare } = orderOf(def, rows)
  return positions.sort(compare).map((i) => rows[i]!)
}

/** Sorted in slices that give the main thread back; the same order as sortRowsNow. */
export async function sortRowsInSlices(
  def: AnyResource,
  rows: readonly LocalRow[],
  options?: SliceOptions,
): Promise<LocalRow[]> {
  const { positions, compare } = orderOf(def, rows)
  return (await sortInSlices(positions, compare, options)).map((i) => rows[i]!)
}
