import type { ReactNode } from 'react'

export interface FormFieldProps {
  id: string
  label: string
  /** The first message for this field; announced as soon as it appears. */
  error?: string | undefined
  /** A line under the control saying what the field is for (the control names it in aria-describedby). */
  hint?: string
  children: ReactNode
}

/** The id of a field's error text, for the input's aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`
/** The id of a field's hint, for the input's aria-describedby. */
export const fieldHintId = (id: string) => `${id}-hint`

/** A label bound to its control by id, the control, and its error message. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={fieldHintId(id)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
