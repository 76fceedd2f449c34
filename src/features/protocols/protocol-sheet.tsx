/**
 * One template of the protocol: its indicators in parent/child order (children indented under their
 * parent), each with its unit, its norm and the flag of a number outside it (said in words, not only in
 * colour), the calculated ones read-only and worked out as the doctor types, and the message of a value
 * that keeps the protocol from being saved.
 */
import { memo, useMemo, type CSSProperties } from 'react'
import type { IndicatorValue, IndicatorValues } from '../../../domain/protocols/protocol-values'
import { normFlag } from '../../../domain/protocols/protocol-values'
import { isCalculated, isSection, type TemplateIndicator } from '../../../domain/protocols/template-rules'
import { cn } from '../../lib/cn'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { IndicatorControl, namesItself } from './indicator-field'
import { fieldKeys, indicatorTree, normText, numberText, type DraftSheet } from './protocol-model'

const flags = {
  low: { text: '↓ низьке', className: 'bg-blue-50 text-blue-900 ring-blue-300' },
  high: { text: '↑ високе', className: 'bg-red-50 text-red-900 ring-red-300' },
} as const

// A row out of view is neither laid out nor painted (its last size is kept): on a long template a
// keystroke's layout covers the rows on screen, not all of them. Still in the DOM, found and focusable.
const offscreenSkipped: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 5rem' }

export const indicatorId = (templateId: number, code: string) => `protocol-${templateId}-${code}`

export function ProtocolSheet({
  sheet,
  calculated,
  failed,
  problems,
  disabled,
  removable,
  onValue,
  onRemove,
}: {
  sheet: DraftSheet
  /** The sheet's values with the calculated indicators worked out. */
  calculated: IndicatorValues
  /** Code → why its formula could not be worked out. */
  failed: ReadonlyMap<string, string>
  problems: Readonly<Record<string, string>>
  disabled: boolean
  removable: boolean
  /** Sets one indicator's value; the same function from one render to the next. */
  onValue: (templateId: number, code: string, value: IndicatorValue) => void
  onRemove: () => void
}) {
  const sheetProblem = problems[fieldKeys.sheet(sheet.templateId)]
  const rows = useMemo(() => indicatorTree(sheet.indicators), [sheet.indicators])
  return (
    <section
      aria-label={`Шаблон «${sheet.name}»`}
      className="grid gap-3 rounded-md border border-slate-200 bg-white p-4"
      data-invalid={sheetProblem ? true : undefined}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{sheet.name}</h3>
        {removable && (
          <Button variant="ghost" onClick={onRemove} aria-label={`Прибрати шаблон «${sheet.name}»`}>
            Прибрати шаблон
          </Button>
        )}
      </header>
      {sheetProblem && (
        <p role="alert" className="text-sm text-red-700">
          {sheetProblem}
        </p>
      )}
      {sheet.indicators.length === 0 && <p className="text-slate-600">У шаблоні немає показників.</p>}
      {rows.map(({ indicator, depth }) =>
        isSection(indicator) ? (
          <h4
            key={indicator.code}
            className={cn('mt-2 text-base font-semibold text-slate-900', depth > 0 && 'pl-4')}
            style={indicator.fontSize ? { fontSize: `${indicator.fontSize}px` } : undefined}
          >
            {indicator.label}
          </h4>
        ) : (
          <IndicatorRow
            key={indicator.code}
            templateId={sheet.templateId}
            indicator={indicator}
            depth={depth}
            value={calculated[indicator.code]}
            failed={failed.get(indicator.code)}
            problem={problems[fieldKeys.value(sheet.templateId, indicator.code)]}
            disabled={disabled}
            onValue={onValue}
          />
        ),
      )}
    </section>
  )
}

/**
 * One indicator. Memoized, and every prop a primitive or a reference kept between keystrokes: typing into
 * one field of a 300-indicator template renders that row and the calculated rows whose value changed.
 */
const IndicatorRow = memo(function IndicatorRow({
  templateId,
  indicator: i,
  depth,
  value,
  failed,
  problem,
  disabled,
  onValue,
}: {
  templateId: number
  indicator: TemplateIndicator
  depth: number
  value: IndicatorValue | undefined
  failed: string | undefined
  problem: string | undefined
  disabled: boolean
  onValue: (templateId: number, code: string, value: IndicatorValue) => void
}) {
  const id = indicatorId(templateId, i.code)
  const onChange = (v: IndicatorValue) => onValue(templateId, i.code, v)
  const calc = isCalculated(i)
  const norm = normText(i)
  const flag = normFlag(i, value ?? null)
  const ids = { norm: `${id}-norm`, problem: `${id}-problem`, failed: `${id}-failed` }
  const describedBy =
    [norm && ids.norm, problem && ids.problem, failed && ids.failed].filter(Boolean).join(' ') || undefined
  const style: CSSProperties | undefined = i.fontSize ? { fontSize: `${i.fontSize}px` } : undefined
  // The star sits beside the label, not in it: the field's accessible name is the indicator's label alone.
  const star = i.required && !calc && (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  )
  const control = calc ? (
    <Input
      id={id}
      readOnly
      className="max-w-48 bg-slate-50 tabular-nums"
      style={style}
      value={numberText(value)}
      aria-describedby={describedBy}
    />
  ) : (
    <IndicatorControl
      id={id}
      indicator={i}
      value={value}
      onChange={onChange}
      disabled={disabled}
      invalid={problem !== undefined}
      describedBy={describedBy}
      style={style}
    />
  )
  const Group = !calc && namesItself(i) && i.widget !== 'checkbox' ? 'fieldset' : 'div'
  return (
    <Group
      className={cn('grid gap-1.5', depth > 0 && 'border-l-2 border-slate-200 pl-4')}
      style={{ marginLeft: `${Math.max(0, depth - 1) * 1.5}rem`, ...offscreenSkipped }}
      data-invalid={problem ? true : undefined}
      aria-describedby={Group === 'fieldset' ? describedBy : undefined}
    >
      {Group === 'fieldset' ? (
        <legend className="text-sm font-medium text-slate-800" style={style}>
          {i.label}
          {star}
        </legend>
      ) : (
        i.widget !== 'checkbox' && (
          <div className="text-sm font-medium text-slate-800" style={style}>
            <label htmlFor={id}>{i.label}</label>
            {star}
          </div>
        )
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className={cn(i.widget === 'textarea' || i.widget === 'multiple-create' ? 'w-full' : 'min-w-0')}>
          {control}
        </div>
        {i.unit && <span className="text-sm text-slate-700">{i.unit}</span>}
        {flag && (
          <span className={cn('rounded px-2 py-0.5 text-sm font-medium ring-1', flags[flag].className)}>
            {flags[flag].text}
          </span>
        )}
      </div>
      {calc && <p className="text-xs text-slate-600">Розраховується автоматично</p>}
      {norm && (
        <p id={ids.norm} className="text-sm text-slate-600">
          {norm}
        </p>
      )}
      {failed && (
        <p id={ids.failed} className="text-sm text-amber-800">
          {failed}
        </p>
      )}
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </Group>
  )
})
