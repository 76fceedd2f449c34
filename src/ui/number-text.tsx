/** A whole or decimal number typed as text, for react-hook-form Controllers. */
import { useState } from 'react'
import { fieldErrorId } from './form-field'
import { Input } from './input'

/** A number typed as text (a comma is a decimal point); null when empty, NaN when not a number. */
export function NumberText({
  id,
  value,
  onChange,
  onBlur,
  decimal = false,
  disabled,
  error,
}: {
  id: string
  value: number | null | undefined
  onChange: (v: number | null) => void
  onBlur?: () => void
  decimal?: boolean
  disabled?: boolean
  error?: string | undefined
}) {
  const shown = value === null || value === undefined || Number.isNaN(value) ? '' : String(value)
  const [text, setText] = useState({ typed: shown, for: value })
  const current = text.for === value ? text.typed : shown
  return (
    <Input
      id={id}
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={current}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? fieldErrorId(id) : undefined}
      onBlur={onBlur}
      onChange={(e) => {
        const typed = decimal ? e.target.value.replace(',', '.') : e.target.value
        const trimmed = typed.trim()
        const next = trimmed === '' ? null : /^[0-9]+(\.[0-9]*)?$/.test(trimmed) ? Number(trimmed) : NaN
        setText({ typed, for: next })
        onChange(next)
      }}
    />
  )
}
