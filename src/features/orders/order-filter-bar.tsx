/** The order list's filters (issue #7 item 3): state, period, city, filial, payment type, operator, patient, code. */
import { type FormEvent } from 'react'
import { orderStateCodes, orderStates, type OrderState } from '../../../domain/orders/order-states'
import { cn } from '../../lib/cn'
import { formatDate } from '../../lib/format/date'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { useFilterDraft } from '../../ui/filter-draft'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { fieldClass, type Choice } from './order-choices'
import type { FilterPatch, OrderFilters } from './order-filters'
import { CUSTOM_PERIOD, presetChoices } from './order-period'

// With a mouse the controls are 36 px high, so the list keeps its rows in view; fingers keep 44 px.
const dense = 'pointer-fine:min-h-9'
const denseSelect = cn(fieldClass, dense, 'pointer-fine:text-sm')

export interface FilterBarProps {
  filters: OrderFilters
  choices: { cities: Choice[]; filials: Choice[]; paymentTypes: Choice[]; operators: Choice[] }
  periodError: string | null
  /** A registry tab's list: no creation period to choose. */
  noPeriod?: boolean
  now: Date
  onChange: (patch: FilterPatch) => void
  onClear: () => void
}

function FilterSelect(props: {
  id: string
  label: string
  value: string
  options: Choice[]
  onChange: (value: string) => void
}) {
  return (
    <FormField id={props.id} label={props.label}>
      <select
        id={props.id}
        className={denseSelect}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">Усі</option>
        {props.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.value}
          </option>
        ))}
      </select>
    </FormField>
  )
}

function StateFilter({ value, onChange }: { value: OrderState[]; onChange: (states: OrderState[]) => void }) {
  const toggle = (s: OrderState, on: boolean) =>
    onChange(orderStateCodes.filter((c) => (c === s ? on : value.includes(c))))
  return (
    // The legend floats at the start of the boxes' line: one line less above the list.
    <fieldset className="flex flex-wrap items-center gap-x-4">
      <legend className="float-left mr-1 text-sm font-medium text-slate-800">Стан</legend>
      {orderStateCodes.map((s) => (
        <label key={s} className="flex min-h-11 items-center gap-2 text-sm pointer-fine:min-h-7">
          <input type="checkbox" checked={value.includes(s)} onChange={(e) => toggle(s, e.target.checked)} />
          {orderStates[s].label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The period select, with the dates it covers beside its label; a custom period adds its two date
 * fields as a row of their own (`dates`), so the select lines up with the other filters.
 */
function PeriodFilter({
  filters,
  periodError: error,
  now,
  onChange,
  part,
}: Omit<FilterBarProps, 'choices' | 'onClear'> & { part: 'select' | 'dates' }) {
  const presets = presetChoices(now)
  const preset = presets.find((p) => p.key === filters.period)
  const custom = filters.period === CUSTOM_PERIOD
  const described = error ? fieldErrorId('f-period') : undefined
  if (part === 'dates')
    return custom ? (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="f-from" label="Від">
          <DateField
            id="f-from"
            value={filters.from || null}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(v) => onChange({ from: v ?? '' })}
          />
        </FormField>
        <FormField id="f-to" label="До">
          <DateField
            id="f-to"
            value={filters.to || null}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(v) => onChange({ to: v ?? '' })}
          />
        </FormField>
      </div>
    ) : null
  const span = filters.code
    ? 'Пошук за кодом замовлення — без обмеження періоду'
    : !custom && preset && `${formatDate(preset.from)} — ${formatDate(preset.to)}`
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <label htmlFor="f-period" className="text-sm font-medium text-slate-800">
          Період
        </label>
        {span && <span className="text-xs text-slate-600">{span}</span>}
      </div>
      <select
        id="f-period"
        className={denseSelect}
        value={filters.period}
        disabled={filters.code !== ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => {
          const period = e.target.value
          // A custom period starts from the dates shown so far, ready to adjust.
          if (period === CUSTOM_PERIOD && preset) onChange({ period, from: preset.from, to: preset.to })
          else onChange({ period })
        }}
      >
        {presets.map((p) => (
          <option key={p.key} value={p.key} disabled={p.refusal !== null}>
            {p.refusal ? `${p.label} — недоступно: більше 30 днів` : p.label}
          </option>
        ))}
        <option value={CUSTOM_PERIOD}>Власний період</option>
      </select>
      {error && (
        <p id={fieldErrorId('f-period')} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export function OrderFilterBar(props: FilterBarProps) {
  const { filters, choices, onChange } = props
  const client = useFilterDraft(filters.client, (v) => onChange({ client: v }))
  const code = useFilterDraft(filters.code, (v) => onChange({ code: v }))
  const search = (e: FormEvent) => {
    e.preventDefault()
    onChange({ client: client.value.trim(), code: code.value.trim() })
  }
  const clear = () => {
    client.reset()
    code.reset()
    props.onClear()
  }
  const filials = choices.filials.filter((f) => !filters.city || String(f.city) === filters.city)
  const period = { filters, periodError: props.periodError, now: props.now, onChange }
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 bg-white p-3 sm:p-4 pointer-fine:sm:p-3">
      <StateFilter value={filters.states} onChange={(s) => onChange({ states: s.join(',') })} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))]">
        {!props.noPeriod && <PeriodFilter {...period} part="select" />}
        <FilterSelect
          id="f-city"
          label="Місто"
          value={filters.city}
          options={choices.cities}
          onChange={(v) => onChange({ city: v, filial: '' })}
        />
        <FilterSelect
          id="f-filial"
          label="Філія"
          value={filters.filial}
          options={filials}
          onChange={(v) => onChange({ filial: v })}
        />
        <FilterSelect
          id="f-payment"
          label="Тип оплати"
          value={filters.payment}
          options={choices.paymentTypes}
          onChange={(v) => onChange({ payment: v })}
        />
        <FilterSelect
          id="f-operator"
          label="Оператор"
          value={filters.operator}
          options={choices.operators}
          onChange={(v) => onChange({ operator: v })}
        />
      </div>
      {!props.noPeriod && <PeriodFilter {...period} part="dates" />}
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
        onSubmit={search}
      >
        <FormField id="f-client" label="Пацієнт (ПІБ або id)">
          <Input id="f-client" className={dense} {...client.field} />
        </FormField>
        <FormField id="f-code" label="Код замовлення">
          <Input id="f-code" className={dense} {...code.field} />
        </FormField>
        <Button type="submit" variant="secondary" className={dense}>
          Знайти
        </Button>
        <Button variant="ghost" className={dense} onClick={clear}>
          Очистити фільтри
        </Button>
      </form>
    </div>
  )
}
