import type { ReactNode } from 'react'

export interface FormFieldProps {
  id: string
  label: string
  /** The first message for this field; announced as soon as it appears. */
  error?: string | undefined
  children: ReactNode
}

/** The id of a field's error text, for the input's aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`

/** A label bound to its control by id, the control, and its error message. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
