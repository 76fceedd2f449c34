/**
 * One indicator of the template in the constructor (spec 001 §3 "Protocol indicator"): its code, label,
 * widget and only the settings that widget has — a number's unit, decimals, norm and formula; a list's
 * choices; a default value; the font size; the parent it sits under. Switching the widget clears what
 * the new one does not have, so no hidden setting keeps the template from being saved. A new code is
 * taken when the field is left, and the indicator's children follow it.
 */
import { useState } from 'react'
import { Controller, type Control, type FieldErrors, type FieldValues } from 'react-hook-form'
import type { FieldSpec } from '../../../../domain/resources/define-resource'
import { protocolTemplates } from '../../../../domain/protocols/protocol-templates.resource'
import {
  isCalculated,
  isSection,
  listWidgets,
  templateMessages,
  type TemplateIndicator,
} from '../../../../domain/protocols/template-rules'
import { Button } from '../../../ui/button'
import { FormField, fieldErrorId } from '../../../ui/form-field'
import { Input } from '../../../ui/input'
import { selectClass } from '../../../ui/select-field'
import { FieldInput } from '../../../ui/resource/field-input'
import { emptyIndicator, parentChoices } from './template-tree'

const specs = protocolTemplates.form.indicators.rows!.fields
const CODE = /^[A-Za-z][A-Za-z0-9_]*$/

type Key = keyof typeof specs

/** The settings each kind of widget shows (the rest are cleared when the widget changes to it). */
function shown(i: TemplateIndicator): Set<Key> {
  if (isSection(i)) return new Set(['fontSize'])
  const out = new Set<Key>(['required', 'defaultValue', 'fontSize'])
  if (i.widget === 'number')
    for (const k of ['unit', 'decimals', 'normMin', 'normMax', 'formula'] as const) out.add(k)
  else out.add('unit')
  if (listWidgets.has(i.widget) || i.widget === 'multiple-create') out.add('options')
  if (isCalculated(i)) {
    out.delete('required')
    out.delete('defaultValue')
  }
  return out
}

/** A setting's value when its widget does not have it: a new indicator's. */
const cleared: Record<string, unknown> = { ...emptyIndicator('', '', null) }

export function IndicatorEditor({
  index,
  indicator,
  indicators,
  control,
  errors,
  editable,
  onChange,
  onRename,
  onAddChild,
  onRemove,
}: {
  index: number
  indicator: TemplateIndicator
  indicators: readonly TemplateIndicator[]
  control: Control<FieldValues>
  errors: FieldErrors<FieldValues>
  editable: boolean
  /** Replaces the indicator's row (widget switches clear settings in one step). */
  onChange: (next: TemplateIndicator) => void
  onRename: (to: string) => void
  onAddChild: () => void
  onRemove: () => void
}) {
  const rowErrors = (
    errors.indicators as unknown as Array<Record<string, { message?: string }>> | undefined
  )?.[index]
  const error = (key: string) => rowErrors?.[key]?.message
  const id = (key: string) => `indicator-${key}`
  const visible = shown(indicator)
  const section = isSection(indicator)

  const field = (key: Key, spec: FieldSpec = specs[key]!) => (
    <Controller
      key={`${index}.${key}`}
      name={`indicators.${index}.${key}`}
      control={control}
      render={({ field: f, fieldState }) => {
        const input = (
          <FieldInput
            id={id(key)}
            spec={spec}
            value={f.value as unknown}
            onChange={f.onChange}
            onBlur={f.onBlur}
            invalid={!!fieldState.error}
            disabled={!editable}
          />
        )
        if (spec.widget === 'checkbox')
          return (
            <div className="grid gap-1">
              {input}
              {fieldState.error && (
                <p id={fieldErrorId(id(key))} className="text-sm text-red-700">
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )
        return (
          <FormField id={id(key)} label={spec.label} error={fieldState.error?.message}>
            {input}
          </FormField>
        )
      }}
    />
  )

  return (
    <section aria-labelledby="indicator-editor-title" className="grid gap-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="indicator-editor-title" className="text-lg font-semibold text-slate-900">
          {section ? 'Розділ' : 'Показник'} «{indicator.label}»
        </h3>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onAddChild}>
              Додати вкладений показник
            </Button>
            <Button variant="ghost" onClick={onRemove}>
              Видалити {section ? 'розділ' : 'показник'}
            </Button>
          </div>
        )}
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <CodeField
          key={`${index}:${indicator.code}`}
          code={indicator.code}
          taken={indicators.filter((i) => i.code !== indicator.code).map((i) => i.code)}
          error={error('code')}
          disabled={!editable}
          onRename={onRename}
        />
        {field('label')}
        <FormField id={id('widget')} label={specs.widget!.label} error={error('widget')}>
          <select
            id={id('widget')}
            className={selectClass}
            value={indicator.widget}
            disabled={!editable}
            onChange={(e) => {
              const next = { ...indicator, widget: e.target.value as TemplateIndicator['widget'] }
              const keep = shown(next)
              const row = { ...next } as Record<string, unknown>
              for (const k of Object.keys(cleared))
                if (!keep.has(k) && !['code', 'label', 'widget', 'parentCode'].includes(k))
                  row[k] = cleared[k]
              onChange(row as unknown as TemplateIndicator)
            }}
          >
            {(specs.widget!.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('parentCode')} label="Розташований у" error={error('parentCode')}>
          <select
            id={id('parentCode')}
            className={selectClass}
            value={indicator.parentCode ?? ''}
            disabled={!editable}
            onChange={(e) =>
              onChange({ ...indicator, parentCode: e.target.value === '' ? null : e.target.value })
            }
          >
            <option value="">Верхній рівень</option>
            {parentChoices(indicators, indicator.code).map((p) => (
              <option key={p.code} value={p.code}>
                {p.label} ({p.code})
              </option>
            ))}
          </select>
        </FormField>
        {visible.has('unit') && field('unit')}
        {visible.has('decimals') && field('decimals')}
        {visible.has('normMin') && field('normMin')}
        {visible.has('normMax') && field('normMax')}
        {visible.has('defaultValue') && field('defaultValue')}
        {visible.has('fontSize') && field('fontSize')}
      </div>
      {visible.has('formula') &&
        field('formula', {
          ...specs.formula!,
          label: 'Формула (порожньо — лікар вводить число сам)',
          help: 'Коди інших показників-чисел, числа, + − * / % ^, порівняння, && || !, умова ? так : ні, round, min, max, abs, sqrt, pow, if.',
        })}
      {visible.has('options') && field('options', { ...specs.options!, widget: 'textarea' })}
      {visible.has('required') && field('required')}
    </section>
  )
}

/** The code, taken when the field is left (or Enter): its children and the tree follow it then. */
function CodeField({
  code,
  taken,
  error,
  disabled,
  onRename,
}: {
  code: string
  taken: readonly string[]
  error: string | undefined
  disabled: boolean
  onRename: (to: string) => void
}) {
  const [typed, setTyped] = useState(code)
  const [problem, setProblem] = useState<string | null>(null)
  const commit = () => {
    const next = typed.trim()
    if (next === code) return setProblem(null)
    if (!CODE.test(next)) return setProblem('Код: латинські літери, цифри або «_», з літери')
    if (taken.includes(next)) return setProblem(templateMessages.codeTaken)
    setProblem(null)
    onRename(next)
  }
  const id = 'indicator-code'
  return (
    <FormField id={id} label="Код (для формул)" error={problem ?? error}>
      <Input
        id={id}
        value={typed}
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={problem || error ? true : undefined}
        aria-describedby={problem || error ? fieldErrorId(id) : undefined}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          commit()
        }}
      />
    </FormField>
  )
}
