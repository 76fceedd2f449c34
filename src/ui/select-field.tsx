import { FormField, fieldErrorId } from './form-field'

export const selectClass =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600'

export interface SelectOption {
  key: string | number
  value: string
}

/** A labelled native select with an empty first option and the field's error under it. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  empty = 'Не обрано',
  error,
  disabled,
}: {
  id: string
  label: string
  value: string | number | null
  options: SelectOption[]
  onChange: (value: string) => void
  empty?: string
  error?: string | undefined
  disabled?: boolean
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        className={selectClass}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.key} value={String(o.key)}>
            {o.value}
          </option>
        ))}
      </select>
    </FormField>
  )
}
