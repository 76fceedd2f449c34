/** The definition's uniqueness rules checked against the device's copy, as the server checks them. */
import type { AnyResource } from '../../../domain/resources/define-resource'
import type { LocalRow } from '../../offline/resources/resource-store'

/** Equal as the server compares: text trimmed and case-insensitive, empty as nothing. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) =>
    v === '' || v === undefined ? null : typeof v === 'string' ? v.trim().toLowerCase() : v
  return norm(a) === norm(b)
}

/** The first rule `fields` breaks, with the field its message goes on. */
export function uniqueClash(
  def: AnyResource,
  rows: readonly LocalRow[],
  fields: Record<string, unknown>,
  exceptUuid: string | undefined,
): { field: string; message: string } | undefined {
  for (const rule of def.unique ?? []) {
    const hit = rows.some(
      ({ row }) => row.uuid !== exceptUuid && rule.fields.every((k) => sameValue(row[k], fields[k])),
    )
    if (hit) return { field: rule.fields.at(-1) ?? '', message: rule.message }
  }
  return undefined
}
