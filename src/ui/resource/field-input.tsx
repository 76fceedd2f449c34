/** One field of a resource form, drawn by its widget (domain/resources FieldSpec). */
import type { FieldSpec } from '../../../domain/resources/define-resource'
import { Checkbox } from '../checkbox'
import { DateField } from '../date-field'
import { fieldErrorId } from '../form-field'
import { Input } from '../input'
import { Select } from '../select'
import { useRefNames } from './use-resource'
import { valueText } from './value-text'

export interface FieldInputProps {
  id: string
  spec: FieldSpec
  value: unknown
  onChange: (value: unknown) => void
  onBlur: () => void
  invalid: boolean
  disabled?: boolean
}

export function FieldInput({ id, spec, value, onChange, onBlur, invalid, disabled }: FieldInputProps) {
  const widget = spec.widget ?? (spec.ref ? 'select' : 'text')
  const names = useRefNames(spec.ref)
  const describedBy = [invalid ? fieldErrorId(id) : '', spec.help ? `${id}-help` : '']
    .filter(Boolean)
    .join(' ')
  const common = {
    id,
    onBlur,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  }
  switch (widget) {
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          label={spec.label}
          checked={value === true}
          onChange={onChange}
          disabled={disabled ?? false}
          describedBy={describedBy || undefined}
        />
      )
    case 'select': {
      const options = spec.options
        ? spec.options
        : [...names]
            .map(([v, label]) => ({ value: String(v), label }))
            .sort((a, b) => a.label.localeCompare(b.label, 'uk'))
      return (
        <Select
          id={id}
          value={valueText(value) || null}
          options={options}
          onChange={(v) => onChange(v === null ? null : spec.ref ? Number(v) : v)}
          empty="Не обрано"
          invalid={invalid}
          describedBy={describedBy || undefined}
          disabled={disabled ?? false}
        />
      )
    }
    case 'color':
      return (
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label={`${spec.label}: палітра`}
            className="h-11 w-14 rounded-md border border-slate-300 bg-white p-1"
            value={typeof value === 'string' && value ? value : '#ffffff'}
            onChange={(e) => onChange(e.target.value)}
            disabled={disabled}
          />
          <Input
            {...common}
            className="max-w-40"
            placeholder="#RRGGBB"
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
          />
        </div>
      )
    case 'number':
      return (
        <Input
          {...common}
          inputMode="numeric"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) =>
            onChange(e.target.value.trim() === '' ? null : Number(e.target.value.replace(',', '.')))
          }
        />
      )
    case 'date':
      return (
        <DateField
          {...common}
          disabled={disabled ?? false}
          value={typeof value === 'string' && value ? value : null}
          onChange={onChange}
        />
      )
    case 'textarea':
      return (
        <textarea
          {...common}
          className="block min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-600"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    default:
      return (
        <Input
          {...common}
          placeholder={spec.placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
}
