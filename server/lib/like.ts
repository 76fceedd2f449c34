/** LIKE / ILIKE patterns from typed text: `%`, `_` and `\` match themselves, not any characters. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A pattern matching values that contain `s` anywhere. */
export const containing = (s: string): string => `%${escapeLike(s)}%`
