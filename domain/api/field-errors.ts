/** Turns zod issues into the `errors` map of a 422 answer: snake_case field → Ukrainian messages. */
import type { z } from 'zod'
import { toSnakeCase, type FieldErrors } from './errors'
import { unknownFieldMessage } from './zod-locale'

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message' | 'code'> & { keys?: readonly string[] }

/** Groups issues by the snake_case path of their field; unknown keys are reported on their own name. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const out: FieldErrors = {}
  const add = (key: string, message: string) => {
    ;(out[key] ??= []).push(message)
  }
  for (const issue of issues) {
    const prefix = issue.path.map((p) => toSnakeCase(String(p))).join('.')
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const k of issue.keys)
        add(prefix ? `${prefix}.${toSnakeCase(k)}` : toSnakeCase(k), unknownFieldMessage)
      continue
    }
    add(prefix || '_root', issue.message)
  }
  return out
}
