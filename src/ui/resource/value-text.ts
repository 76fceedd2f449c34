/** A field's value as plain text (for search, sorting and cells); nothing is an empty string. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  // A list of words (e.g. plate cells) reads as typed; a list of sub-rows stays JSON.
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.join(', ')
  return JSON.stringify(v)
}
