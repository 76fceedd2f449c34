/**
 * A resource record's values as its forms hold them (the generic dialog and the screens that override
 * it, e.g. the protocol template constructor): the empty values of a new record, the values as sent (an
 * empty text is null), the definition's schema with its rules across fields, and the API's error keys
 * as the form names its fields.
 */
import type { FieldValues } from 'react-hook-form'
import { z } from 'zod'
import { writableKeys, type AnyResource } from '../../../domain/resources/define-resource'
import { emptyValue } from './rows-input'

/** An error key of the API as the form names the field: parameters.0.age_from_days → parameters.0.ageFromDays. */
export const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

export function emptyValues(def: AnyResource): FieldValues {
  return Object.fromEntries(
    Object.entries(def.form)
      .filter(([, f]) => !f.readOnly)
      .map(([k, f]) => [k, f.initial ?? emptyValue(f)]),
  )
}

/** Empty optional texts are sent as null (what the API stores for "not filled"), in sub-rows too. */
export function cleaned(def: AnyResource, values: FieldValues): FieldValues {
  const clean = (v: unknown): unknown =>
    v === ''
      ? null
      : Array.isArray(v)
        ? v.map((item: unknown) =>
            item && typeof item === 'object'
              ? Object.fromEntries(Object.entries(item).map(([k, x]) => [k, clean(x)]))
              : item,
          )
        : v
  return Object.fromEntries(writableKeys(def).map((k) => [k, clean(values[k])]))
}

/** The definition's schema, with its rules across fields (`check`) as issues on their paths. */
export function formSchema(def: AnyResource) {
  const schema = z.object(def.fields)
  if (!def.check) return schema
  return schema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(def.check?.(value) ?? {}))
      ctx.addIssue({
        code: 'custom',
        message,
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      })
  })
}
