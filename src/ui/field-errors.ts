/** The server's 422 field errors landed on a react-hook-form's fields. */
import type { UseFormReturn } from 'react-hook-form'

/** Puts a 422's field messages (snake_case keys) on the form's fields; answers whether any landed. */
export function applyFieldErrors(
  form: UseFormReturn<never>,
  errors: Record<string, string[]>,
  known: readonly string[],
): boolean {
  let landed = false
  const setError = form.setError as (name: string, e: { type: string; message: string }) => void
  for (const [field, messages] of Object.entries(errors)) {
    const key = field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
    if (known.includes(key)) {
      setError(key, { type: 'server', message: messages[0] ?? '' })
      landed = true
    }
  }
  return landed
}
