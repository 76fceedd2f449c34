/**
 * One indicator of a protocol's sheet as the control its widget asks for, named by the indicator's
 * label (so a test or a screen reader finds «Вага» by its label). The value is the protocol's own:
 * text, a number (typed with a comma or a dot), yes/no, a list, 'YYYY-MM-DD' or 'HH:MM'.
 */
import { useState, type CSSProperties } from 'react'
import type { IndicatorValue } from '../../../domain/protocols/protocol-values'
import { indicatorChoices, type TemplateIndicator } from '../../../domain/protocols/template-rules'
import { Checkbox } from '../../ui/checkbox'
import { Combobox } from '../../ui/combobox'
import { DateField } from '../../ui/date-field'
import { Input } from '../../ui/input'
import { Select } from '../../ui/select'
import { TimeField } from '../../ui/time-field'
import { IndicatorList } from './indicator-list'
import { numberText, numberValue } from './protocol-model'

export interface IndicatorControlProps {
  id: string
  indicator: TemplateIndicator
  value: IndicatorValue | undefined
  onChange: (value: IndicatorValue) => void
  disabled: boolean
  invalid: boolean
  describedBy: string | undefined
  style?: CSSProperties | undefined
}

const textareaClass =
  'block min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600 disabled:bg-slate-100'

/** Whether the widget names itself (a group's legend, a checkbox's own label) rather than by a <label>. */
export const namesItself = (i: TemplateIndicator) =>
  i.widget === 'checkbox' || i.widget === 'radio' || i.widget === 'multiple-select'

export function IndicatorControl(props: IndicatorControlProps) {
  const { id, indicator: i, value, onChange, disabled, invalid, describedBy, style } = props
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy }
  const text = typeof value === 'string' ? value : ''
  const list = Array.isArray(value) ? value : []
  switch (i.widget) {
    case 'number':
      return <NumberControl {...props} />
    case 'textarea':
      return (
        <textarea
          id={id}
          className={textareaClass}
          style={style}
          value={text}
          disabled={disabled}
          required={i.required}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          {...aria}
        />
      )
    case 'select':
      return (
        <Select
          id={id}
          value={text || null}
          options={indicatorChoices(i).map((c) => ({ value: c, label: c }))}
          empty="Не обрано"
          onChange={onChange}
          disabled={disabled}
          invalid={invalid}
          describedBy={describedBy}
        />
      )
    case 'search-select':
      return (
        <Combobox
          id={id}
          value={text || null}
          valueLabel={text}
          listLabel={i.label}
          search={(typed) => {
            const q = typed.trim().toLowerCase()
            return {
              options: choicesMatching(i, q),
              note: choicesMatching(i, q).length ? undefined : 'Нічого не знайдено',
            }
          }}
          onChange={onChange}
          disabled={disabled}
          invalid={invalid}
          describedBy={describedBy}
        />
      )
    case 'multiple-select':
      return (
        <div className="grid gap-x-4 sm:grid-cols-2">
          {indicatorChoices(i).map((c, n) => (
            <Checkbox
              key={c}
              id={`${id}-${n}`}
              label={c}
              checked={list.includes(c)}
              disabled={disabled}
              describedBy={describedBy}
              onChange={(on) =>
                onChange(on ? [...list.filter((x) => x !== c), c] : list.filter((x) => x !== c))
              }
            />
          ))}
        </div>
      )
    case 'multiple-create':
      return (
        <IndicatorList
          id={id}
          label={i.label}
          value={list}
          onChange={onChange}
          disabled={disabled}
          {...aria}
        />
      )
    case 'radio':
      return (
        <div className="flex min-h-11 flex-wrap items-center gap-x-5 gap-y-1">
          {indicatorChoices(i).map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2 text-base text-slate-900">
              <input
                type="radio"
                name={id}
                className="size-4 accent-brand-700"
                checked={text === c}
                disabled={disabled}
                aria-describedby={describedBy}
                onChange={() => onChange(c)}
              />
              {c}
            </label>
          ))}
        </div>
      )
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          label={i.label}
          checked={value === true}
          disabled={disabled}
          describedBy={describedBy}
          onChange={onChange}
        />
      )
    case 'date':
      return (
        <DateField
          id={id}
          className="max-w-56"
          value={text || null}
          onChange={onChange}
          disabled={disabled}
          required={i.required}
          {...aria}
        />
      )
    case 'time':
      return (
        <TimeField id={id} value={text} onChange={(t) => onChange(t || null)} disabled={disabled} {...aria} />
      )
    default:
      return (
        <Input
          id={id}
          style={style}
          autoComplete="off"
          value={text}
          disabled={disabled}
          required={i.required}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          {...aria}
        />
      )
  }
}

const choicesMatching = (i: TemplateIndicator, q: string) =>
  indicatorChoices(i)
    .filter((c) => c.toLowerCase().includes(q))
    .map((c) => ({ value: c, label: c }))

/**
 * A number typed as text with a decimal keypad: the text is kept as typed ("1," while typing 1,5) and
 * the value is the number it reads as, or the text itself when it is not one (the check names it).
 */
function NumberControl({
  id,
  indicator,
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
  style,
}: IndicatorControlProps) {
  const [typed, setTyped] = useState(() => numberText(value))
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    // A value set from outside (a reset to the saved protocol) replaces what was typed.
    setSeen(value)
    if (value !== numberValue(typed)) setTyped(numberText(value))
  }
  return (
    <Input
      id={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className="max-w-48 tabular-nums"
      style={style}
      value={typed}
      disabled={disabled}
      required={indicator.required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => {
        setTyped(e.target.value)
        const next = numberValue(e.target.value)
        setSeen(next)
        if (next !== value) onChange(next)
      }}
    />
  )
}
