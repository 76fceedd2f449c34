/**
 * One field of a generic form (a resource's or a settings record's): its label (with «*» when an empty
 * value is refused), its error and its help under the input. A checkbox carries its own label, so it gets
 * none above it — a second one would be read twice.
 */
import type { ReactNode } from 'react'
import type { FieldSpec } from '../../../domain/resources/define-resource'
import { FormField } from '../form-field'

export function FieldFrame({
  id,
  spec,
  required,
  error,
  children,
}: {
  id: string
  spec: FieldSpec
  required: boolean
  error: string | undefined
  children: ReactNode
}) {
  const help = spec.help && (
    <p id={`${id}-help`} className="text-sm text-slate-600">
      {spec.help}
    </p>
  )
  if (spec.widget === 'checkbox')
    return (
      <div className="grid content-end gap-1">
        {children}
        {help}
      </div>
    )
  return (
    <FormField id={id} label={required ? `${spec.label} *` : spec.label} error={error}>
      {children}
      {help}
    </FormField>
  )
}
