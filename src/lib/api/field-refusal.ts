/**
 * A 422 read onto a form of filters: the messages of the fields the form shows go under those fields
 * (the server names them in snake_case or camelCase), anything else is one message for the whole page.
 */
import { isApiError } from './api-error'

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

export interface FieldRefusal {
  fields: Record<string, string>
  other: string | null
}

/** `error`'s messages on the fields of `known`; nothing when it is not a 422. */
export function fieldRefusal(error: unknown, known: readonly string[]): FieldRefusal {
  const fields: Record<string, string> = {}
  if (!isApiError(error) || error.status !== 422) return { fields, other: null }
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = camel(key)
    if (known.includes(field) && messages[0]) fields[field] = messages[0]
  }
  return { fields, other: Object.keys(fields).length > 0 ? null : error.message }
}
