/**
 * A time of day typed as HH:MM through a mask (react-imask), 24-hour whatever the browser's locale —
 * the companion of the date field where a moment is asked for (a task's deadline).
 */
import { useState, type Ref } from 'react'
import { IMask, IMaskInput } from 'react-imask'
import { cn } from '../lib/cn'

export interface TimeFieldProps {
  id: string
  /** 'HH:MM', or '' for none. */
  value: string
  /** A whole time, or '' (emptied, or not a whole time yet). */
  onChange: (value: string) => void
  onBlur?: () => void
  name?: string
  disabled?: boolean
  'aria-invalid'?: boolean | undefined
  'aria-describedby'?: string | undefined
  'aria-label'?: string | undefined
  className?: string
  ref?: Ref<HTMLInputElement>
}

// Hours 00–23 and minutes 00–59: the mask refuses 25:00 as it is typed.
const blocks = {
  HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
}

export function TimeField({
  id,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  className,
  ref,
  ...aria
}: TimeFieldProps) {
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (value !== (text.length === 5 ? text : '')) setText(value)
  }
  return (
    <IMaskInput
      id={id}
      name={name}
      inputRef={ref}
      mask="HH:MM"
      blocks={blocks}
      value={text}
      onAccept={(typed: string) => {
        setText(typed)
        const next = typed.length === 5 ? typed : ''
        setSeen(next)
        if (next !== value) onChange(next)
      }}
      onBlur={onBlur}
      inputMode="numeric"
      autoComplete="off"
      placeholder="ГГ:ХХ"
      disabled={disabled}
      {...aria}
      className={cn(
        'block min-h-11 w-24 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 tabular-nums placeholder:text-slate-400',
        'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
        'aria-[invalid=true]:border-red-600 disabled:bg-slate-100',
        className,
      )}
    />
  )
}
