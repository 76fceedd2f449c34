/** One field of a resource form, drawn by its widget (domain/resources FieldSpec). */
import { useState } from 'react'
import { widgetOf, type FieldSpec } from '../../../domain/resources/define-resource'
import { resourceByName } from '../../../domain/resources/registry'
import { Checkbox } from '../checkbox'
import { DateField } from '../date-field'
import { fieldErrorId } from '../form-field'
import { Input } from '../input'
import { parseDecimal } from '../../lib/format/number-input'
import { Select } from '../select'
import { TimeField } from '../time-field'
import { LookupInput } from './lookup-input'
import { useRefNames, useResourceRows } from './use-resource'
import { valueText } from './value-text'

export interface FieldInputProps {
  id: string
  spec: FieldSpec
  value: unknown
  onChange: (value: unknown) => void
  onBlur: () => void
  invalid: boolean
  disabled?: boolean
  /** A select over another resource offers only its rows whose `column` holds `value` (unless null). */
  only?: { column: string; value: unknown } | undefined
  /** The accessible name when no visible label names the input (a cell of a 'rows' table). */
  label?: string | undefined
}

/** Words typed on one line, split at commas, semicolons and spaces; the text is kept as typed. */
function ListInput({
  value,
  onChange,
  ...rest
}: { value: unknown; onChange: (v: unknown) => void } & Omit<
  React.ComponentProps<typeof Input>,
  'value' | 'onChange'
>) {
  const items = Array.isArray(value) ? value.map(String) : []
  const shown = items.join(', ')
  const [text, setText] = useState<{ typed: string; for: string } | null>(null)
  const current = text && text.for === shown ? text.typed : shown
  return (
    <Input
      {...rest}
      value={current}
      onChange={(e) => {
        const typed = e.target.value
        const next = typed.split(/[\s,;]+/).filter(Boolean)
        setText({ typed, for: next.join(', ') })
        onChange(next)
      }}
    />
  )
}

/** A number typed as text (a comma is a decimal point), kept as typed until it changes from outside. */
function DecimalInput({
  value,
  onChange,
  ...rest
}: { value: unknown; onChange: (v: unknown) => void } & Omit<
  React.ComponentProps<typeof Input>,
  'value' | 'onChange'
>) {
  const shown = typeof value === 'number' && !Number.isNaN(value) ? String(value) : ''
  const [text, setText] = useState<{ typed: string; for: unknown } | null>(null)
  const current = text && Object.is(text.for, value) ? text.typed : shown
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={current}
      onChange={(e) => {
        const typed = e.target.value
        const next = typed.trim() === '' ? null : Number(typed.trim().replace(',', '.'))
        setText({ typed, for: next })
        onChange(next)
      }}
    />
  )
}

/**
 * Hryvnias typed as text ('45,5'), kept as whole kopiykas; more than two digits after the comma is not a
 * whole number of kopiykas (the field's schema names it), anything unreadable NaN.
 */
export function MoneyInput({
  value,
  onChange,
  ...rest
}: { value: unknown; onChange: (v: unknown) => void } & Omit<
  React.ComponentProps<typeof Input>,
  'value' | 'onChange'
>) {
  const shown =
    typeof value === 'number' && Number.isFinite(value) ? (value / 100).toFixed(2).replace('.', ',') : ''
  const [text, setText] = useState<{ typed: string; for: unknown } | null>(null)
  const current = text && Object.is(text.for, value) ? text.typed : shown
  return (
    <div className="flex items-center gap-2">
      <Input
        {...rest}
        className="max-w-48"
        inputMode="decimal"
        value={current}
        onChange={(e) => {
          const typed = e.target.value
          const hryvnias = parseDecimal(typed)
          const kopiykas = hryvnias === null ? NaN : hryvnias * 100
          // 0,29 × 100 is 28.999…: a float off by far less than a kopiyka is that kopiyka.
          const whole = Math.abs(kopiykas - Math.round(kopiykas)) < 1e-6
          const next = typed.trim() === '' ? null : whole ? Math.round(kopiykas) : kopiykas
          setText({ typed, for: next })
          onChange(next)
        }}
      />
      <span className="text-slate-600">грн</span>
    </div>
  )
}

export function FieldInput({
  id,
  spec,
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
  only,
  label,
}: FieldInputProps) {
  const widget = widgetOf(spec)
  const names = useRefNames(spec.ref)
  // The definition's own limit, else the form's (which offers every row while its value is empty).
  const pick = spec.refOnly ?? (only && only.value !== null && only.value !== undefined ? only : undefined)
  const refRows = useResourceRows(pick && spec.ref ? resourceByName(spec.ref) : undefined)
  const describedBy = [invalid ? fieldErrorId(id) : '', spec.help ? `${id}-help` : '']
    .filter(Boolean)
    .join(' ')
  const common = {
    id,
    onBlur,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    'aria-label': label,
  }
  switch (widget) {
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          label={label ?? spec.label}
          checked={value === true}
          onChange={onChange}
          disabled={disabled ?? false}
          describedBy={describedBy || undefined}
        />
      )
    case 'select': {
      const allowed =
        pick && refRows
          ? new Set(
              refRows.filter(({ row }) => (row[pick.column] ?? null) === pick.value).map(({ row }) => row.id),
            )
          : undefined
      const options = spec.options
        ? spec.options
        : [...names]
            .filter(([v]) => !allowed || allowed.has(v))
            .map(([v, label]) => ({ value: String(v), label }))
            .sort((a, b) => a.label.localeCompare(b.label, 'uk'))
      return (
        <Select
          id={id}
          value={valueText(value) || null}
          options={options}
          onChange={(v) => onChange(v === null ? null : spec.ref || spec.numeric ? Number(v) : v)}
          empty={spec.empty ?? 'Не обрано'}
          invalid={invalid}
          aria-label={label}
          describedBy={describedBy || undefined}
          disabled={disabled ?? false}
        />
      )
    }
    case 'lookup':
      if (!spec.lookup) break
      return (
        <LookupInput
          id={id}
          lookup={spec.lookup}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          invalid={invalid}
          disabled={disabled}
          describedBy={describedBy || undefined}
          placeholder={spec.placeholder}
        />
      )
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
          placeholder={spec.placeholder}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) =>
            onChange(e.target.value.trim() === '' ? null : Number(e.target.value.replace(',', '.')))
          }
        />
      )
    case 'list':
      return <ListInput {...common} placeholder={spec.placeholder} value={value} onChange={onChange} />
    case 'money':
      return (
        <MoneyInput {...common} placeholder={spec.placeholder ?? '0,00'} value={value} onChange={onChange} />
      )
    case 'decimal':
      return <DecimalInput {...common} placeholder={spec.placeholder} value={value} onChange={onChange} />
    case 'date':
      return (
        <DateField
          {...common}
          disabled={disabled ?? false}
          value={typeof value === 'string' && value ? value : null}
          onChange={onChange}
        />
      )
    case 'time':
      return (
        <TimeField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v === '' ? null : v)}
        />
      )
    case 'secret':
      return (
        <Input
          {...common}
          type="password"
          autoComplete="new-password"
          placeholder={spec.placeholder ?? 'Не показується; порожнє поле — без змін'}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
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
  }
  return (
    <Input
      {...common}
      placeholder={spec.placeholder}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
